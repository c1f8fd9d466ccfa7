import type { Content, Margins, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Currency } from '../../../../src/schemas/sales/amountInWords';
import { amountInWords } from '../../../../src/schemas/sales/amountInWords';
import type { Grosze } from '../../../../src/schemas/sales/money';
import { formatMoney, fromGrosze, toGrosze } from '../../../../src/schemas/sales/money';
import type { DocumentCustomer as ProtocolCustomer, DocumentFirm as ProtocolFirm } from '../../../core/documents/parties';
import { firmBlock, formatDate } from '../../../core/documents/parties';

/**
 * The order confirmation sent to a customer (spec §9 "Nr {number} od {date}"): a pure function of
 * plain data, so what it prints is tested without a database or a PDF. Amounts are the ones the
 * server stored with the order (`orderSums`); nothing is recomputed here but the VAT summary,
 * which adds up the lines' own sums per rate, exactly in grosze.
 */

type Text = string | null | undefined;

export type OrderConfirmationLine = {
  code: Text;
  name: Text;
  description?: Text;
  unit?: Text;
  quantity: number;
  price: number;
  discountPercent: number;
  vat: number;
  sumNetto: number;
  sumVat: number;
  sumBrutto: number;
};

/** The order's header, references already turned into their Polish names, dates as `YYYY-MM-DD`. */
export type OrderConfirmationOrder = {
  number: string;
  /** The day the order was made, in Poland. */
  createdOn: string;
  reference?: Text;
  project?: Text;
  deliveryMethod?: Text;
  deliveryDate?: Text;
  termsOfPayment?: Text;
  currency: Currency;
  comment?: Text;
  author?: Text;
  sumNetto: number;
  discountSum: number;
  sumVat: number;
  sumBrutto: number;
};

export type OrderConfirmationData = {
  /** The default firm (the seller); null when none is marked. */
  firm: ProtocolFirm | null;
  customer: ProtocolCustomer | null;
  order: OrderConfirmationOrder;
  lines: OrderConfirmationLine[];
  /** `YYYY-MM-DD`. */
  printedOn: string;
};

export const ORDER_CONFIRMATION_TITLE = 'Potwierdzenie zamówienia';

const s = (value: Text): string => (value ?? '').trim();
const join = (parts: Text[], separator = ', ') => parts.map(s).filter(Boolean).join(separator);

/** "Nr ZAM-000012 od 05.03.2026". */
export const confirmationSubtitle = (order: Pick<OrderConfirmationOrder, 'number' | 'createdOn'>): string => `Nr ${order.number} od ${formatDate(order.createdOn)}`;

/** The file name a browser saves the PDF under: `potwierdzenie-ZAM-000012.pdf`. */
export const confirmationFileName = (number: string): string => `potwierdzenie-${number.replace(/[^\w.-]+/g, '_') || 'zamowienia'}.pdf`;

const numberFormat = new Intl.NumberFormat('pl', { maximumFractionDigits: 3, useGrouping: 'always' });
const percentFormat = new Intl.NumberFormat('pl', { maximumFractionDigits: 2 });

/** A quantity as written: 2 → "2", 2.5 → "2,5", 0.125 → "0,125". */
export const formatQuantity = (value: number): string => numberFormat.format(value);
const money = (value: number) => formatMoney(value);
const withCurrency = (value: number, currency: Currency) => `${money(value)} ${currency}`;

type VatRow = { vat: number; netto: Grosze; tax: Grosze; brutto: Grosze };

/** The lines' sums added up per VAT rate, highest rate first. */
export const vatSummary = (lines: readonly OrderConfirmationLine[]): { vat: number; sumNetto: number; sumVat: number; sumBrutto: number }[] => {
  const rates = new Map<number, VatRow>();
  for (const line of lines) {
    const row = rates.get(line.vat) ?? { vat: line.vat, netto: 0, tax: 0, brutto: 0 };
    row.netto += toGrosze(line.sumNetto);
    row.tax += toGrosze(line.sumVat);
    row.brutto += toGrosze(line.sumBrutto);
    rates.set(line.vat, row);
  }
  return [...rates.values()].sort((a, b) => b.vat - a.vat).map((r) => ({ vat: r.vat, sumNetto: fromGrosze(r.netto), sumVat: fromGrosze(r.tax), sumBrutto: fromGrosze(r.brutto) }));
};

