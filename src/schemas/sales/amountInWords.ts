import { toGrosze } from './money';

/** The currencies amounts are written out in. */
export type Currency = 'PLN' | 'EUR' | 'USD';

/** A noun's forms after 1, after 2–4 (22–24, 102–104…) and after any other number. */
type Forms = readonly [one: string, few: string, many: string];

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = ['dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście'];
const TENS = ['', '', 'dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt', 'osiemdziesiąt', 'dziewięćdziesiąt'];
const HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'];

/** Thousands, millions, billions: the groups of three digits above the units. */
const SCALES: readonly Forms[] = [
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];

const CURRENCIES: Record<Currency, Forms> = {
  PLN: ['złoty', 'złote', 'złotych'],
  EUR: ['euro', 'euro', 'euro'],
  USD: ['dolar', 'dolary', 'dolarów'],
};

const MAX_GROSZE = 99_999_999_999_999;

const formOf = (n: number, [one, few, many]: Forms): string => {
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
};

/** 1–999 in words. */
const belowThousand = (n: number): string[] => {
  const tensAndUnits = n % 100;
  const words = [HUNDREDS[Math.floor(n / 100)]];
  if (tensAndUnits >= 10 && tensAndUnits < 20) words.push(TEENS[tensAndUnits - 10]);
  else words.push(TENS[Math.floor(tensAndUnits / 10)], UNITS[tensAndUnits % 10]);
  return words.filter((word) => word !== '');
};

/** A whole number below 10^12 in words: 1234 → "jeden tysiąc dwieście trzydzieści cztery". */
const wholeInWords = (n: number): string => {
  if (n === 0) return 'zero';
  const words: string[] = [];
  for (let scale = SCALES.length; scale >= 0; scale--) {
    const group = Math.floor(n / 1000 ** scale) % 1000;
    if (group === 0) continue;
    words.push(...belowThousand(group));
    if (scale > 0) words.push(formOf(group, SCALES[scale - 1]));
  }
  return words.join(' ');
};

/**
 * An amount in Polish words, as printed on order confirmations, its grosze (cents) as "NN/100":
 * 1234.56 → "jeden tysiąc dwieście trzydzieści cztery złote 56/100", 1000 → "jeden tysiąc złotych 00/100",
 * −5 → "minus pięć złotych 00/100". Rounded to grosze half away from zero; up to 999 999 999 999.99,
 * beyond that a RangeError.
 */
export const amountInWords = (amount: number, currency: Currency = 'PLN'): string => {
  const grosze = toGrosze(amount);
  const abs = Math.abs(grosze);
  if (abs > MAX_GROSZE) throw new RangeError(`Amount too large to write out: ${amount}`);
  const cents = abs % 100;
  const whole = (abs - cents) / 100;
  // Euro is neuter: "jedno euro", though "dwadzieścia jeden euro" like any other noun.
  const words = whole === 1 && currency === 'EUR' ? 'jedno' : wholeInWords(whole);
  return `${grosze < 0 ? 'minus ' : ''}${words} ${formOf(whole, CURRENCIES[currency])} ${String(cents).padStart(2, '0')}/100`;
};
