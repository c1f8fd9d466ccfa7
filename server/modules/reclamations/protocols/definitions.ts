import type { Column, Content, ContentTable, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import type { DocumentCustomer, DocumentFirm, Text } from '../../../core/documents/parties';
import { cityLine, firmBlock, formatDate, join, s } from '../../../core/documents/parties';

/**
 * The six printable documents of a reclamation (spec §2 "Protocol pages"), built from a plain data
 * object in two steps, both pure: `protocolDocument` decides what a document says (a small model
 * of blocks that the printable HTML page renders as well, so screen and PDF never differ), and
 * `pdfDefinition` lays that model out for pdfmake (A4, Roboto, "Strona X z Y").
 */

export const PROTOCOL_KINDS = ['reclamation', 'registrationprotocol', 'decisionprotocol', 'mileageprotocol', 'removalprotocol', 'serviceprotocol'] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number];
export const isProtocolKind = (value: unknown): value is ProtocolKind => (PROTOCOL_KINDS as readonly unknown[]).includes(value);

export const PROTOCOL_TITLES: Record<ProtocolKind, string> = {
  reclamation: 'Karta reklamacji',
  registrationprotocol: 'Protokół przyjęcia reklamacji',
  decisionprotocol: 'Protokół rozpatrzenia reklamacji',
  mileageprotocol: 'Protokół z przejazdu serwisu',
  removalprotocol: 'Protokół usunięcia usterki',
  serviceprotocol: 'Protokół serwisowy',
};

// ---------------------------------------------------------------------------------------------
// Input: what the route reads from the database, as plain values.


export type ProtocolPosition = { code: Text; subject?: Text; description?: Text; quantity?: number | null };
/** The reclamation's own fields (dates as `YYYY-MM-DD`), references already turned into descriptions. */
export type ProtocolReclamation = {
  id: number;
  number: Text;
  input_date: Text;
  doc_type?: Text;
  status?: Text;
  type?: Text;
  reason?: Text;
  perpetrator?: Text;
  execution_type?: Text;
  decision?: Text;
  decision_date?: Text;
  execution_term?: Text;
  delivery_term?: Text;
  responsible?: Text;
  sales_point?: Text;
  sales_date?: Text;
  sales_order?: Text;
  sales_request?: Text;
  sales_reference?: Text;
  doc_group?: Text;
  guaranty_card?: boolean | null;
  client_name?: Text;
  client_surname?: Text;
  telephone?: Text;
  email?: Text;
  post_code?: Text;
  city?: Text;
  address?: Text;
  inv_address?: boolean | null;
  post_code_inv?: Text;
  city_inv?: Text;
  address_inv?: Text;
  amount?: number | string | null;
  lw?: Text;
  zlc?: Text;
  comment?: Text;
  internal_comment?: Text;
};
export type ProtocolData = {
  /** The firm with isDefault = true; null when none is marked. */
  firm: DocumentFirm | null;
  reclamation: ProtocolReclamation;
  customer: DocumentCustomer | null;
  positions: ProtocolPosition[];
  /** When the document is printed (`YYYY-MM-DD`), for the header. */
  printedOn: string;
};

// ---------------------------------------------------------------------------------------------
// The document model: what is printed, shared by the PDF and the HTML page.

/** A labelled value; an empty value is printed as a line to fill in by hand. */
export type DocField = { label: string; value: string };
export type DocColumn = { label: string; width: number | '*'; align?: 'left' | 'center' | 'right' };
export type DocBlock =
  | { type: 'fields'; title: string; fields: DocField[] }
  | { type: 'table'; title: string; columns: DocColumn[]; rows: string[][]; empty?: string }
  /** A text; without one, `lines` ruled lines to write on. */
  | { type: 'text'; title: string; text: string; lines: number }
  /** Boxes to tick: `checked` true is printed ticked, false/null empty. */
  | { type: 'checks'; title: string; items: { label: string; checked: boolean }[] }
  | { type: 'note'; text: string };
