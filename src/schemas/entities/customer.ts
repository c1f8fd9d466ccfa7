import type { Label } from '../core';
import { common, defineEntity, restEndpoints } from '../core';

const option = <T extends string>(id: T, label: Label) => ({ id, label });

/** A customer, with the defaults of spec §3 (status Active, language pl, Karton, Polska). */
export const customer = defineEntity({
  name: 'customer',
  label: {
    one: { pl: 'Klient', en: 'Customer', de: 'Kunde', fr: 'Client' },
    many: { pl: 'Klienci', en: 'Customers', de: 'Kunden', fr: 'Clients' },

    create: { pl: 'Nowy klient', en: 'New customer', de: 'Neuer Kunde', fr: 'Nouveau client' },
  },
  menu: 'customers',
  detail: 'customers-detail',
  access: 'customers',
  clientAccess: true,
  customerScope: 'id',
  endpoints: restEndpoints('customer'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 250, inList: true, filter: 'q' },
    abbreviation: { type: 'text', label: common.abbreviation, maxLength: 50, inList: true, filter: 'q' },
    nip: { type: 'nip', label: common.nip, unique: true, inList: true, filter: 'q' },
    status: {
      type: 'select',
      label: { pl: 'Status', en: 'Status', de: 'Status', fr: 'Statut' },
      default: 'Active',
      inList: true,
      filter: 'eq',
      options: [option('Active', common.active), option('Inactive', { pl: 'Nieaktywny', en: 'Inactive', de: 'Inaktiv', fr: 'Inactif' })],
    },
    email: { type: 'text', format: 'email', label: common.email, maxLength: 254, inList: true, filter: 'q' },
    phone: { type: 'text', label: common.phone, maxLength: 30 },
    address: { type: 'text', label: common.address, maxLength: 250 },
    postCode: { type: 'text', label: common.postCode, maxLength: 10 },
    city: { type: 'text', label: common.city, maxLength: 100, inList: true, filter: 'q' },
    region: { type: 'text', label: { pl: 'Region', en: 'Region', de: 'Region', fr: 'Région' }, maxLength: 100 },
    country: { type: 'text', label: common.country, maxLength: 100, default: 'Polska' },
    language: {
      type: 'select',
      label: { pl: 'Język', en: 'Language', de: 'Sprache', fr: 'Langue' },
      default: 'pl',
      options: [
        option('pl', { pl: 'polski', en: 'Polish', de: 'Polnisch', fr: 'polonais' }),
        option('en', { pl: 'angielski', en: 'English', de: 'Englisch', fr: 'anglais' }),
        option('de', { pl: 'niemiecki', en: 'German', de: 'Deutsch', fr: 'allemand' }),
        option('fr', { pl: 'francuski', en: 'French', de: 'Französisch', fr: 'français' }),
        option('nl', { pl: 'niderlandzki', en: 'Dutch', de: 'Niederländisch', fr: 'néerlandais' }),
      ],
    },
    currency: {
      type: 'select',
      label: { pl: 'Waluta', en: 'Currency', de: 'Währung', fr: 'Devise' },
      default: 'PLN',
      options: [option('PLN', { pl: 'PLN', en: 'PLN', de: 'PLN', fr: 'PLN' }), option('EUR', { pl: 'EUR', en: 'EUR', de: 'EUR', fr: 'EUR' }), option('USD', { pl: 'USD', en: 'USD', de: 'USD', fr: 'USD' })],
    },
    packageMaterial: {
      type: 'select',
      label: { pl: 'Opakowanie', en: 'Packaging', de: 'Verpackung', fr: 'Emballage' },
      default: 'Karton',
      options: [option('Karton', { pl: 'Karton', en: 'Carton', de: 'Karton', fr: 'Carton' }), option('Folia', { pl: 'Folia', en: 'Foil', de: 'Folie', fr: 'Film' })],
    },
    termsOfPayment: { type: 'reference', target: 'terms_of_payment', label: { pl: 'Termin płatności', en: 'Terms of payment', de: 'Zahlungsbedingungen', fr: 'Conditions de paiement' } },
    priceType: { type: 'text', label: { pl: 'Rodzaj cen', en: 'Price type', de: 'Preisart', fr: 'Type de prix' }, maxLength: 50 },
    priceCode: {
      type: 'text',
      label: { pl: 'Kod cennika', en: 'Price code', de: 'Preiscode', fr: 'Code tarif' },
      maxLength: 30,
      help: { pl: 'Cennik o tym kodzie ma pierwszeństwo przed podstawowym', en: 'A price list with this code comes before the base list', de: 'Eine Preisliste mit diesem Code hat Vorrang vor der Basisliste', fr: 'Un tarif de ce code passe avant le tarif de base' },
    },
    customersGroup: { type: 'text', label: { pl: 'Grupa klientów', en: 'Customer group', de: 'Kundengruppe', fr: 'Groupe de clients' }, maxLength: 50, filter: 'q' },
    manager: { type: 'reference', target: 'user', label: { pl: 'Opiekun', en: 'Account manager', de: 'Betreuer', fr: 'Responsable du compte' }, filter: 'eq' },
    commission: { type: 'number', min: 0, max: 100, decimals: 2, label: { pl: 'Prowizja %', en: 'Commission %', de: 'Provision %', fr: 'Commission %' } },
    deliverySettings: { type: 'longText', label: { pl: 'Ustawienia dostawy', en: 'Delivery settings', de: 'Liefereinstellungen', fr: 'Paramètres de livraison' }, maxLength: 2000 },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true },
  },
  layout: [
    { title: { pl: 'Dane klienta', en: 'Customer', de: 'Kundendaten', fr: 'Client' }, fields: ['name', 'abbreviation', 'nip', 'status'] },
    { title: { pl: 'Kontakt i adres', en: 'Contact and address', de: 'Kontakt und Adresse', fr: 'Contact et adresse' }, fields: ['email', 'phone', 'address', 'postCode', 'city', 'region', 'country'] },
    {
      title: { pl: 'Warunki handlowe', en: 'Commercial terms', de: 'Handelsbedingungen', fr: 'Conditions commerciales' },
      fields: ['language', 'currency', 'packageMaterial', 'termsOfPayment', 'priceType', 'priceCode', 'customersGroup', 'manager', 'commission', 'deliverySettings'],
    },
  ],
  defaultSort: { field: 'name', order: 'ASC' },
});