// ---------------------------------------------------------------------------------------------
// Layout: the protocols' look (Roboto, the same greys and rules), tuned for a priced table.

const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#9e9e9e';
const HEAD_FILL = '#eeeeee';
const ACCENT = '#37474f';
const BLANK = ' ';
const PAGE_WIDTH = 511;

/** A section's heading: small capitals in the accent colour (the delivery document uses it too). */
export const sectionTitle = (title: string): Content => ({ text: title.toUpperCase(), style: 'section' });

/** Label/value rows on hairlines, as the protocols print their fields. */
export const fieldRows = (rows: [string, string][], labelWidth: number): Content => ({
  table: { widths: [labelWidth, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: value || '—', style: 'value' }]) },
  layout: {
    hLineWidth: (i) => (i === 0 ? 0 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => RULE,
    paddingLeft: () => 2,
    paddingRight: () => 4,
    paddingTop: () => 3,
    paddingBottom: () => 1,
  },
});

/** A ruled table with a grey header row, as the documents print their lines. */
export const gridLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  fillColor: (row: number) => (row === 0 ? HEAD_FILL : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

type LineColumn = { label: string; width: number | '*'; align?: 'left' | 'center' | 'right'; cell: (line: OrderConfirmationLine, index: number) => TableCell };

const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, noWrap: true, bold });

const LINE_COLUMNS: LineColumn[] = [
  { label: 'Lp.', width: 14, align: 'center', cell: (_l, i) => ({ text: String(i + 1), alignment: 'center' }) },
  { label: 'Kod', width: 50, cell: (l) => ({ text: s(l.code) || BLANK, bold: true }) },
  {
    label: 'Nazwa / opis',
    width: '*',
    cell: (l) => ({ stack: [{ text: s(l.name) || BLANK }, ...(s(l.description) ? [{ text: s(l.description), style: 'lineNote' }] : [])] }),
  },
  { label: 'Ilość', width: 30, align: 'right', cell: (l) => right(formatQuantity(l.quantity)) },
  { label: 'J.m.', width: 20, align: 'center', cell: (l) => ({ text: s(l.unit) || 'szt.', alignment: 'center' }) },
  { label: 'Cena netto', width: 46, align: 'right', cell: (l) => right(money(l.price)) },
  { label: 'Rabat %', width: 28, align: 'right', cell: (l) => right(percentFormat.format(l.discountPercent)) },
  { label: 'Wartość netto', width: 50, align: 'right', cell: (l) => right(money(l.sumNetto)) },
  { label: 'VAT %', width: 22, align: 'right', cell: (l) => right(`${l.vat}%`) },
  { label: 'Wartość brutto', width: 52, align: 'right', cell: (l) => right(money(l.sumBrutto)) },
];

const linesTable = ({ lines, order }: OrderConfirmationData): Content => {
  const header: TableCell[] = LINE_COLUMNS.map((c) => ({ text: c.label, style: 'th', alignment: c.align ?? 'left' }));
  const body: TableCell[][] =
    lines.length > 0
      ? lines.map((line, i) => LINE_COLUMNS.map((c) => c.cell(line, i)))
      : [[{ text: 'Zamówienie nie ma pozycji.', colSpan: LINE_COLUMNS.length, italics: true, color: MUTED }, ...LINE_COLUMNS.slice(1).map(() => '')]];
  // The sum row under the amount columns: net and gross, the columns a reader adds up.
  const sumRow: TableCell[] = LINE_COLUMNS.map((c, i): TableCell => {
    if (i === 0) return { text: 'Razem', colSpan: 7, alignment: 'right', bold: true };
    if (c.label === 'Wartość netto') return right(money(order.sumNetto), true);
    if (c.label === 'Wartość brutto') return right(money(order.sumBrutto), true);
    return '';
  });
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: LINE_COLUMNS.map((c) => c.width), body: [header, ...body, sumRow] },
    layout: gridLayout,
    fontSize: 8,
  };
};

