import type { Label } from './labels';

/**
 * The messages of a spreadsheet's import. The server sends them worded (the client shows the text
 * it gets), so they stay out of the portal's bundle: the import's routes register them
 * (addServerMessages).
 */
export const SPREADSHEET_MESSAGES = {
  notASpreadsheet: { pl: 'To nie jest arkusz: wybierz plik XLSX lub CSV', en: 'This is not a spreadsheet: choose an XLSX or CSV file', de: 'Das ist keine Tabelle: bitte eine XLSX- oder CSV-Datei wählen', fr: "Ce n'est pas un tableur : choisissez un fichier XLSX ou CSV" },
  emptySpreadsheet: { pl: 'Arkusz jest pusty: potrzebny jest wiersz nagłówków i co najmniej jeden wiersz danych', en: 'The spreadsheet is empty: it needs a header row and at least one row of data', de: 'Die Tabelle ist leer: Sie braucht eine Kopfzeile und mindestens eine Datenzeile', fr: "Le tableur est vide : il faut une ligne d'en-tête et au moins une ligne de données" },
  tooManyRows: { pl: 'Za dużo wierszy: najwyżej %{max} w jednym pliku', en: 'Too many rows: at most %{max} in one file', de: 'Zu viele Zeilen: höchstens %{max} in einer Datei', fr: 'Trop de lignes : %{max} au maximum par fichier' },
  noColumnMapped: { pl: 'Żadna kolumna pliku nie odpowiada polu: wskaż pola kolumn', en: 'No column of the file matches a field: choose the columns\' fields', de: 'Keine Spalte der Datei passt zu einem Feld: bitte die Felder der Spalten wählen', fr: 'Aucune colonne du fichier ne correspond à un champ : choisissez les champs des colonnes' },
  formulaCell: { pl: 'Komórka zawiera formułę: wpisz wartość', en: 'The cell holds a formula: enter a value', de: 'Die Zelle enthält eine Formel: bitte einen Wert eingeben', fr: 'La cellule contient une formule : saisissez une valeur' },
  notBoolean: { pl: 'Wpisz Tak albo Nie', en: 'Enter Yes or No', de: 'Bitte Ja oder Nein eingeben', fr: 'Saisissez Oui ou Non' },
  ambiguousReference: { pl: 'Tę wartość ma więcej niż jeden rekord: wpisz kod', en: 'More than one record has this value: enter its code', de: 'Mehrere Datensätze haben diesen Wert: bitte den Code eingeben', fr: 'Plusieurs enregistrements ont cette valeur : saisissez le code' },
  duplicateInFile: { pl: 'Ta wartość powtarza się w pliku (wiersz %{row})', en: 'This value repeats in the file (row %{row})', de: 'Dieser Wert kommt in der Datei mehrfach vor (Zeile %{row})', fr: 'Cette valeur se répète dans le fichier (ligne %{row})' },
  importHasErrors: { pl: 'Nic nie zaimportowano: %{count} wierszy ma błędy', en: 'Nothing was imported: %{count} rows have errors', de: 'Nichts importiert: %{count} Zeilen haben Fehler', fr: "Rien n'a été importé : %{count} lignes ont des erreurs" },
} as const satisfies Record<string, Label>;
