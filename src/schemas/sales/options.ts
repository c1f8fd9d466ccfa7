import type { Label, SelectOption } from '../core';

const same = (text: string): Label => ({ pl: text, en: text, de: text, fr: text });

/** Currencies the company sells in. */
export const CURRENCY_OPTIONS: readonly SelectOption[] = [{ id: 'PLN', label: same('PLN') }, { id: 'EUR', label: same('EUR') }, { id: 'USD', label: same('USD') }];

/** Spec §4 "Package material". */
export const PACKAGE_MATERIAL_OPTIONS: readonly SelectOption[] = [
  { id: 'Karton', label: { pl: 'Karton', en: 'Carton', de: 'Karton', fr: 'Carton' } },
  { id: 'Folia', label: { pl: 'Folia', en: 'Foil', de: 'Folie', fr: 'Film' } },
];

/** Spec §4 "Delivery method". */
export const DELIVERY_METHOD_OPTIONS: readonly SelectOption[] = [
  { id: 'STANDARD', label: { pl: 'Standardowa', en: 'Standard', de: 'Standard', fr: 'Standard' } },
  { id: 'UNTIL_CERTAIN_DATE', label: { pl: 'Do określonej daty', en: 'Until a certain date', de: 'Bis zu einem Datum', fr: "Jusqu'à une date" } },
  { id: 'ON_CERTAIN_DATE', label: { pl: 'W określonym dniu', en: 'On a certain date', de: 'An einem Datum', fr: 'À une date précise' } },
  { id: 'VIP', label: same('VIP') },
];

/** VAT rates of a line, in percent. */
export const VAT_OPTIONS: readonly SelectOption[] = [23, 8, 5, 0].map((rate) => ({ id: rate, label: same(`${rate}%`) }));
