import { moduleTexts } from '../../i18n/moduleTexts';
import type { Label } from '../../schemas/core';
import { L } from '../../schemas/core';

/** The report screens' texts (a report's own title, total and period texts are in its definition, src/schemas/reports); `%{name}` marks a parameter. */
export const TEXTS = {
  from: L('%{field} od', '%{field} from', '%{field} von', '%{field} du'),
  to: L('%{field} do', '%{field} to', '%{field} bis', '%{field} au'),
  deleteContent: L('Tej operacji nie można cofnąć.', 'This cannot be undone.', 'Dies kann nicht rückgängig gemacht werden.', 'Cette opération est irréversible.'),
  reportUnknown: L('Nie ma takiego raportu.', 'There is no such report.', 'Diesen Bericht gibt es nicht.', "Ce rapport n'existe pas."),
  reportFilters: L('Filtry', 'Filters', 'Filter', 'Filtres'),
  reportFilterUse: L('Użyj filtra: %{name}', 'Use the filter: %{name}', 'Filter verwenden: %{name}', 'Utiliser le filtre : %{name}'),
  reportPeriodType: L('Rodzaj okresu', 'Period type', 'Art des Zeitraums', 'Type de période'),
  reportPeriodDay: L('Jeden dzień', 'Single day', 'Ein Tag', 'Un jour'),
  reportPeriodRange: L('Zakres dat', 'Date range', 'Datumsbereich', 'Plage de dates'),
  reportPeriodInvalid: L('Data końcowa jest wcześniejsza niż początkowa', 'The end date is before the start date', 'Das Enddatum liegt vor dem Startdatum', 'La date de fin précède la date de début'),
  reportGroups: L('Grupowanie', 'Grouping', 'Gruppierung', 'Regroupement'),
  reportGroupAdd: L('Dodaj poziom grupowania', 'Add a grouping level', 'Gruppierungsebene hinzufügen', 'Ajouter un niveau de regroupement'),
  reportGroupMax: L('Najwyżej %{max} poziomów', 'At most %{max} levels', 'Höchstens %{max} Ebenen', '%{max} niveaux au maximum'),
  reportGroupUp: L('Wyżej', 'Move up', 'Nach oben', 'Monter'),
  reportGroupDown: L('Niżej', 'Move down', 'Nach unten', 'Descendre'),
  reportGroupRemove: L('Usuń poziom', 'Remove the level', 'Ebene entfernen', 'Retirer le niveau'),
  reportRun: L('Wykonaj raport', 'Run the report', 'Bericht ausführen', 'Exécuter le rapport'),
  reportRunning: L('Wykonywanie raportu…', 'Running the report…', 'Bericht wird ausgeführt…', 'Exécution du rapport…'),
  reportExport: L('Eksport do XLSX', 'Export to XLSX', 'Export nach XLSX', 'Exporter en XLSX'),
  reportExporting: L('Przygotowywanie pliku…', 'Preparing the file…', 'Datei wird erstellt…', 'Préparation du fichier…'),
  reportExportError: L('Nie udało się pobrać pliku raportu.', 'The report file could not be downloaded.', 'Die Berichtsdatei konnte nicht heruntergeladen werden.', "Le fichier du rapport n'a pas pu être téléchargé."),
  reportPrint: L('Drukuj', 'Print', 'Drucken', 'Imprimer'),
  reportExpand: L('Rozwiń', 'Expand', 'Aufklappen', 'Déplier'),
  reportCollapse: L('Zwiń', 'Collapse', 'Zuklappen', 'Replier'),
  reportExpandAll: L('Rozwiń wszystko', 'Expand all', 'Alles aufklappen', 'Tout déplier'),
  reportCollapseAll: L('Zwiń wszystko', 'Collapse all', 'Alles zuklappen', 'Tout replier'),
  reportCount: L('Liczba', 'Count', 'Anzahl', 'Nombre'),
  reportLineNumber: L('Lp.', 'No.', 'Nr.', 'N°'),
  reportNone: L('(brak)', '(none)', '(keine)', '(aucun)'),
  reportTruncated: L('Raport przyniósł pierwsze %{limit} wierszy szczegółów; pozostałe grupy wczytują swoje wiersze po rozwinięciu.', 'The report brought its first %{limit} detail rows; other groups load theirs when opened.', 'Der Bericht enthält die ersten %{limit} Detailzeilen; weitere Gruppen laden ihre Zeilen beim Aufklappen.', 'Le rapport contient ses %{limit} premières lignes de détail ; les autres groupes chargent les leurs à l’ouverture.'),
  reportLoadingRows: L('Wczytywanie wierszy grupy…', 'Loading the group’s rows…', 'Zeilen der Gruppe werden geladen…', 'Chargement des lignes du groupe…'),
  reportLoadRows: L('Wczytaj wiersze', 'Load the rows', 'Zeilen laden', 'Charger les lignes'),
  reportMoreRows: L('Pokazano %{shown} z %{count} wierszy; wszystkie są w pliku XLSX.', '%{shown} of %{count} rows shown; the XLSX file has them all.', '%{shown} von %{count} Zeilen angezeigt; die XLSX-Datei enthält alle.', '%{shown} lignes affichées sur %{count} ; le fichier XLSX les contient toutes.'),
  reportNotRun: L('Ustaw filtry i grupowanie, a następnie wykonaj raport.', 'Set the filters and grouping, then run the report.', 'Filter und Gruppierung festlegen, dann den Bericht ausführen.', 'Définissez les filtres et le regroupement, puis exécutez le rapport.'),
  reportError: L('Nie udało się wykonać raportu.', 'The report could not be run.', 'Der Bericht konnte nicht ausgeführt werden.', "Le rapport n'a pas pu être exécuté."),
  reportLoadError: L('Nie udało się wczytać listy.', 'The list could not be loaded.', 'Die Liste konnte nicht geladen werden.', "La liste n'a pas pu être chargée."),
  reportVariant: L('Wariant', 'Variant', 'Variante', 'Variante'),
  reportVariantNone: L('(bez wariantu)', '(no variant)', '(keine Variante)', '(aucune variante)'),
  reportVariantSave: L('Zapisz wariant', 'Save the variant', 'Variante speichern', 'Enregistrer la variante'),
  reportVariantSaveAs: L('Zapisz jako nowy wariant', 'Save as a new variant', 'Als neue Variante speichern', 'Enregistrer comme nouvelle variante'),
  reportVariantName: L('Nazwa wariantu', 'Variant name', 'Name der Variante', 'Nom de la variante'),
  reportVariantDelete: L('Usuń wariant', 'Delete the variant', 'Variante löschen', 'Supprimer la variante'),
  reportVariantDeleteConfirm: L('Usunąć wariant „%{name}”?', 'Delete the variant “%{name}”?', 'Variante „%{name}“ löschen?', 'Supprimer la variante « %{name} » ?'),
  reportVariantSaved: L('Zapisano wariant raportu.', 'The report variant was saved.', 'Die Berichtsvariante wurde gespeichert.', 'La variante du rapport a été enregistrée.'),
  reportVariantDeleted: L('Usunięto wariant raportu.', 'The report variant was deleted.', 'Die Berichtsvariante wurde gelöscht.', 'La variante du rapport a été supprimée.'),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
