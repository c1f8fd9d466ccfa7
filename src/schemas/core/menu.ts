import type { Label } from './labels';

/**
 * The groups of the side menu, after the route table of the specification. An entity names
 * its place by route path (`reclcatalogs/reclreasons`); its parent path must be a group here.
 * A group is shown when at least one of its entries is allowed for the user.
 */
export type MenuGroup = { readonly label: Label; readonly icon: string; readonly order: number };

export const MENU_GROUPS = {
  sales: { label: { pl: 'Sprzedaż', en: 'Sales', de: 'Vertrieb', fr: 'Ventes' }, icon: 'sales', order: 20 },
  productconfig: {
    label: { pl: 'Konfigurator produktów', en: 'Product configurator', de: 'Produktkonfigurator', fr: 'Configurateur de produits' },
    icon: 'configurator',
    order: 40,
  },
  reclcatalogs: {
    label: { pl: 'Słowniki reklamacji', en: 'Reclamation dictionaries', de: 'Reklamationskataloge', fr: 'Référentiels des réclamations' },
    icon: 'dictionary',
    order: 60,
  },
  administration: { label: { pl: 'Administracja', en: 'Administration', de: 'Verwaltung', fr: 'Administration' }, icon: 'admin', order: 80 },
  'administration/users-access': {
    label: { pl: 'Użytkownicy i dostęp', en: 'Users and access', de: 'Benutzer und Zugriff', fr: 'Utilisateurs et accès' },
    icon: 'users',
    order: 10,
  },
  'administration/bp': {
    label: { pl: 'Procesy biznesowe', en: 'Business processes', de: 'Geschäftsprozesse', fr: 'Processus métier' },
    icon: 'process',
    order: 20,
  },
  'administration/othersettings': {
    label: { pl: 'Inne ustawienia', en: 'Other settings', de: 'Weitere Einstellungen', fr: 'Autres paramètres' },
    icon: 'settings',
    order: 30,
  },
} as const satisfies Record<string, MenuGroup>;

export type MenuGroupPath = keyof typeof MENU_GROUPS;

/** The parent path of a route path, or '' for a top-level entry. */
export const parentPath = (path: string): string => path.split('/').slice(0, -1).join('/');

/** Deepest nesting the menu renders. */
export const MAX_MENU_DEPTH = 4;
