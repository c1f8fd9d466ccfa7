import { common, defineEntity, verbEndpoints } from '../core';

/** A firm of the group; its data heads protocols and documents. */
export const firm = defineEntity({
  name: 'firm',
  label: {
    one: { pl: 'Firma', en: 'Firm', de: 'Firma', fr: 'Société' },
    many: { pl: 'Firmy', en: 'Firms', de: 'Firmen', fr: 'Sociétés' },

    create: { pl: 'Nowa firma', en: 'New firm', de: 'Neue Firma', fr: 'Nouvelle société' },
  },
  menu: 'administration/othersettings/firms',
  endpoints: verbEndpoints('firm', { deleteBy: 'DELETE' }),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 200, inList: true, filter: 'q' },
    abbreviation: { type: 'text', label: common.abbreviation, required: true, maxLength: 30, unique: true, inList: true, filter: 'q' },
    nip: { type: 'nip', label: common.nip, unique: true, inList: true, filter: 'q' },
    address: { type: 'text', label: common.address, maxLength: 200 },
    postCode: { type: 'text', label: common.postCode, maxLength: 10 },
    city: { type: 'text', label: common.city, maxLength: 100, inList: true },
    country: { type: 'text', label: common.country, maxLength: 100, default: 'Polska' },
    phone: { type: 'text', label: common.phone, maxLength: 30 },
    email: { type: 'text', format: 'email', label: common.email, maxLength: 200 },
    bankAccount: { type: 'text', label: { pl: 'Rachunek bankowy', en: 'Bank account', de: 'Bankkonto', fr: 'Compte bancaire' }, maxLength: 40 },
    isDefault: { type: 'boolean', label: { pl: 'Domyślna', en: 'Default', de: 'Standard', fr: 'Par défaut' }, inList: true },
  },
  layout: [
    { title: { pl: 'Dane firmy', en: 'Firm', de: 'Firmendaten', fr: 'Société' }, fields: ['name', 'abbreviation', 'nip', 'isDefault'] },
    { title: { pl: 'Adres i kontakt', en: 'Address and contact', de: 'Adresse und Kontakt', fr: 'Adresse et contact' }, fields: ['address', 'postCode', 'city', 'country', 'phone', 'email', 'bankAccount'] },
  ],
  defaultSort: { field: 'name', order: 'ASC' },
});
