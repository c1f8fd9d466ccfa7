import { common, defineEntity, restEndpoints } from '../core';

/** Terms of payment a customer and an order carry (spec §7 `GET /termsOfPayment`): a name and the days to pay. */
export const termsOfPayment = defineEntity({
  name: 'terms_of_payment',
  label: {
    one: { pl: 'Termin płatności', en: 'Terms of payment', de: 'Zahlungsbedingung', fr: 'Conditions de paiement' },
    many: { pl: 'Terminy płatności', en: 'Terms of payment', de: 'Zahlungsbedingungen', fr: 'Conditions de paiement' },

    create: { pl: 'Nowy termin płatności', en: 'New terms of payment', de: 'Neue Zahlungsbedingung', fr: 'Nouvelles conditions de paiement' },
  },
  menu: 'sales/terms-of-payment',
  access: 'salesModule',
  endpoints: restEndpoints('termsOfPayment'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, unique: true, maxLength: 100, inList: true, filter: 'q' },
    days: { type: 'number', integer: true, min: 0, max: 365, default: 14, required: true, inList: true, label: { pl: 'Dni na zapłatę', en: 'Days to pay', de: 'Zahlungsziel (Tage)', fr: 'Jours de paiement' } },
  },
  defaultSort: { field: 'days', order: 'ASC' },
});
