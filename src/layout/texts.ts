import { moduleTexts } from '../i18n/moduleTexts';
import type { Label } from '../schemas/core';
import { L } from '../schemas/core';

/** The shell's own texts beyond the polyglot ones: the top bar's notifications and reminders; `%{name}` marks a parameter. */
export const TEXTS = {
  notesUnread: L('Nieprzeczytane powiadomienia: %{count}', 'Unread notes: %{count}', 'Ungelesene Benachrichtigungen: %{count}', 'Notifications non lues : %{count}'),
  notesNew: L('Nowe powiadomienia', 'New notes', 'Neue Benachrichtigungen', 'Nouvelles notifications'),
  notesEmpty: L('Brak nowych powiadomień.', 'No new notes.', 'Keine neuen Benachrichtigungen.', 'Aucune nouvelle notification.'),
  notesLoadError: L('Nie udało się wczytać powiadomień.', 'The notes could not be loaded.', 'Die Benachrichtigungen konnten nicht geladen werden.', "Les notifications n'ont pas pu être chargées."),
  notesMore: L('…i %{count} starszych', '…and %{count} older', '…und %{count} ältere', '…et %{count} plus anciennes'),
  notesClearAll: L('Wyczyść wszystkie', 'Clear all', 'Alle löschen', 'Tout effacer'),
  notesCheckAll: L('Zobacz wszystkie', 'Check all', 'Alle anzeigen', 'Tout voir'),
  notesCleared: L('Wszystkie powiadomienia oznaczono jako przeczytane.', 'All notes are marked as read.', 'Alle Benachrichtigungen sind als gelesen markiert.', 'Toutes les notifications sont marquées comme lues.'),
  imSystem: L('System', 'System', 'System', 'Système'),
  reminderMarkDone: L('Zrobione', 'Done', 'Erledigt', 'Fait'),
  reminderMarkDoneOf: L('Oznacz jako zrobione: %{number}', 'Mark as done: %{number}', 'Als erledigt markieren: %{number}', 'Marquer comme fait : %{number}'),
  reminderMarkedDone: L('Przypomnienie oznaczono jako zrobione', 'Reminder marked as done', 'Erinnerung als erledigt markiert', 'Rappel marqué comme fait'),
  reminders: L('Przypomnienia', 'Reminders', 'Erinnerungen', 'Rappels'),
  remindersDue: L('Przypomnienia na dziś: %{count}', 'Reminders for today: %{count}', 'Erinnerungen für heute: %{count}', "Rappels pour aujourd'hui : %{count}"),
  remindersEmpty: L('Brak przypomnień na dziś', 'No reminders for today', 'Keine Erinnerungen für heute', "Aucun rappel pour aujourd'hui"),
  remindersLoadError: L('Nie udało się wczytać przypomnień.', 'The reminders could not be loaded.', 'Die Erinnerungen konnten nicht geladen werden.', "Les rappels n'ont pas pu être chargés."),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
