import { describe, expect, it } from 'vitest';
import { parseAddressList } from './addresses';

describe('parseAddressList', () => {
  it('reads plain, named and quoted addresses separated by commas or semicolons', () => {
    expect(parseAddressList(' anna@firma.pl, Jan Kowalski <jan@firma.pl>; "Nowak, Zofia" <zofia@firma.pl>')).toEqual({
      ok: true,
      addresses: [
        { name: '', address: 'anna@firma.pl' },
        { name: 'Jan Kowalski', address: 'jan@firma.pl' },
        { name: 'Nowak, Zofia', address: 'zofia@firma.pl' },
      ],
    });
  });

  it('reads an empty list as no recipient', () => {
    expect(parseAddressList(' , ')).toEqual({ ok: true, addresses: [] });
  });

  it('names every entry that is not an address', () => {
    expect(parseAddressList('anna@firma.pl, nie-adres, Jan <jan@>')).toEqual({ ok: false, invalid: ['nie-adres', 'Jan <jan@>'] });
  });

  it('refuses line breaks that would write headers', () => {
    expect(parseAddressList('Jan\r\nBcc: x@y.pl <jan@firma.pl>').ok).toBe(false);
  });
});
