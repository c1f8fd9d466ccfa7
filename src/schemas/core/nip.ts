const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Digits of a NIP as typed by people: "123-456-32-18", "PL1234563218" and "123 456 32 18" all count. */
export const normalizeNip = (value: string): string => value.replace(/^PL/i, '').replace(/[\s-]/g, '');

/** True when the value is a valid Polish NIP (ten digits, mod-11 checksum). */
export const isValidNip = (value: string): boolean => {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
};
