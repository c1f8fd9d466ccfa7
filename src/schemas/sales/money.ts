/** Exact money arithmetic: amounts are handled as integer grosze (hundredths), never as binary fractions. */

/** An integer count of hundredths (grosze, cents). */
export type Grosze = number;

/**
 * The value scaled by 10^decimals and rounded half away from zero, as an exact integer. It is read
 * from its decimal digits, not multiplied in binary, where 1.005 * 100 is 100.49999….
 */
const scaled = (value: number, decimals: 2 | 3): bigint => {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new RangeError(`Not a usable number: ${value}`);
  const abs = Math.abs(value);
  // Would print in exponent notation, and rounds to 0 at 2 or 3 decimals anyway.
  if (abs < 1e-6) return 0n;
  // A double holds 15 significant digits reliably: reading no more drops the noise of 0.1 + 0.2 while
  // keeping the rounding digit of every value below 10^(14 − decimals), all of numeric(14,2).
  const text = abs < 10 ** (14 - decimals) ? abs.toPrecision(15) : String(abs);
  const [whole, fraction = ''] = text.split('.');
  const withRoundingDigit = BigInt(whole + fraction.padEnd(decimals + 1, '0').slice(0, decimals + 1));
  const rounded = (withRoundingDigit + 5n) / 10n;
  return value < 0 ? -rounded : rounded;
};

const exact = (grosze: Grosze): bigint => {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`Not an integer number of grosze: ${grosze}`);
  return BigInt(grosze);
};

const toSafe = (grosze: bigint): Grosze => {
  const n = Number(grosze);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount too large: ${grosze} grosze`);
  return n;
};

/** n / d (d > 0) rounded half away from zero. */
const divideRounded = (n: bigint, d: bigint): bigint => {
  const q = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  return n < 0n ? -q : q;
};

/** An amount in grosze: 12.34 → 1234, 12.345 → 1235, 0.1 + 0.2 → 30 (rounded half away from zero at the 3rd decimal). */
export const toGrosze = (amount: number): Grosze => toSafe(scaled(amount, 2));

/** The amount of a count of grosze: 1234 → 12.34, the double nearest to the exact value. */
export const fromGrosze = (grosze: Grosze): number => {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`Not an integer number of grosze: ${grosze}`);
  // One division of two exactly represented integers rounds once, to the nearest double; -0 would print as "-0,00".
  return grosze === 0 ? 0 : grosze / 100;
};

const formats = new Map<string, Intl.NumberFormat>();

/** An amount with exactly 2 decimals in the locale's notation: 1234.56 → "1 234,56" in Polish (a no-break space groups). */
export const formatMoney = (amount: number, locale = 'pl'): string => {
  let format = formats.get(locale);
  if (!format) {
    // Polish CLDR leaves 4-digit numbers ungrouped ("1234,56"); amounts in a column read better grouped alike.
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    formats.set(locale, format);
  }
  return format.format(fromGrosze(toGrosze(amount)));
};

/**
 * price × quantity in grosze, rounded half away from zero, exactly. The quantity may have up to 3
 * decimals (2.5 m, 0.125 m²); more are rounded half away from zero to thousandths first.
 */
export const multiply = (price: Grosze, quantity: number): Grosze => toSafe(divideRounded(exact(price) * scaled(quantity, 3), 1000n));

/**
 * percent % of an amount in grosze, rounded half away from zero, exactly. The percent may have up to
 * 2 decimals (12.5, 8.75); more are rounded half away from zero to hundredths first.
 */
export const percentOf = (amount: Grosze, percent: number): Grosze => toSafe(divideRounded(exact(amount) * scaled(percent, 2), 10_000n));
