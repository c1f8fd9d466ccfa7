import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../core/documents/render';
import type { DeliveryDocumentData } from './deliveryDocument';
import { deliveryDocumentDefinition, deliveryDocumentFileName, deliveryDocumentSubtitle } from './deliveryDocument';

const data: DeliveryDocumentData = {
  firm: {
    name: 'Zaplecze Produkcja Sp. z o.o.',
    nip: '5260250995',
    address: 'ul. Przemysłowa 12',
    postCode: '61-001',
    city: 'Poznań',
    phone: '+48 61 100 20 30',
    email: 'biuro@example.pl',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  },
  customer: { name: 'Okna Nowak Sp. z o.o.', nip: '7740001454', address: 'ul. Kolejowa 5', postCode: '09-400', city: 'Płock', country: 'Polska' },
  document: {
    number: 'WZLC/0007/03/2026',
    createdOn: '2026-03-05',
    status: 'NEW',
    orderNumber: 'ZAM-000012',
    reference: 'Budowa Żółkiewskiego 5',
    project: 'Osiedle Łąkowe',
    deliveryMethod: 'W określonym dniu',
    shipmentDate: '2026-03-09',
    deliveryDate: '2026-03-10',
    packageMaterial: 'Folia',
    comment: 'Rozładunek od strony ul. Polnej',
    author: 'Anna Wiśniewska',
  },
  lines: [
    { code: 'OKNO-01', name: 'Okno PCV 1200×1500', description: 'Kolor antracyt', unit: 'szt.', quantity: 3 },
    { code: 'PARAPET-W-200', name: 'Parapet wewnętrzny 200 mm', unit: 'mb', quantity: 12.5 },
    { code: 'KOTWA-100', name: 'Kotwa montażowa 100 mm', unit: null, quantity: 0.125 },
  ],
  printedOn: '2026-03-10',
};

/** Every string of a pdfmake definition, in order. */
const texts = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
};

/** What a cell prints: its `text` values (not its styles), the lines of a stack joined by a space. */
const printed = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(printed);
  if (node && typeof node === 'object') {
    const { text, stack } = node as { text?: unknown; stack?: unknown };
    return [...printed(text), ...printed(stack)];
  }
  return [];
};

/** The rows of the first table whose header row starts with "Lp.", as strings per cell. */
const linesTableRows = (content: unknown): string[][] => {
  const tables: { body: unknown[][] }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const table = (node as { table?: { body?: unknown[][] } }).table;
      if (table?.body && texts(table.body[0]).includes('Lp.')) tables.push(table as { body: unknown[][] });
      Object.values(node).forEach(walk);
    }
  };
  walk(content);
  return tables[0].body.map((row) => row.map((cell) => printed(cell).join(' ')));
};

describe('delivery document (WZ)', () => {
  const definition = deliveryDocumentDefinition(data);
  const all = texts(definition.content).join('\n');

  it('is headed by the firm, titled with the number and the day, and names its order', () => {
    expect(all).toContain('Zaplecze Produkcja Sp. z o.o.');
    expect(all).toContain('ul. Przemysłowa 12, 61-001 Poznań');
    expect(all).toContain('NIP: 5260250995');
    expect(all).toContain('Wydanie zewnętrzne WZ');
    expect(all).toContain('Nr WZLC/0007/03/2026 od 05.03.2026');
    expect(all).toContain('Do zamówienia ZAM-000012');
    expect(definition.info?.title).toBe('Wydanie zewnętrzne WZ Nr WZLC/0007/03/2026 od 05.03.2026');
    // Nobody pays against a WZ: the firm's account is left to the invoice.
    expect(all).not.toContain('PL61 1090');
  });

  it('names the recipient and the delivery', () => {
    for (const text of ['ODBIORCA', 'Okna Nowak Sp. z o.o.', 'ul. Kolejowa 5', '09-400 Płock', 'NIP: 7740001454', 'W określonym dniu', '09.03.2026', '10.03.2026', 'Folia', 'Budowa Żółkiewskiego 5', 'Osiedle Łąkowe', 'Anna Wiśniewska', 'Rozładunek od strony ul. Polnej']) {
      expect(all).toContain(text);
    }
    expect(all).not.toContain('Polska');
  });

  it('lists the goods with quantities and units, and no prices', () => {
    expect(linesTableRows(definition.content)).toEqual([
      ['Lp.', 'Kod', 'Nazwa / opis', 'Ilość', 'J.m.'],
      ['1', 'OKNO-01', 'Okno PCV 1200×1500 Kolor antracyt', '3', 'szt.'],
      ['2', 'PARAPET-W-200', 'Parapet wewnętrzny 200 mm', '12,5', 'mb'],
      ['3', 'KOTWA-100', 'Kotwa montażowa 100 mm', '0,125', 'szt.'],
    ]);
    expect(all).not.toMatch(/Cena|Wartość|PLN|\d zł/);
  });

  it('has signature boxes for who issued and who received the goods', () => {
    expect(all).toContain('Wydał');
    expect(all).toContain('Odebrał');
  });

  it('without an order or lines says so; a canceled document is marked across the page', () => {
    const bare = deliveryDocumentDefinition({ ...data, document: { ...data.document, orderNumber: null, status: 'CANCELED' }, lines: [] });
    const text = texts(bare.content).join('\n');
    expect(text).not.toContain('Do zamówienia');
    expect(text).toContain('Dokument nie ma pozycji.');
    expect(bare.watermark).toMatchObject({ text: 'ANULOWANY' });
    expect(definition.watermark).toBeUndefined();
  });

  it('has an A4 Roboto page numbered in the footer and a file name from the number', () => {
    expect(definition.pageSize).toBe('A4');
    expect(definition.defaultStyle?.font).toBe('Roboto');
    const footer = (definition.footer as (page: number, count: number) => unknown)(1, 2);
    expect(texts(footer)).toContain('Strona 1 z 2');
    expect(deliveryDocumentFileName('WZLC/0007/03/2026')).toBe('wz-WZLC_0007_03_2026.pdf');
    expect(deliveryDocumentSubtitle({ number: 'WZLC/0001/01/2026', createdOn: '2026-01-31' })).toBe('Nr WZLC/0001/01/2026 od 31.01.2026');
  });

  it('renders as a PDF with the embedded Roboto', async () => {
    const pdf = await renderPdf(definition, { compress: false });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
  });
});
