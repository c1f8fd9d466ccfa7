/**
 * Labels are written once, in the schema, in every language the portal ships.
 * Netherlands (nl) is shipped with the English text, as the specification says,
 * so a label carries four texts and `nl` reads `en`.
 */
export const LOCALES = ['pl', 'en', 'nl', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export type TextLocale = Exclude<Locale, 'nl'>;
export const DEFAULT_LOCALE: Locale = 'pl';

export type Label = Readonly<Record<TextLocale, string>>;

/** A label in Polish, English, German and French, in that order. */
export const L = (pl: string, en: string, de: string, fr: string): Label => ({ pl, en, de, fr });

/** The text of a label in a locale (nl falls back to English). */
export const labelText = (label: Label, locale: Locale): string =>
  locale === 'nl' ? label.en : label[locale];

/** Parameters of a text: `%{name}` is replaced by `params.name`. */
export type TextParams = Readonly<Record<string, string | number>>;

/** A label in a locale, with its `%{name}` parameters filled in (a name without a value stays as it is). */
export const fillLabel = (label: Label, locale: Locale, params: TextParams = {}): string =>
  labelText(label, locale).replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Labels shared by many entities, so a dictionary file stays short. */
export const common = {
  id: { pl: 'ID', en: 'ID', de: 'ID', fr: 'ID' },
  description: { pl: 'Opis', en: 'Description', de: 'Beschreibung', fr: 'Description' },
  code: { pl: 'Kod', en: 'Code', de: 'Code', fr: 'Code' },
  name: { pl: 'Nazwa', en: 'Name', de: 'Name', fr: 'Nom' },
  abbreviation: { pl: 'Skrót', en: 'Abbreviation', de: 'Kürzel', fr: 'Abréviation' },
  color: { pl: 'Kolor', en: 'Colour', de: 'Farbe', fr: 'Couleur' },
  active: { pl: 'Aktywny', en: 'Active', de: 'Aktiv', fr: 'Actif' },
  address: { pl: 'Adres', en: 'Address', de: 'Adresse', fr: 'Adresse' },
  postCode: { pl: 'Kod pocztowy', en: 'Post code', de: 'Postleitzahl', fr: 'Code postal' },
  city: { pl: 'Miejscowość', en: 'City', de: 'Ort', fr: 'Ville' },
  country: { pl: 'Kraj', en: 'Country', de: 'Land', fr: 'Pays' },
  phone: { pl: 'Telefon', en: 'Phone', de: 'Telefon', fr: 'Téléphone' },
  email: { pl: 'E-mail', en: 'E-mail', de: 'E-Mail', fr: 'E-mail' },
  nip: { pl: 'NIP', en: 'Tax ID (NIP)', de: 'Steuernummer (NIP)', fr: 'N° fiscal (NIP)' },
  comment: { pl: 'Uwagi', en: 'Comment', de: 'Bemerkung', fr: 'Commentaire' },
  createdAt: { pl: 'Utworzono', en: 'Created', de: 'Erstellt', fr: 'Créé le' },
  updatedAt: { pl: 'Zmieniono', en: 'Modified', de: 'Geändert', fr: 'Modifié le' },
  sortOrder: { pl: 'Kolejność', en: 'Order', de: 'Reihenfolge', fr: 'Ordre' },
} as const satisfies Record<string, Label>;
