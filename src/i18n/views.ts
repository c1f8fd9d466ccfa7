import type { Locale } from '../schemas/core';

/** Texts of the generated entity views (list, form, detail), in every locale. */
const pl = {
  from: '%{field} od',
  to: '%{field} do',
  deleteTitle: 'Usunąć „%{name}”?',
  deleteContent: 'Tej operacji nie można cofnąć.',
  created: 'Utworzono',
  updated: 'Zmieniono',
};
type ViewMessages = typeof pl;

export const viewMessages: Record<Locale, ViewMessages> = {
  pl,
  en: {
    from: '%{field} from',
    to: '%{field} to',
    deleteTitle: 'Delete "%{name}"?',
    deleteContent: 'This cannot be undone.',
    created: 'Created',
    updated: 'Modified',
  },
  nl: {} as ViewMessages, // filled from English below
  de: {
    from: '%{field} von',
    to: '%{field} bis',
    deleteTitle: '„%{name}“ löschen?',
    deleteContent: 'Dies kann nicht rückgängig gemacht werden.',
    created: 'Erstellt',
    updated: 'Geändert',
  },
  fr: {
    from: '%{field} du',
    to: '%{field} au',
    deleteTitle: 'Supprimer « %{name} » ?',
    deleteContent: 'Cette opération est irréversible.',
    created: 'Créé le',
    updated: 'Modifié le',
  },
};
viewMessages.nl = viewMessages.en;
