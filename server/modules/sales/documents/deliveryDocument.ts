import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DeliveryStatus } from '../../../../src/schemas/sales/deliveryStatus';
import type { DocumentCustomer as ProtocolCustomer, DocumentFirm as ProtocolFirm } from '../../../core/documents/parties';
import { firmBlock, formatDate } from '../../../core/documents/parties';
import { documentPage, fieldRows, formatQuantity, gridLayout, partyBlock, sectionTitle } from './orderConfirmation';

/**
 * The printed delivery document (WZ, "wydanie zewnętrzne"): a pure function of plain data, so what
 * it prints is tested without a database or a PDF. It looks like the order confirmation (the same
 * header, sections and ruled tables) and travels with the goods.
 *
 * It prints quantities, not prices: a WZ is the warehouse's record of what left it, read and
 * signed by the warehouse keeper and the driver or the customer; what the goods cost is the
 * invoice's business (the ERP invoices the issued document), and an amount on a paper handed to a
 * carrier is one more place for it to disagree with the invoice. The screen still shows the sums.
 */

type Text = string | null | undefined;

export type DeliveryDocumentLine = {
  code: Text;
  name: Text;
  description?: Text;
  /** The product's unit of measure; "szt." when it has none. */
  unit?: Text;
  quantity: number;
};

/** The document's header, references already turned into their Polish names, dates as `YYYY-MM-DD`. */
export type DeliveryDocumentHeader = {
  number: string;
  /** The day the document was made, in Poland. */
  createdOn: string;
  status: DeliveryStatus;
  /** The number of the order it was made from, when there is one. */
  orderNumber?: Text;
  reference?: Text;
  project?: Text;
  deliveryMethod?: Text;
  shipmentDate?: Text;
  deliveryDate?: Text;
  packageMaterial?: Text;
  comment?: Text;
  author?: Text;
};

export type DeliveryDocumentData = {
  /** The default firm (the one issuing the goods); null when none is marked. */
  firm: ProtocolFirm | null;
  /** The recipient. */
  customer: ProtocolCustomer | null;
  document: DeliveryDocumentHeader;
  lines: DeliveryDocumentLine[];
  /** `YYYY-MM-DD`. */
  printedOn: string;
};

export const DELIVERY_DOCUMENT_TITLE = 'Wydanie zewnętrzne WZ';

const INK = '#1a1a1a';
const MUTED = '#666666';
const BLANK = ' ';
const PAGE_WIDTH = 511;

const s = (value: Text): string => (value ?? '').trim();

/** "Nr WZLC/0001/03/2026 od 05.03.2026". */
export const deliveryDocumentSubtitle = (document: Pick<DeliveryDocumentHeader, 'number' | 'createdOn'>): string => `Nr ${document.number} od ${formatDate(document.createdOn)}`;

/** The file name a browser saves the PDF under: `wz-WZLC_0001_03_2026.pdf`. */
export const deliveryDocumentFileName = (number: string): string => `wz-${number.replace(/[^\w.-]+/g, '_') || 'dokument'}.pdf`;

type LineColumn = { label: string; width: number | '*'; align?: 'left' | 'center' | 'right'; cell: (line: DeliveryDocumentLine, index: number) => TableCell };

// Without prices the name takes the room: a reader checks the goods against it.
const LINE_COLUMNS: LineColumn[] = [
  { label: 'Lp.', width: 18, align: 'center', cell: (_l, i) => ({ text: String(i + 1), alignment: 'center' }) },
  { label: 'Kod', width: 90, cell: (l) => ({ text: s(l.code) || BLANK, bold: true }) },
  {
    label: 'Nazwa / opis',
    width: '*',
    cell: (l) => ({ stack: [{ text: s(l.name) || BLANK }, ...(s(l.description) ? [{ text: s(l.description), style: 'lineNote' }] : [])] }),
  },
  { label: 'Ilość', width: 56, align: 'right', cell: (l) => ({ text: formatQuantity(l.quantity), alignment: 'right', noWrap: true, bold: true }) },
  { label: 'J.m.', width: 34, align: 'center', cell: (l) => ({ text: s(l.unit) || 'szt.', alignment: 'center' }) },
];

const linesTable = ({ lines }: DeliveryDocumentData): Content => {
  const header: TableCell[] = LINE_COLUMNS.map((c) => ({ text: c.label, style: 'th', alignment: c.align ?? 'left' }));
  const body: TableCell[][] =
    lines.length > 0
      ? lines.map((line, i) => LINE_COLUMNS.map((c) => c.cell(line, i)))
      : [[{ text: 'Dokument nie ma pozycji.', colSpan: LINE_COLUMNS.length, italics: true, color: MUTED }, ...LINE_COLUMNS.slice(1).map(() => '')]];
  return { table: { headerRows: 1, dontBreakRows: true, widths: LINE_COLUMNS.map((c) => c.width), body: [header, ...body] }, layout: gridLayout, fontSize: 8.5 };
};

