import { moduleTexts } from '../i18n/moduleTexts';
import type { Label } from '../schemas/core';
import { L } from '../schemas/core';

/**
 * The texts of a record's form: its toolbar and lines, and its history (the change log, the audit,
 * the bar that says who changed the record, the merge of a stale save). Apart from `texts.ts`, so
 * that they load with the forms, not with a list's first rows.
 */
export const TEXTS = {
  linesLocked: L('Tych pozycji nie można już zmieniać.', 'These lines can no longer be changed.', 'Diese Positionen können nicht mehr geändert werden.', 'Ces lignes ne peuvent plus être modifiées.'),
  noLines: L('Brak pozycji', 'No lines', 'Keine Positionen', 'Aucune ligne'),
  removeLineTitle: L('Usunąć pozycję %{number}?', 'Remove line %{number}?', 'Position %{number} entfernen?', 'Supprimer la ligne %{number} ?'),
  saveAndClose: L('Zapisz i zamknij', 'Save and close', 'Speichern und schließen', 'Enregistrer et fermer'),
  addLine: L('Dodaj pozycję', 'Add line', 'Position hinzufügen', 'Ajouter une ligne'),
  removeLine: L('Usuń pozycję %{number}', 'Remove line %{number}', 'Position %{number} entfernen', 'Supprimer la ligne %{number}'),
  removeLineContent: L('Pozycja zniknie z formularza; zmiana zostanie zapisana razem z rekordem.', 'The line leaves the form; the change is saved with the record.', 'Die Position verschwindet aus dem Formular; die Änderung wird mit dem Datensatz gespeichert.', "La ligne quitte le formulaire ; la modification est enregistrée avec l'enregistrement."),
  changeLog: L('Historia zmian', 'Change log', 'Änderungsprotokoll', 'Historique des modifications'),
  changeLogEmpty: L('Brak zapisanych zmian.', 'No changes recorded.', 'Keine Änderungen erfasst.', 'Aucune modification enregistrée.'),
  changeLogPick: L('Wybierz wersję %{version} do porównania', 'Pick version %{version} to compare', 'Version %{version} zum Vergleich wählen', 'Choisir la version %{version} pour comparer'),
  changeLogCompare: L('Porównaj zaznaczone wersje', 'Compare the picked versions', 'Gewählte Versionen vergleichen', 'Comparer les versions choisies'),
  changeLogCompareTitle: L('Różnice: %{a} → %{b}', 'Differences: %{a} → %{b}', 'Unterschiede: %{a} → %{b}', 'Différences : %{a} → %{b}'),
  changeLogNoDifference: L('Wersje nie różnią się.', 'The versions do not differ.', 'Die Versionen unterscheiden sich nicht.', 'Les versions ne diffèrent pas.'),
  changeAction_created: L('Utworzono', 'Created', 'Erstellt', 'Créée'),
  changeAction_edited: L('Zmieniono', 'Edited', 'Geändert', 'Modifiée'),
  changeAction_status: L('Zmiana statusu', 'Status changed', 'Statuswechsel', 'Changement de statut'),
  changeAction_markedToDelete: L('Oznaczono do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marquée pour suppression'),
  changeAction_restored: L('Przywrócono', 'Restored', 'Wiederhergestellt', 'Restaurée'),
  changeAction_deleted: L('Usunięto', 'Deleted', 'Gelöscht', 'Supprimée'),
  changeLines: L('pozycje: %{from} → %{to}', 'lines: %{from} → %{to}', 'Positionen: %{from} → %{to}', 'lignes : %{from} → %{to}'),
  mergeTitle: L('Ktoś zapisał ten rekord w międzyczasie', 'Someone saved this record meanwhile', 'Jemand hat diesen Datensatz inzwischen gespeichert', "Quelqu'un a enregistré cet enregistrement entre-temps"),
  mergeIntro: L(
    'Pola zmienione tylko przez jedną stronę zostały połączone. Przy polach zmienionych przez obie strony wybierz, która wartość zostaje.',
    'Fields only one side changed have been merged. For the fields both sides changed, pick the value that stays.',
    'Felder, die nur eine Seite geändert hat, wurden zusammengeführt. Bei Feldern, die beide geändert haben, wählen Sie den Wert, der bleibt.',
    "Les champs modifiés d'un seul côté ont été fusionnés. Pour les champs modifiés des deux côtés, choisissez la valeur qui reste.",
  ),
  mergeField: L('Pole', 'Field', 'Feld', 'Champ'),
  mergeTheirs: L('Zapisane przez innych', 'Saved by others', 'Von anderen gespeichert', 'Enregistré par les autres'),
  mergeMine: L('Moja zmiana', 'My change', 'Meine Änderung', 'Ma modification'),
  mergeTakeTheirs: L('%{field}: weź zapisane', '%{field}: take theirs', '%{field}: gespeicherten Wert übernehmen', '%{field} : prendre la leur'),
  mergeKeepMine: L('%{field}: zostaw moje', '%{field}: keep mine', '%{field}: meinen Wert behalten', '%{field} : garder la mienne'),
  mergeSave: L('Zapisz połączone', 'Save merged', 'Zusammengeführt speichern', 'Enregistrer la fusion'),
  rowSave: L('Zapisz wiersz (Enter)', 'Save the row (Enter)', 'Zeile speichern (Enter)', 'Enregistrer la ligne (Entrée)'),
  rowCancel: L('Anuluj zmiany wiersza (Esc)', 'Discard the row\'s changes (Esc)', 'Änderungen der Zeile verwerfen (Esc)', 'Annuler les modifications de la ligne (Échap)'),
  rowProblemElsewhere: L('Popraw w formularzu: %{problems}', 'Correct in the form: %{problems}', 'Im Formular korrigieren: %{problems}', 'À corriger dans le formulaire : %{problems}'),
  mergeSaved: L('Twoje zmiany zapisano razem z tamtymi.', 'Your changes were saved together with theirs.', 'Ihre Änderungen wurden zusammen mit den anderen gespeichert.', 'Vos modifications ont été enregistrées avec les leurs.'),
  changedBy: L('Zmienione przez %{who} (%{when})', 'Changed by %{who} (%{when})', 'Geändert von %{who} (%{when})', 'Modifié par %{who} (%{when})'),
  changedDeleted: L('Usunięte przez %{who} (%{when})', 'Deleted by %{who} (%{when})', 'Gelöscht von %{who} (%{when})', 'Supprimé par %{who} (%{when})'),
  changedSomeone: L('inną osobę', 'someone else', 'jemand anderen', "quelqu'un d'autre"),
  changedRefresh: L('Odśwież', 'Refresh', 'Aktualisieren', 'Actualiser'),
  changedCompare: L('Porównaj', 'Compare', 'Vergleichen', 'Comparer'),
  changedCompareTitle: L('Co zmienił(a) %{who}', 'What %{who} changed', 'Was %{who} geändert hat', "Ce qu'a modifié %{who}"),
  changedHere: L('W formularzu otwartym', 'As opened here', 'Wie hier geöffnet', 'Tel qu’ouvert ici'),
  auditAction_create: L('Utworzono', 'Created', 'Erstellt', 'Créé'),
  auditAction_update: L('Zmieniono', 'Changed', 'Geändert', 'Modifié'),
  auditAction_delete: L('Usunięto', 'Deleted', 'Gelöscht', 'Supprimé'),
  auditSource_portal: L('portal', 'portal', 'Portal', 'portail'),
  auditSource_api: L('API', 'API', 'API', 'API'),
  auditSource_process: L('proces', 'process', 'Prozess', 'processus'),
  auditSource_mail: L('poczta', 'mail', 'E-Mail', 'messagerie'),
  auditSource_import: L('import', 'import', 'Import', 'import'),
  auditSource_system: L('system', 'system', 'System', 'système'),
  auditSystem: L('system', 'the system', 'das System', 'le système'),
  auditLines: L('%{field}: dodane %{added}, usunięte %{removed}, zmienione %{changed}', '%{field}: %{added} added, %{removed} removed, %{changed} changed', '%{field}: %{added} hinzugefügt, %{removed} entfernt, %{changed} geändert', '%{field} : %{added} ajoutées, %{removed} supprimées, %{changed} modifiées'),
  mergeLines: L('pozycji: %{count}', 'lines: %{count}', 'Positionen: %{count}', 'lignes : %{count}'),
} as const satisfies Record<string, Label>;

export type FormTextKey = keyof typeof TEXTS;

export const { useText: useFormText, hasText: hasFormText } = moduleTexts(TEXTS);
