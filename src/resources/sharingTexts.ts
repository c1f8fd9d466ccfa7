import { moduleTexts } from '../i18n/moduleTexts';
import type { Label } from '../schemas/core';
import { L } from '../schemas/core';

/**
 * The texts of working together on lists and records: saved list views, bulk changes, exports and
 * who else has a record open. Apart from `texts.ts`, so that they load with those screens' parts, not with
 * a list's first rows.
 */
export const TEXTS = {
  bulkSet: L('Zmień pole…', 'Change a field…', 'Feld ändern…', 'Modifier un champ…'),
  bulkSetTitle: L('Zmień pole w zaznaczonych rekordach (%{count})', 'Change a field of the selected records (%{count})', 'Ein Feld der ausgewählten Datensätze ändern (%{count})', 'Modifier un champ des enregistrements sélectionnés (%{count})'),
  bulkField: L('Pole', 'Field', 'Feld', 'Champ'),
  bulkValue: L('Nowa wartość: %{field}', 'New value: %{field}', 'Neuer Wert: %{field}', 'Nouvelle valeur : %{field}'),
  bulkApply: L('Zmień (%{count})', 'Change (%{count})', 'Ändern (%{count})', 'Modifier (%{count})'),
  bulkChanged: L('Zmieniono rekordów: %{count}.', 'Records changed: %{count}.', 'Geänderte Datensätze: %{count}.', 'Enregistrements modifiés : %{count}.'),
  bulkDeleted: L('Usunięto rekordów: %{count}.', 'Records deleted: %{count}.', 'Gelöschte Datensätze: %{count}.', 'Enregistrements supprimés : %{count}.'),
  bulkRefused: L('Pominięto: %{count}', 'Skipped: %{count}', 'Übersprungen: %{count}', 'Ignorés : %{count}'),
  bulkDeleteTitle: L('Usunąć zaznaczone rekordy (%{count})?', 'Delete the selected records (%{count})?', 'Die ausgewählten Datensätze löschen (%{count})?', 'Supprimer les enregistrements sélectionnés (%{count}) ?'),
  bulkNothingDeleted: L('Nie usunięto żadnego rekordu', 'No record was deleted', 'Es wurde kein Datensatz gelöscht', "Aucun enregistrement n'a été supprimé"),
  bulkInUse: L('Tych rekordów (%{count}) nie można usunąć, bo są używane:', 'These records (%{count}) cannot be deleted, as they are in use:', 'Diese Datensätze (%{count}) können nicht gelöscht werden, da sie verwendet werden:', 'Ces enregistrements (%{count}) ne peuvent pas être supprimés, car ils sont utilisés :'),
  bulkDeleteOthers: L('Usuń pozostałe (%{count})', 'Delete the others (%{count})', 'Die anderen löschen (%{count})', 'Supprimer les autres (%{count})'),
  presenceAlso: L('Otwarte też przez:', 'Also open by:', 'Auch geöffnet von:', 'Également ouvert par :'),
  presenceAll: L('Ten rekord mają otwarty też: %{names}', 'Also open by: %{names}', 'Auch geöffnet von: %{names}', 'Également ouvert par : %{names}'),
  listViews: L('Widoki', 'Views', 'Ansichten', 'Vues'),
  listViewShown: L('Widok: %{name}', 'View: %{name}', 'Ansicht: %{name}', 'Vue : %{name}'),
  listViewsNone: L('Brak zapisanych widoków', 'No saved views', 'Keine gespeicherten Ansichten', 'Aucune vue enregistrée'),
  listViewDefault: L('Domyślny', 'Default', 'Standard', 'Par défaut'),
  listViewShared: L('Udostępniony', 'Shared', 'Geteilt', 'Partagée'),
  listViewSaveAs: L('Zapisz bieżący widok…', 'Save the current view…', 'Aktuelle Ansicht speichern…', 'Enregistrer la vue actuelle…'),
  listViewSaveInto: L('Zapisz zmiany w „%{name}”', 'Save the changes into "%{name}"', 'Änderungen in „%{name}“ speichern', 'Enregistrer les modifications dans « %{name} »'),
  listViewEdit: L('Nazwa i udostępnianie „%{name}”…', 'Name and sharing of "%{name}"…', 'Name und Freigabe von „%{name}“…', 'Nom et partage de « %{name} »…'),
  listViewMakeDefault: L('Ustaw jako mój domyślny', 'Make it my default', 'Als meine Standardansicht festlegen', 'En faire ma vue par défaut'),
  listViewClearDefault: L('Przestań używać jako mój domyślny', 'Stop using it as my default', 'Nicht mehr als meine Standardansicht verwenden', 'Ne plus l’utiliser par défaut'),
  listViewDelete: L('Usuń widok „%{name}”…', 'Delete the view "%{name}"…', 'Ansicht „%{name}“ löschen…', 'Supprimer la vue « %{name} »…'),
  listViewDeleteShared: L('Widok zniknie także u osób, którym go udostępniono. Tej operacji nie można cofnąć.', 'The view also disappears for the people it is shared with. This cannot be undone.', 'Die Ansicht verschwindet auch bei den Personen, mit denen sie geteilt ist. Dies kann nicht rückgängig gemacht werden.', 'La vue disparaît aussi pour les personnes avec qui elle est partagée. Cette opération est irréversible.'),
  listViewName: L('Nazwa widoku', 'View name', 'Name der Ansicht', 'Nom de la vue'),
  listViewMyDefault: L('Mój domyślny widok tej listy', 'My default view of this list', 'Meine Standardansicht dieser Liste', 'Ma vue par défaut de cette liste'),
  listViewShareWith: L('Udostępnij grupom', 'Share with groups', 'Mit Gruppen teilen', 'Partager avec les groupes'),
  listViewGroupDefault: L('domyślny dla grupy %{group}', 'default for %{group}', 'Standard für %{group}', 'par défaut pour %{group}'),
  listViewSaved: L('Zapisano widok „%{name}”.', 'The view "%{name}" was saved.', 'Die Ansicht „%{name}“ wurde gespeichert.', 'La vue « %{name} » a été enregistrée.'),
  listViewDeleted: L('Usunięto widok „%{name}”.', 'The view "%{name}" was deleted.', 'Die Ansicht „%{name}“ wurde gelöscht.', 'La vue « %{name} » a été supprimée.'),
  listViewDefaultSet: L('„%{name}” otwiera się teraz jako pierwszy.', '"%{name}" now opens first.', '„%{name}“ wird jetzt zuerst geöffnet.', '« %{name} » s’ouvre désormais en premier.'),
  listViewDefaultCleared: L('Usunięto Twój domyślny widok tej listy.', 'Your default view of this list was cleared.', 'Ihre Standardansicht dieser Liste wurde entfernt.', 'Votre vue par défaut de cette liste a été retirée.'),
  exportList: L('Eksportuj', 'Export', 'Exportieren', 'Exporter'),
  exportXlsx: L('Excel (XLSX)', 'Excel (XLSX)', 'Excel (XLSX)', 'Excel (XLSX)'),
  exportCsv: L('CSV (rozdzielany średnikami)', 'CSV (semicolon-separated)', 'CSV (durch Semikolon getrennt)', 'CSV (séparé par des points-virgules)'),
  exportPreparing: L('Przygotowywanie pliku…', 'Preparing the file…', 'Datei wird vorbereitet…', 'Préparation du fichier…'),
  exportProgress: L('Eksport %{records} rekordów: pobrano %{size}', 'Exporting %{records} records: %{size} downloaded', 'Export von %{records} Datensätzen: %{size} geladen', 'Export de %{records} enregistrements : %{size} téléchargés'),
} as const satisfies Record<string, Label>;

export const { useText: useSharingText } = moduleTexts(TEXTS);