const partyColumns = ({ customer, document }: DeliveryDocumentData): Content => {
  const recipient = partyBlock('Odbiorca', customer);
  const delivery: [string, string][] = [
    ['Sposób dostawy', s(document.deliveryMethod)],
    ['Data wysyłki', formatDate(document.shipmentDate)],
    ['Data dostawy', formatDate(document.deliveryDate)],
    ['Opakowanie', s(document.packageMaterial)],
    ['Referencja', s(document.reference)],
    ['Projekt', s(document.project)],
    ['Wystawił(a)', s(document.author)],
  ];
  return {
    margin: [0, 8, 0, 0],
    columnGap: 18,
    columns: [
      { width: '*', stack: recipient },
      { width: 250, stack: [sectionTitle('Dostawa'), fieldRows(delivery, 88)] },
    ],
  };
};

const header = (data: DeliveryDocumentData): Content[] => {
  // No bank account, unlike the confirmation: nobody pays against a WZ.
  const firm = firmBlock(data.firm);
  const order = s(data.document.orderNumber);
  return [
    {
      columns: [
        { width: '*', stack: [{ text: firm.name || BLANK, style: 'firmName' }, ...firm.lines.map((line) => ({ text: line, style: 'firmLine' }))] },
        { width: 150, stack: [{ text: `Data wydruku: ${formatDate(data.printedOn)}`, style: 'firmLine', alignment: 'right' }] },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: PAGE_WIDTH, y2: 6, lineWidth: 1, lineColor: INK }] },
    { text: DELIVERY_DOCUMENT_TITLE, style: 'title' },
    { text: deliveryDocumentSubtitle(data.document), style: 'subtitle' },
    ...(order ? [{ text: `Do zamówienia ${order}`, style: 'orderLine' }] : []),
  ];
};

/** A box to sign in, captioned above with who signs and below with what is written in it. */
const signatureBox = (caption: string): Column => ({
  width: '*',
  stack: [
    { text: caption, bold: true, margin: [0, 0, 0, 3] },
    { table: { widths: ['*'], heights: [58], body: [[BLANK]] }, layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6, hLineColor: () => INK, vLineColor: () => INK } },
    { text: 'data, czytelny podpis', style: 'caption', alignment: 'center', margin: [0, 3, 0, 0] },
  ],
});

const closing = (data: DeliveryDocumentData): Content[] => [
  ...(s(data.document.comment) ? [{ stack: [sectionTitle('Uwagi'), { text: s(data.document.comment), margin: [2, 0, 0, 0], lineHeight: 1.2 }], margin: [0, 10, 0, 0] } as Content] : []),
  {
    text: 'Odbierający potwierdza podpisem odbiór towaru w ilościach wymienionych powyżej. Braki i uszkodzenia prosimy opisać przy odbiorze.',
    style: 'note',
    margin: [0, 12, 0, 0],
  },
  // Both signatures on one page, with nothing between them and the lines above on another.
  { unbreakable: true, margin: [0, 24, 0, 0], columnGap: 40, columns: [signatureBox('Wydał'), signatureBox('Odebrał')] },
];

/** The pdfmake definition of a delivery document: A4, Roboto, page numbers in the footer; a canceled one is marked across the page. */
export const deliveryDocumentDefinition = (data: DeliveryDocumentData): TDocumentDefinitions => {
  const subtitle = deliveryDocumentSubtitle(data.document);
  const page = documentPage(`${DELIVERY_DOCUMENT_TITLE} · ${subtitle}`);
  return {
    ...page,
    // The number's line is followed by the base order's, closer under it.
    styles: { ...page.styles, subtitle: { fontSize: 10.5, alignment: 'center', margin: [0, 0, 0, 2] } },
    info: { title: `${DELIVERY_DOCUMENT_TITLE} ${subtitle}`, author: s(data.firm?.name), subject: DELIVERY_DOCUMENT_TITLE, creator: 'Zaplecze' },
    // A canceled WZ may still be printed (for the file), but never mistaken for goods that left.
    ...(data.document.status === 'CANCELED' ? { watermark: { text: 'ANULOWANY', color: '#b71c1c', opacity: 0.12, bold: true } } : {}),
    content: [...header(data), partyColumns(data), { stack: [sectionTitle('Wydane towary'), linesTable(data)], margin: [0, 12, 0, 0] }, ...closing(data)],
  };
};
