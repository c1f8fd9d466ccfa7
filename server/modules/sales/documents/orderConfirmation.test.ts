import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../core/documents/render';
import type { OrderConfirmationData } from './orderConfirmation';
import { confirmationFileName, formatQuantity, orderConfirmationDefinition, vatSummary } from './orderConfirmation';

const NBSP = '\u00a0';

const data: OrderConfirmationData = {
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
  order: {
    number: 'ZAM-000012',
    createdOn: '2026-03-05',
    reference: 'Budowa Żółkiewskiego 5',
    project: 'Osiedle Łąkowe',
    deliveryMethod: 'Do określonej daty',
    deliveryDate: '2026-04-15',
    termsOfPayment: '14 dni',
    currency: 'PLN',
    comment: 'Dostawa po 14:00',
    author: 'Anna Wiśniewska',
    // 19.99 × 3 = 59.97 (VAT 23 %: 13.79); 1000 × 2.5 = 2500, −10 % = 2250 (VAT 8 %: 180).
    sumNetto: 2309.97,
    discountSum: 250,
    sumVat: 193.79,
    sumBrutto: 2503.76,
  },
  lines: [
    { code: 'OKNO-01', name: 'Okno PCV 1200×1500', description: 'Kolor antracyt', unit: 'szt.', quantity: 3, price: 19.99, discountPercent: 0, vat: 23, sumNetto: 59.97, sumVat: 13.79, sumBrutto: 73.76 },
    { code: 'DRZWI-7', name: 'Drzwi zewnętrzne', unit: 'szt.', quantity: 2.5, price: 1000, discountPercent: 10, vat: 8, sumNetto: 2250, sumVat: 180, sumBrutto: 2430 },
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

describe('order confirmation', () => {
  const definition = orderConfirmationDefinition(data);
  const all = texts(definition.content).join('\n');

  it('is headed by the seller firm, titled with the number and the day of the order', () => {
    expect(all).toContain('Zaplecze Produkcja Sp. z o.o.');
    expect(all).toContain('ul. Przemysłowa 12, 61-001 Poznań');
    expect(all).toContain('NIP: 5260250995');
    expect(all).toContain('Potwierdzenie zamówienia');
    expect(all).toContain('Nr ZAM-000012 od 05.03.2026');
    expect(definition.info?.title).toBe('Potwierdzenie zamówienia Nr ZAM-000012 od 05.03.2026');
  });

  it('names the customer and the terms of the order', () => {
    for (const text of ['Okna Nowak Sp. z o.o.', 'ul. Kolejowa 5', '09-400 Płock', 'NIP: 7740001454', 'Budowa Żółkiewskiego 5', 'Osiedle Łąkowe', 'Do określonej daty', '15.04.2026', '14 dni', 'PLN', 'Dostawa po 14:00', 'Anna Wiśniewska']) {
      expect(all).toContain(text);
    }
    // A Polish customer's country goes without saying.
    expect(all).not.toContain('Polska');
  });

  it('lists every line with its amounts to 2 decimals, and the net and gross sums under them', () => {
    expect(linesTableRows(definition.content)).toEqual([
      ['Lp.', 'Kod', 'Nazwa / opis', 'Ilość', 'J.m.', 'Cena netto', 'Rabat %', 'Wartość netto', 'VAT %', 'Wartość brutto'],
      ['1', 'OKNO-01', 'Okno PCV 1200×1500 Kolor antracyt', '3', 'szt.', '19,99', '0', '59,97', '23%', '73,76'],
      ['2', 'DRZWI-7', 'Drzwi zewnętrzne', '2,5', 'szt.', `1${NBSP}000,00`, '10', `2${NBSP}250,00`, '8%', `2${NBSP}430,00`],
      ['Razem', '', '', '', '', '', '', `2${NBSP}309,97`, '', `2${NBSP}503,76`],
    ]);
  });

  it('totals net, discounts, VAT and gross with the currency, and writes the gross out in words', () => {
    for (const text of [`2${NBSP}309,97 PLN`, '250,00 PLN', '193,79 PLN', `2${NBSP}503,76 PLN`]) expect(all).toContain(text);
    expect(all).toContain('Słownie: ');
    expect(all).toContain('dwa tysiące pięćset trzy złote 76/100');
  });

  it('sums the lines per VAT rate, exactly', () => {
    expect(vatSummary(data.lines)).toEqual([
      { vat: 23, sumNetto: 59.97, sumVat: 13.79, sumBrutto: 73.76 },
      { vat: 8, sumNetto: 2250, sumVat: 180, sumBrutto: 2430 },
    ]);
    const tenths = Array.from({ length: 3 }, () => ({ ...data.lines[0], sumNetto: 0.1, sumVat: 0.02, sumBrutto: 0.12 }));
    expect(vatSummary(tenths)).toEqual([{ vat: 23, sumNetto: 0.3, sumVat: 0.06, sumBrutto: 0.36 }]);
  });

  it('words follow the currency; an order without lines says so', () => {
    const euro = orderConfirmationDefinition({ ...data, order: { ...data.order, currency: 'EUR', sumBrutto: 1 }, lines: [] });
    const text = texts(euro.content).join('\n');
    expect(text).toContain('jedno euro 00/100');
    expect(text).toContain('1,00 EUR');
    expect(text).toContain('Zamówienie nie ma pozycji.');
  });

  it('has an A4 Roboto page numbered in the footer and a file name from the number', () => {
    expect(definition.pageSize).toBe('A4');
    expect(definition.defaultStyle?.font).toBe('Roboto');
    const footer = (definition.footer as (page: number, count: number) => unknown)(1, 2);
    expect(texts(footer)).toContain('Strona 1 z 2');
    expect(confirmationFileName('ZAM/12/2026')).toBe('potwierdzenie-ZAM_12_2026.pdf');
    expect(formatQuantity(0.125)).toBe('0,125');
    expect(formatQuantity(1234)).toBe(`1${NBSP}234`);
  });

  it('renders as a PDF with the embedded Roboto', async () => {
    const pdf = await renderPdf(definition, { compress: false });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });
});