const vatTable = (data: OrderConfirmationData): Content => ({
  table: {
    headerRows: 1,
    widths: [50, '*', '*', '*'],
    body: [
      [{ text: 'Stawka VAT', style: 'th' }, ...['Netto', 'VAT', 'Brutto'].map((label) => ({ text: label, style: 'th', alignment: 'right' as const }))],
      ...vatSummary(data.lines).map((r): TableCell[] => [`${r.vat}%`, right(money(r.sumNetto)), right(money(r.sumVat)), right(money(r.sumBrutto))]),
    ],
  },
  layout: gridLayout,
  fontSize: 8,
});

const totalsTable = ({ order }: OrderConfirmationData): Content => {
  const row = (label: string, value: number, strong = false): TableCell[] => [
    { text: label, bold: strong, color: strong ? INK : MUTED },
    { text: withCurrency(value, order.currency), alignment: 'right', bold: strong, noWrap: true, fontSize: strong ? 11 : 9 },
  ];
  return {
    table: { widths: ['*', 'auto'], body: [row('Wartość netto', order.sumNetto), row('Rabaty', order.discountSum), row('VAT', order.sumVat), row('Do zapłaty (brutto)', order.sumBrutto, true)] },
    layout: {
      hLineWidth: (i, node) => (i === node.table.body.length - 1 ? 1 : 0),
      vLineWidth: () => 0,
      hLineColor: () => INK,
      paddingTop: (i) => (i === 3 ? 5 : 2),
      paddingBottom: () => 2,
    },
  };
};

/** A customer as a document's party: its name, address, NIP and contact under a title (Nabywca, Odbiorca). */
export const partyBlock = (title: string, customer: ProtocolCustomer | null): Content[] => {
  const indented = (top: number): Margins => [2, top, 0, 0];
  // A Polish customer's country goes without saying; a foreign one's is part of the address.
  const place = join([join([customer?.postCode, customer?.city], ' '), s(customer?.country) === 'Polska' ? '' : customer?.country]);
  const contact = join([customer?.phone, customer?.email]);
  return [
    sectionTitle(title),
    { text: s(customer?.name) || BLANK, bold: true, fontSize: 10, margin: indented(0) },
    ...[s(customer?.address), place].filter(Boolean).map((line) => ({ text: line, margin: indented(0) })),
    ...(s(customer?.nip) ? [{ text: `NIP: ${s(customer?.nip)}`, margin: indented(2) }] : []),
    ...(contact ? [{ text: contact, style: 'firmLine', margin: indented(2) }] : []),
  ];
};

const partyColumns = ({ customer, order }: OrderConfirmationData): Content => {
  const buyer = partyBlock('Nabywca', customer);
  const terms: [string, string][] = [
    ['Referencja', s(order.reference)],
    ['Projekt', s(order.project)],
    ['Sposób dostawy', s(order.deliveryMethod)],
    ['Data dostawy', formatDate(order.deliveryDate)],
    ['Termin płatności', s(order.termsOfPayment)],
    ['Waluta', order.currency],
  ];
  return {
    margin: [0, 8, 0, 0],
    columnGap: 18,
    columns: [
      { width: '*', stack: buyer },
      { width: 250, stack: [sectionTitle('Warunki zamówienia'), fieldRows(terms, 88)] },
    ],
  };
};

const header = (data: OrderConfirmationData): Content[] => {
  const firm = firmBlock(data.firm);
  const bank = s(data.firm?.bankAccount);
  // The account the customer pays to belongs with the seller's data, as on an invoice.
  const lines = bank ? [...firm.lines, `Rachunek bankowy: ${bank}`] : firm.lines;
  return [
    {
      columns: [
        { width: '*', stack: [{ text: firm.name || BLANK, style: 'firmName' }, ...lines.map((line) => ({ text: line, style: 'firmLine' }))] },
        { width: 150, stack: [{ text: `Data wydruku: ${formatDate(data.printedOn)}`, style: 'firmLine', alignment: 'right' }] },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: PAGE_WIDTH, y2: 6, lineWidth: 1, lineColor: INK }] },
    { text: ORDER_CONFIRMATION_TITLE, style: 'title' },
    { text: confirmationSubtitle(data.order), style: 'subtitle' },
  ];
};

