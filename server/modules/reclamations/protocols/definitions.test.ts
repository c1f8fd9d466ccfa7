import { describe, expect, it } from 'vitest';
import type { ProtocolData } from './definitions';
import { formatAmount, isProtocolKind, pdfDefinition, PROTOCOL_KINDS, PROTOCOL_TITLES, protocolDocument } from './definitions';
import { formatDate } from '../../../core/documents/parties';
import { renderPdf } from '../../../core/documents/render';

const data: ProtocolData = {
  firm: { name: 'Zaplecze Produkcja Sp. z o.o.', nip: '5260250995', address: 'ul. Przemysłowa 12', postCode: '61-001', city: 'Poznań', phone: '+48 61 100 20 30', email: 'biuro@example.pl' },
  reclamation: {
    id: 7,
    number: 'REK/00042/2026',
    input_date: '2026-03-05',
    decision: 'Uznana częściowo',
    decision_date: '2026-03-09',
    amount: 1234.5,
    client_name: 'Józef',
    client_surname: 'Łęcki',
    address: 'ul. Żółkiewskiego 5',
    post_code: '00-950',
    city: 'Łódź',
    inv_address: true,
    address_inv: 'ul. Śląska 7',
    comment: 'Pęknięty front',
    internal_comment: 'Tylko dla serwisu',
  },
  customer: { name: 'Meble Świętokrzyskie S.A.', nip: '6570001234', city: 'Kielce' },
  positions: [
    { code: 'FR-01', subject: 'Front', description: 'Front szuflady', quantity: 2 },
    { code: 'ZAW-3', subject: 'Zawias', quantity: 4 },
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

describe('protocol definitions', () => {
  it.each(PROTOCOL_KINDS.map((k) => [k]))('%s carries the title, number, firm and every position', (kind) => {
    const doc = protocolDocument(kind, data);
    const all = texts(pdfDefinition(doc).content).join('\n');
    expect(all).toContain(PROTOCOL_TITLES[kind]);
    expect(all).toContain('Nr REK/00042/2026 z dnia 05.03.2026');
    expect(all).toContain('Zaplecze Produkcja Sp. z o.o.');
    expect(all).toContain('NIP: 5260250995');
    expect(all).toContain('Meble Świętokrzyskie S.A.');
    expect(all).toContain('Józef Łęcki');
    expect(all).toContain('ADRES DO FAKTURY');
    for (const code of ['FR-01', 'ZAW-3']) expect(all).toContain(code);
    expect(all).toContain('podpis klienta');
    expect(all).toMatch(/podpis pracownika serwisu/);
    expect(doc.fileName).toBe(`protokol-${kind}-REK_00042_2026.pdf`);
  });

  it('each kind has its own title and the footer numbers the pages', () => {
    expect(new Set(PROTOCOL_KINDS.map((k) => protocolDocument(k, data).title)).size).toBe(6);
    expect(protocolDocument('registrationprotocol', data).title).toBe('Protokół przyjęcia reklamacji');
    expect(protocolDocument('decisionprotocol', data).title).toBe('Protokół rozpatrzenia reklamacji');
    const definition = pdfDefinition(protocolDocument('reclamation', data));
    expect(definition.pageSize).toBe('A4');
    expect(definition.defaultStyle?.font).toBe('Roboto');
    const footer = (definition.footer as (page: number, count: number) => unknown)(2, 3);
    expect(texts(footer)).toContain('Strona 2 z 3');
  });

  it('the decision protocol shows the decision; internal comments only on the internal card', () => {
    const decision = texts(pdfDefinition(protocolDocument('decisionprotocol', data)).content).join('\n');
    expect(decision).toContain('Uznana częściowo');
    expect(decision).toContain('09.03.2026');
    expect(decision).toContain('1\u00a0234,50 zł');
    expect(decision).not.toContain('Tylko dla serwisu');
    expect(texts(pdfDefinition(protocolDocument('reclamation', data)).content).join('\n')).toContain('Tylko dla serwisu');
  });

  it('the mileage protocol routes from the firm to the client and leaves the km to fill in', () => {
    const doc = protocolDocument('mileageprotocol', data);
    const route = doc.blocks.find((b) => b.type === 'table' && b.title === 'Trasa');
    expect(route && route.type === 'table' && route.rows[0]).toEqual(['1', 'ul. Przemysłowa 12, 61-001 Poznań', 'ul. Żółkiewskiego 5, 00-950 Łódź', '', '', '']);
  });

  it('the removal protocol offers the "usterka usunięta" box', () => {
    const doc = protocolDocument('removalprotocol', data);
    expect(doc.blocks.some((b) => b.type === 'checks' && b.items.some((i) => i.label === 'usterka usunięta'))).toBe(true);
  });

  it('formats dates, amounts and kinds', () => {
    expect(formatDate('2026-01-02')).toBe('02.01.2026');
    expect(formatDate(null)).toBe('');
    expect(formatAmount(0)).toBe('0,00 zł');
    expect(formatAmount(null)).toBe('');
    expect(isProtocolKind('serviceprotocol')).toBe(true);
    expect(isProtocolKind('invoice')).toBe(false);
  });

  it('renders a PDF with the embedded Roboto and its Polish letters, never a standard font', async () => {
    const pdf = await renderPdf(pdfDefinition(protocolDocument('decisionprotocol', data)), { compress: false });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    // The font's ToUnicode map names the Polish letters the page uses: ó ł ą ę ś ż ź.
    for (const letter of ['00f3', '0142', '0105', '0119', '015b', '017c', '017a']) expect(raw.toLowerCase()).toContain(`<${letter}>`);
  });
});
