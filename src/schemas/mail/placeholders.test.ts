import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPlaceholders, PLACEHOLDERS, placeholdersIn, TEMPLATE_RECORD_TYPES, unknownPlaceholders, withRecordPrefix } from './placeholders';

describe('template placeholders', () => {
  it('finds each name once, spaces around it ignored, in order of appearance', () => {
    expect(placeholdersIn('Dzień dobry {{customer.name}}, {{ number }} i znów {{number}}; {{}} {single} {{a{b}}')).toEqual(['customer.name', 'number', '']);
  });

  it('allows a record type its own fields, prefixed or not, the customer and the sender', () => {
    expect(unknownPlaceholders('{{reclamation.number}} {{number}} {{customer.email}} {{user.name}} {{today}}', 'reclamation')).toEqual([]);
    expect(unknownPlaceholders('{{order.number}} {{reference}}', 'order')).toEqual([]);
    expect(unknownPlaceholders('{{customerRequest.title}} {{status}}', 'customerRequest')).toEqual([]);
  });

  it('names what a record type does not offer', () => {
    expect(unknownPlaceholders('{{customer.name}} {{number}} {{user.name}}', 'none')).toEqual(['customer.name', 'number']);
    expect(unknownPlaceholders('{{order.number}} {{reclamation.nmber}}', 'reclamation')).toEqual(['order.number', 'reclamation.nmber']);
    expect(unknownPlaceholders('{{status}} {{reference}}', 'task')).toEqual(['status', 'reference']);
    expect(unknownPlaceholders('{{ }}', 'task')).toEqual(['']);
  });

  it('has unique names per record type and offers the sender to every one', () => {
    for (const type of TEMPLATE_RECORD_TYPES) {
      const names = PLACEHOLDERS[type].map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toContain('user.name');
      for (const p of PLACEHOLDERS[type]) expect(Object.values(p.label).every((text) => text.length > 0)).toBe(true);
    }
  });

  it('fills HTML with escaped values and a subject with plain ones', () => {
    const values = { 'customer.name': 'Okna & Drzwi <Sp. z o.o.>', number: 'REK/7/2026', note: 'a\r\nb' };
    expect(fillPlaceholders('<p>Szanowni {{customer.name}}, sprawa {{ number }}</p>', values, 'html')).toBe('<p>Szanowni Okna &amp; Drzwi &lt;Sp. z o.o.&gt;, sprawa REK/7/2026</p>');
    expect(fillPlaceholders('Reklamacja {{number}} – {{customer.name}} {{note}}', values, 'text')).toBe('Reklamacja REK/7/2026 – Okna & Drzwi <Sp. z o.o.> a b');
  });

  it('renders a name without a value, or an inherited one, empty', () => {
    expect(fillPlaceholders('[{{status}}][{{constructor}}][{{__proto__}}]', { status: null }, 'html')).toBe('[][][]');
  });

  it('escapes quotes too, so a value cannot leave an attribute', () => {
    expect(escapeHtml(`"x" onmouseover='y'`)).toBe('&quot;x&quot; onmouseover=&#39;y&#39;');
  });

  it('adds the record type prefix to the record own values only', () => {
    expect(withRecordPrefix('order', { number: 'ZS/1', 'customer.name': 'A', today: '26.11.2026' })).toEqual({
      number: 'ZS/1',
      'customer.name': 'A',
      today: '26.11.2026',
      'order.number': 'ZS/1',
    });
    expect(withRecordPrefix('none', { number: 'x' })).toEqual({ number: 'x' });
  });
});
