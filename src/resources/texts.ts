import { moduleTexts } from '../i18n/moduleTexts';
import type { Label } from '../schemas/core';
import { L } from '../schemas/core';

/** The generic lists' own texts (filters, deleting a row, thumbnails); a form's are in `formTexts.ts`. `%{name}` marks a parameter. */
export const TEXTS = {
  from: L('%{field} od', '%{field} from', '%{field} von', '%{field} du'),
  to: L('%{field} do', '%{field} to', '%{field} bis', '%{field} au'),
  deleteTitle: L('Usunąć „%{name}”?', 'Delete "%{name}"?', '„%{name}“ löschen?', 'Supprimer « %{name} » ?'),
  deleteContent: L('Tej operacji nie można cofnąć.', 'This cannot be undone.', 'Dies kann nicht rückgängig gemacht werden.', 'Cette opération est irréversible.'),
  thumbnail: L('Miniatura', 'Thumbnail', 'Miniaturbild', 'Miniature'),
  addRow: L('Dodaj wiersz', 'Add row', 'Zeile hinzufügen', 'Ajouter une ligne'),
  openRow: L('Otwórz', 'Open', 'Öffnen', 'Ouvrir'),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language (`useText()` in a screen), and whether a key made at run time names one. */
export const { useText, hasText } = moduleTexts(TEXTS);