const closing = (data: OrderConfirmationData): Content[] => [
  // The totals and the amount in words are read together: never split across two pages.
  {
    unbreakable: true,
    stack: [
      {
        margin: [0, 10, 0, 0],
        columnGap: 24,
        columns: [
          { width: '*', stack: [sectionTitle('Podsumowanie według stawek VAT'), vatTable(data)] },
          { width: 220, stack: [sectionTitle('Razem'), totalsTable(data)] },
        ],
      },
      { margin: [0, 8, 0, 0], text: [{ text: 'Słownie: ', color: MUTED }, { text: amountInWords(data.order.sumBrutto, data.order.currency), bold: true }] },
    ],
  },
  ...(s(data.order.comment) ? [{ stack: [sectionTitle('Uwagi'), { text: s(data.order.comment), margin: [2, 0, 0, 0], lineHeight: 1.2 }], margin: [0, 10, 0, 0] } as Content] : []),
  {
    text: 'Dziękujemy za złożenie zamówienia. Prosimy o sprawdzenie jego treści; ewentualne rozbieżności prosimy zgłosić niezwłocznie po otrzymaniu potwierdzenia.',
    style: 'note',
    margin: [0, 12, 0, 0],
  },
  {
    unbreakable: true,
    margin: [0, 28, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 220,
        stack: [
          { text: s(data.order.author) || BLANK, alignment: 'center' },
          { canvas: [{ type: 'line', x1: 10, y1: 2, x2: 210, y2: 2, lineWidth: 0.6, lineColor: INK }] },
          { text: 'wystawił(a)', alignment: 'center', style: 'caption', margin: [0, 3, 0, 0] },
        ],
      },
    ],
  },
];

/** The pdfmake definition of an order confirmation: A4, Roboto, page numbers in the footer. */
/**
 * The page every sales document shares (an order confirmation, a delivery document): A4, Roboto,
 * the same styles and a footer naming the document and the page.
 */
export const documentPage = (caption: string): Pick<TDocumentDefinitions, 'pageSize' | 'pageMargins' | 'defaultStyle' | 'styles' | 'footer'> => ({
  pageSize: 'A4',
  pageMargins: [42, 40, 42, 52],
  defaultStyle: { font: 'Roboto', fontSize: 9, color: INK, lineHeight: 1.1 },
  styles: {
    firmName: { fontSize: 12, bold: true },
    firmLine: { fontSize: 8.5, color: MUTED },
    title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 12, 0, 2] },
    subtitle: { fontSize: 10.5, alignment: 'center', margin: [0, 0, 0, 4] },
    orderLine: { fontSize: 9, alignment: 'center', color: MUTED, margin: [0, 0, 0, 4] },
    section: { fontSize: 8, bold: true, color: ACCENT, characterSpacing: 0.4, margin: [0, 0, 0, 3] },
    label: { fontSize: 8, color: MUTED },
    value: { fontSize: 9 },
    th: { fontSize: 7.5, bold: true },
    lineNote: { fontSize: 7.5, color: MUTED, italics: true },
    note: { fontSize: 8.5, italics: true, color: '#333333' },
    caption: { fontSize: 8, color: MUTED },
  },
  footer: (currentPage, pageCount) => ({
    margin: [42, 16, 42, 0],
    columns: [
      { text: caption, style: 'caption' },
      { text: `Strona ${currentPage} z ${pageCount}`, style: 'caption', alignment: 'right', width: 90 },
    ],
  }),
});

export const orderConfirmationDefinition = (data: OrderConfirmationData): TDocumentDefinitions => {
  const subtitle = confirmationSubtitle(data.order);
  return {
    ...documentPage(`${ORDER_CONFIRMATION_TITLE} · ${subtitle}`),
    info: { title: `${ORDER_CONFIRMATION_TITLE} ${subtitle}`, author: s(data.firm?.name), subject: ORDER_CONFIRMATION_TITLE, creator: 'Zaplecze' },
    content: [...header(data), partyColumns(data), { stack: [sectionTitle('Pozycje zamówienia'), linesTable(data)], margin: [0, 12, 0, 0] }, ...closing(data)],
  };
};
