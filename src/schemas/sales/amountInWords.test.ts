import { describe, expect, it } from 'vitest';
import { amountInWords } from './amountInWords';

describe('amountInWords', () => {
  it.each([
    [0, 'zero złotych 00/100'],
    [1, 'jeden złoty 00/100'],
    [2, 'dwa złote 00/100'],
    [5, 'pięć złotych 00/100'],
    [11, 'jedenaście złotych 00/100'],
    [12, 'dwanaście złotych 00/100'],
    [15, 'piętnaście złotych 00/100'],
    [21, 'dwadzieścia jeden złotych 00/100'],
    [22, 'dwadzieścia dwa złote 00/100'],
    [25, 'dwadzieścia pięć złotych 00/100'],
    [100, 'sto złotych 00/100'],
    [101, 'sto jeden złotych 00/100'],
    [115, 'sto piętnaście złotych 00/100'],
    [200, 'dwieście złotych 00/100'],
    [999, 'dziewięćset dziewięćdziesiąt dziewięć złotych 00/100'],
    [1000, 'jeden tysiąc złotych 00/100'],
    [1001, 'jeden tysiąc jeden złotych 00/100'],
    [2000, 'dwa tysiące złotych 00/100'],
    [5000, 'pięć tysięcy złotych 00/100'],
    [12_000, 'dwanaście tysięcy złotych 00/100'],
    [22_000, 'dwadzieścia dwa tysiące złotych 00/100'],
    [101_000, 'sto jeden tysięcy złotych 00/100'],
    [1_000_000, 'jeden milion złotych 00/100'],
    [2_500_000.01, 'dwa miliony pięćset tysięcy złotych 01/100'],
    [1234.56, 'jeden tysiąc dwieście trzydzieści cztery złote 56/100'],
    [0.5, 'zero złotych 50/100'],
    [0.1 + 0.2, 'zero złotych 30/100'],
    [
      999_999_999_999.99,
      'dziewięćset dziewięćdziesiąt dziewięć miliardów dziewięćset dziewięćdziesiąt dziewięć milionów dziewięćset dziewięćdziesiąt dziewięć tysięcy dziewięćset dziewięćdziesiąt dziewięć złotych 99/100',
    ],
    [2_013_004_300, 'dwa miliardy trzynaście milionów cztery tysiące trzysta złotych 00/100'],
  ])('%s PLN', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('writes euro invariant, neuter after 1', () => {
    expect(amountInWords(1, 'EUR')).toBe('jedno euro 00/100');
    expect(amountInWords(2, 'EUR')).toBe('dwa euro 00/100');
    expect(amountInWords(21.5, 'EUR')).toBe('dwadzieścia jeden euro 50/100');
    expect(amountInWords(1000, 'EUR')).toBe('jeden tysiąc euro 00/100');
  });

  it('writes dollars', () => {
    expect(amountInWords(1, 'USD')).toBe('jeden dolar 00/100');
    expect(amountInWords(3, 'USD')).toBe('trzy dolary 00/100');
    expect(amountInWords(13, 'USD')).toBe('trzynaście dolarów 00/100');
    expect(amountInWords(1234.56, 'USD')).toBe('jeden tysiąc dwieście trzydzieści cztery dolary 56/100');
  });

  it('writes a negative amount with "minus"', () => {
    expect(amountInWords(-1234.56)).toBe('minus jeden tysiąc dwieście trzydzieści cztery złote 56/100');
    expect(amountInWords(-0.001)).toBe('zero złotych 00/100');
  });

  it('refuses amounts beyond 999 999 999 999.99', () => {
    expect(() => amountInWords(1_000_000_000_000)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
