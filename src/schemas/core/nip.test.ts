import { describe, expect, it } from 'vitest';
import { isValidNip, normalizeNip } from './nip';

describe('NIP', () => {
  it.each(['5260250995', '526-025-09-95', 'PL5260250995', '526 025 09 95', '1234563218'])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });
  it.each(['5260250994', '1234567890', '123456789', '52602509950', 'abcdefghij', ''])('rejects %s', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });
  it('rejects a number whose checksum would be 10', () => {
    const digits = '123456708';
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    expect(weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11).toBe(10);
    for (let d = 0; d <= 9; d++) expect(isValidNip(`${digits}${d}`)).toBe(false);
  });
  it('normalizes separators and the PL prefix', () => {
    expect(normalizeNip('PL526-025-09-95')).toBe('5260250995');
    expect(normalizeNip('526 025 09 95')).toBe('5260250995');
  });
});