export type DocParty = { title: string; fields: DocField[] };
export type ProtocolDocument = {
  kind: ProtocolKind;
  title: string;
  /** "Nr REK/00001/2026 z dnia 05.03.2026". */
  subtitle: string;
  number: string;
  fileName: string;
  firm: { name: string; lines: string[] };
  printedOn: string;
  parties: DocParty[];
  blocks: DocBlock[];
  /** Captions under the signature lines, left to right. */
  signatures: string[];
  /** Pre-printed place for "Miejscowość i data" (the firm's city), may be empty. */
  place: string;
};


/** 1234.5 → "1 234,50 zł"; nothing for no amount. */
export const formatAmount = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return s(String(value));
  const [int, frac] = n.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${frac} zł`;
};

const yesNo = (value: boolean | null | undefined) => (value ? 'Tak' : 'Nie');
const f = (label: string, value: Text): DocField => ({ label, value: s(value) });

/** The customer, the person who reported, and the invoice address when it differs. */
const partiesOf = ({ customer, reclamation: r }: ProtocolData): DocParty[] => {
  const parties: DocParty[] = [
    {
      title: 'Klient',
      fields: [
        f('Nazwa', customer?.name),
        f('NIP', customer?.nip),
        f('Adres', join([customer?.address, cityLine(customer?.postCode, customer?.city)])),
        f('Telefon / e-mail', join([customer?.phone, customer?.email])),
      ],
    },
    {
      title: 'Zgłaszający',
      fields: [
        f('Imię i nazwisko', join([r.client_name, r.client_surname], ' ')),
        f('Telefon', r.telephone),
        f('E-mail', r.email),
        f('Adres', join([r.address, cityLine(r.post_code, r.city)])),
      ],
    },
  ];
  if (r.inv_address) {
    parties.push({ title: 'Adres do faktury', fields: [f('Adres', r.address_inv), f('Kod i miejscowość', cityLine(r.post_code_inv, r.city_inv))] });
  }
  return parties;
};

const positionsBlock = (positions: ProtocolPosition[], title = 'Przedmiot reklamacji (pozycje)'): DocBlock => ({
  type: 'table',
  title,
  columns: [
    { label: 'Lp.', width: 24, align: 'center' },
    { label: 'Kod', width: 90 },
    { label: 'Opis', width: '*' },
    { label: 'Ilość', width: 44, align: 'right' },
  ],
  rows: positions.map((p, i) => [String(i + 1), s(p.code), s(p.description) || s(p.subject), s(p.quantity ?? 1)]),
  empty: 'Brak pozycji.',
});

/** A table of `count` empty rows to fill in by hand. */
const blankTable = (title: string, columns: DocColumn[], count: number, numbered = true): DocBlock => ({
  type: 'table',
  title,
  columns,
  rows: Array.from({ length: count }, (_, i) => columns.map((_c, j) => (j === 0 && numbered ? String(i + 1) : ''))),
});

const partsUsed = (): DocBlock =>
  blankTable(
    'Użyte części i materiały',
    [
      { label: 'Lp.', width: 24, align: 'center' },
      { label: 'Nazwa części / materiału', width: '*' },
      { label: 'Kod / indeks', width: 90 },
      { label: 'Ilość', width: 44, align: 'right' },
      { label: 'J.m.', width: 34, align: 'center' },
    ],
    4,
  );

const text = (title: string, value: Text, lines: number): DocBlock => ({ type: 'text', title, text: s(value), lines });

/** Where the service goes: the reporting person's address, else the customer's. */
const siteAddress = ({ reclamation: r, customer }: ProtocolData) =>
  s(r.address) || s(r.city) ? join([r.address, cityLine(r.post_code, r.city)]) : join([customer?.address, cityLine(customer?.postCode, customer?.city)]);

const SIGN_CLIENT = 'podpis klienta';
const SIGN_SERVICE = 'podpis pracownika serwisu';

const blocksOf = (kind: ProtocolKind, data: ProtocolData): { blocks: DocBlock[]; signatures: string[] } => {
  const r = data.reclamation;
  const positions = positionsBlock(data.positions);
  const sale = [f('Zamówienie sprzedaży', r.sales_order), f('Data sprzedaży', formatDate(r.sales_date)), f('Referencja', r.sales_reference)];
  switch (kind) {
    case 'reclamation':
      return {
        blocks: [
          {
            type: 'fields',
            title: 'Dokument',
            fields: [
              f('Rodzaj dokumentu', r.doc_type),
              f('Status', r.status),
              f('Data przyjęcia', formatDate(r.input_date)),
              f('Punkt sprzedaży', r.sales_point),
              f('Odpowiedzialny', r.responsible),
              f('Karta gwarancyjna', yesNo(r.guaranty_card)),
            ],
          },
          {
            type: 'fields',
            title: 'Sprzedaż',
            fields: [...sale, f('Zapytanie', r.sales_request), f('Grupa dokumentów', r.doc_group), f('LW / ZLC', join([r.lw, r.zlc], ' / '))],
          },
          positions,
          text('Opis zgłoszenia', r.comment, 3),
          {
            type: 'fields',
            title: 'Rozpatrzenie',
            fields: [
              f('Typ reklamacji', r.type),
              f('Przyczyna', r.reason),
              f('Sprawca', r.perpetrator),
              f('Decyzja', r.decision),
              f('Data decyzji', formatDate(r.decision_date)),
              f('Sposób realizacji', r.execution_type),
              f('Termin realizacji', formatDate(r.execution_term)),
              f('Termin dostawy', formatDate(r.delivery_term)),
              f('Kwota', formatAmount(r.amount)),
            ],
          },
          text('Uwagi wewnętrzne', r.internal_comment, 2),
        ],
        signatures: [SIGN_CLIENT, SIGN_SERVICE],
      };
    case 'registrationprotocol':
      return {
        blocks: [
          {
            type: 'fields',
            title: 'Dane zgłoszenia',
            fields: [f('Data przyjęcia', formatDate(r.input_date)), f('Rodzaj zgłoszenia', r.doc_type), f('Punkt sprzedaży', r.sales_point), f('Przyjmujący', r.responsible), ...sale],
          },
          positions,
          text('Opis reklamowanej wady / usterki', r.comment, 4),
          {
            type: 'checks',
            title: 'Dokumenty dołączone do zgłoszenia',
            items: [
              { label: 'dowód zakupu (paragon / faktura)', checked: false },
              { label: 'karta gwarancyjna', checked: Boolean(r.guaranty_card) },
              { label: 'dokumentacja zdjęciowa', checked: false },
            ],
          },
          {
            type: 'note',
            text: 'Potwierdzam przyjęcie reklamacji do rozpatrzenia. Przyjęcie reklamacji nie oznacza jej uznania. O sposobie rozpatrzenia reklamacji zgłaszający zostanie poinformowany.',
          },
        ],
        signatures: ['podpis klienta (zgłaszającego)', 'podpis pracownika serwisu (przyjmującego)'],
      };
    case 'decisionprotocol':
      return {
        blocks: [
          {
            type: 'fields',
            title: 'Reklamacja',
            fields: [f('Data przyjęcia', formatDate(r.input_date)), f('Status', r.status), f('Rozpatrujący', r.responsible), ...sale],
          },
          positions,
          text('Treść zgłoszenia', r.comment, 2),
          { type: 'fields', title: 'Ustalenia', fields: [f('Typ reklamacji', r.type), f('Przyczyna', r.reason), f('Sprawca', r.perpetrator)] },
          {
            type: 'fields',
            title: 'Decyzja',
            fields: [
              f('Decyzja', r.decision),
              f('Data decyzji', formatDate(r.decision_date)),
              f('Sposób realizacji', r.execution_type),
              f('Termin realizacji', formatDate(r.execution_term)),
              f('Termin dostawy', formatDate(r.delivery_term)),
              f('Kwota', formatAmount(r.amount)),
            ],
          },
          text('Uzasadnienie', '', 4),
        ],
        signatures: ['podpis pracownika serwisu (rozpatrującego)', 'podpis klienta (potwierdzenie otrzymania)'],
      };
    case 'mileageprotocol': {
      const base = join([data.firm?.address, cityLine(data.firm?.postCode, data.firm?.city)]);
      const site = siteAddress(data);
      return {
        blocks: [
          {
            type: 'fields',
            title: 'Wyjazd',
            fields: [f('Cel wyjazdu', join([`reklamacja nr ${s(r.number)}`, r.execution_type], ' – ')), f('Data wyjazdu', ''), f('Pojazd (marka, nr rej.)', ''), f('Kierowca / serwisant', '')],
          },
          positions,
          {
            type: 'table',
            title: 'Trasa',
            columns: [
              { label: 'Lp.', width: 24, align: 'center' },
              { label: 'Skąd', width: '*' },
              { label: 'Dokąd', width: '*' },
              { label: 'Licznik – start', width: 62, align: 'right' },
              { label: 'Licznik – koniec', width: 62, align: 'right' },
              { label: 'Km', width: 40, align: 'right' },
            ],
            rows: [
              ['1', base, site, '', '', ''],
              ['2', site, base, '', '', ''],
              ['3', '', '', '', '', ''],
              ['', '', 'Razem km', '', '', ''],
            ],
          },
          {
            type: 'fields',
            title: 'Czas',
            fields: [
              f('Godzina wyjazdu z bazy', ''),
              f('Godzina przyjazdu do klienta', ''),
              f('Godzina zakończenia u klienta', ''),
              f('Godzina powrotu do bazy', ''),
              f('Czas pracy u klienta [h]', ''),
              f('Czas przejazdu [h]', ''),
            ],
          },
          { type: 'fields', title: 'Koszty dodatkowe', fields: [f('Opłaty drogowe / parking [zł]', ''), f('Inne', '')] },
          text('Uwagi', '', 3),
        ],
        signatures: ['podpis klienta (potwierdzenie wizyty)', 'podpis pracownika serwisu'],
      };
    }
    case 'removalprotocol':
      return {
        blocks: [
          {
            type: 'fields',
            title: 'Zlecenie',
            fields: [
              f('Data zgłoszenia', formatDate(r.input_date)),
              f('Sposób realizacji', r.execution_type),
              f('Termin realizacji', formatDate(r.execution_term)),
              f('Miejsce', siteAddress(data)),
              f('Data usunięcia usterki', ''),
              f('Serwisant', ''),
            ],
          },
          positions,
          text('Opis usterki', r.comment, 3),
          text('Wykonane czynności', '', 5),
          partsUsed(),
          {
            type: 'checks',
            title: 'Wynik',
            items: [
              { label: 'usterka usunięta', checked: false },
              { label: 'usterka usunięta częściowo', checked: false },
              { label: 'wymagana ponowna wizyta', checked: false },
            ],
          },
          text('Uwagi klienta', '', 3),
          { type: 'note', text: 'Klient potwierdza wykonanie powyższych prac. Zastrzeżenia klienta zostały wpisane w uwagach.' },
        ],
        signatures: [SIGN_CLIENT, 'podpis pracownika serwisu (serwisanta)'],
      };
    case 'serviceprotocol':
      return {
        blocks: [
          {
            type: 'fields',
            title: 'Wizyta serwisowa',
            fields: [
              f('Data wizyty', ''),
              f('Serwisant', ''),
              f('Godzina przybycia', ''),
              f('Godzina zakończenia', ''),
              f('Czas pracy [h]', ''),
              f('Sposób realizacji', r.execution_type),
              f('Miejsce wykonania usługi', siteAddress(data)),
              f('Karta gwarancyjna', yesNo(r.guaranty_card)),
            ],
          },
          positions,
          text('Zgłoszona usterka', r.comment, 3),
          text('Opis wykonanych prac', '', 5),
          partsUsed(),
          {
            type: 'checks',
            title: 'Stan po wizycie',
            items: [
              { label: 'prace zakończone', checked: false },
              { label: 'wymagana kolejna wizyta', checked: false },
              { label: 'usługa odpłatna', checked: false },
            ],
          },
          text('Uwagi klienta', '', 3),
        ],
        signatures: [SIGN_CLIENT, SIGN_SERVICE],
      };
  }
};

/** What a protocol of a reclamation says. */
export const protocolDocument = (kind: ProtocolKind, data: ProtocolData): ProtocolDocument => {
  const number = s(data.reclamation.number) || String(data.reclamation.id);
  const date = formatDate(data.reclamation.input_date);
  const { blocks, signatures } = blocksOf(kind, data);
  return {
    kind,
    title: PROTOCOL_TITLES[kind],
    subtitle: date ? `Nr ${number} z dnia ${date}` : `Nr ${number}`,
    number,
    fileName: `protokol-${kind}-${number.replace(/[^\w.-]+/g, '_')}.pdf`,
    firm: firmBlock(data.firm),
    printedOn: formatDate(data.printedOn),
    parties: partiesOf(data),
    blocks,
    signatures,
    place: s(data.firm?.city),
  };
};

// ---------------------------------------------------------------------------------------------
// The PDF layout.

const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#9e9e9e';
const HEAD_FILL = '#eeeeee';
const BLANK = ' ';

const sectionTitle = (title: string): Content => ({ text: title.toUpperCase(), style: 'section' });

/** Label/value pairs, two pairs a row, each value on a hairline so empty ones can be filled in. */
const fieldsTable = (fields: DocField[], pairsPerRow: 1 | 2 = 2): Content => {
  const rows: TableCell[][] = [];
  for (let i = 0; i < fields.length; i += pairsPerRow) {
    const row: TableCell[] = [];
    for (let j = 0; j < pairsPerRow; j++) {
      const field = fields[i + j];
      row.push(field ? { text: field.label, style: 'label' } : '', field ? { text: field.value || BLANK, style: 'value' } : '');
    }
    rows.push(row);
  }
  return {
    table: { widths: pairsPerRow === 2 ? [112, '*', 112, '*'] : [62, '*'], body: rows },
    layout: {
      hLineWidth: (i) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingLeft: () => 2,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 1,
    },
  };
};

const gridTable = (block: Extract<DocBlock, { type: 'table' }>): ContentTable => {
  const header: TableCell[] = block.columns.map((c) => ({ text: c.label, style: 'th', alignment: c.align ?? 'left' }));
  const body: TableCell[][] =
    block.rows.length > 0
      ? block.rows.map((row) => row.map((cell, i) => ({ text: cell || BLANK, alignment: block.columns[i].align ?? 'left', bold: row[0] === '' && i === 2 })))
      : [[{ text: block.empty ?? '', colSpan: block.columns.length, italics: true, color: MUTED }, ...block.columns.slice(1).map(() => '')]];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: block.columns.map((c) => c.width), body: [header, ...body] },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      fillColor: (row) => (row === 0 ? HEAD_FILL : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
};

const ruledLines = (count: number): Content => ({
  table: { widths: ['*'], body: Array.from({ length: count }, () => [{ text: BLANK, margin: [0, 4, 0, 0] }]) },
  layout: { hLineWidth: (i) => (i === 0 ? 0 : 0.5), vLineWidth: () => 0, hLineColor: () => RULE, hLineStyle: () => ({ dash: { length: 2, space: 2 } }) },
});

const checkbox = (checked: boolean): Column => ({
  width: 12,
  canvas: [
    { type: 'rect', x: 0, y: 1, w: 9, h: 9, lineWidth: 0.8, lineColor: INK },
    ...(checked
      ? [
          { type: 'line' as const, x1: 1.5, y1: 2.5, x2: 7.5, y2: 8.5, lineWidth: 1.2, lineColor: INK },
          { type: 'line' as const, x1: 7.5, y1: 2.5, x2: 1.5, y2: 8.5, lineWidth: 1.2, lineColor: INK },
        ]
      : []),
  ],
});

const blockContent = (block: DocBlock): Content => {
  switch (block.type) {
    case 'fields':
      return { stack: [sectionTitle(block.title), fieldsTable(block.fields)], margin: [0, 7, 0, 0] };
    case 'table':
      return { stack: [sectionTitle(block.title), gridTable(block)], margin: [0, 7, 0, 0] };
    case 'text':
      return {
        stack: [sectionTitle(block.title), block.text ? { text: block.text, margin: [2, 2, 0, 0], lineHeight: 1.2 } : ruledLines(block.lines)],
        margin: [0, 7, 0, 0],
        unbreakable: true,
      };
    case 'checks':
      return {
        stack: [
          sectionTitle(block.title),
          { columns: block.items.map((item) => ({ width: 'auto', columns: [checkbox(item.checked), { width: 'auto', text: item.label, margin: [0, 0, 18, 0] }] })), margin: [2, 2, 0, 0] },
        ],
        margin: [0, 7, 0, 0],
        unbreakable: true,
      };
    case 'note':
      return { text: block.text, style: 'note', margin: [0, 7, 0, 0] };
  }
};

const signatureBlock = (doc: ProtocolDocument): Content => ({
  unbreakable: true,
  margin: [0, 22, 0, 0],
  stack: [
    { text: [{ text: 'Miejscowość i data: ', color: MUTED }, { text: doc.place ? `${doc.place}, dnia ` : '' }, { text: '............................................' }] },
    {
      margin: [0, 32, 0, 0],
      columns: doc.signatures.map((caption) => ({
        width: '*',
        stack: [
          { canvas: [{ type: 'line', x1: 20, y1: 0, x2: 220, y2: 0, lineWidth: 0.6, lineColor: INK }] },
          { text: caption, alignment: 'center', style: 'caption', margin: [0, 3, 0, 0] },
        ],
      })),
      columnGap: 30,
    },
  ],
});

/** The pdfmake definition of a protocol: A4, Roboto, page numbers in the footer. */
export const pdfDefinition = (doc: ProtocolDocument): TDocumentDefinitions => ({
  pageSize: 'A4',
  pageMargins: [42, 40, 42, 52],
  info: { title: `${doc.title} ${doc.subtitle}`, author: doc.firm.name, subject: doc.title, creator: 'Zaplecze' },
  defaultStyle: { font: 'Roboto', fontSize: 9, color: INK, lineHeight: 1.1 },
  styles: {
    firmName: { fontSize: 12, bold: true },
    firmLine: { fontSize: 8.5, color: MUTED },
    title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 12, 0, 2] },
    subtitle: { fontSize: 10.5, alignment: 'center', margin: [0, 0, 0, 4] },
    section: { fontSize: 8, bold: true, color: '#37474f', characterSpacing: 0.4, margin: [0, 0, 0, 3] },
    label: { fontSize: 8, color: MUTED },
    value: { fontSize: 9 },
    th: { fontSize: 8, bold: true },
    note: { fontSize: 8.5, italics: true, color: '#333333' },
    caption: { fontSize: 8, color: MUTED },
  },
  footer: (currentPage, pageCount) => ({
    margin: [42, 16, 42, 0],
    columns: [
      { text: `${doc.title} · ${doc.subtitle}`, style: 'caption' },
      { text: `Strona ${currentPage} z ${pageCount}`, style: 'caption', alignment: 'right', width: 90 },
    ],
  }),
  content: [
    {
      columns: [
        { width: '*', stack: [{ text: doc.firm.name || BLANK, style: 'firmName' }, ...doc.firm.lines.map((line) => ({ text: line, style: 'firmLine' }))] },
        { width: 150, stack: [{ text: `Data wydruku: ${doc.printedOn}`, style: 'firmLine', alignment: 'right' }] },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 511, y2: 6, lineWidth: 1, lineColor: INK }] },
    { text: doc.title, style: 'title' },
    { text: doc.subtitle, style: 'subtitle' },
    {
      margin: [0, 6, 0, 0],
      columns: doc.parties.map((party) => ({ width: '*', stack: [sectionTitle(party.title), fieldsTable(party.fields, 1)] })),
      columnGap: 14,
    },
    ...doc.blocks.map(blockContent),
    signatureBlock(doc),
  ],
});
