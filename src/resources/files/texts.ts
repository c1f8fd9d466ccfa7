import { moduleTexts } from '../../i18n/moduleTexts';
import type { Label } from '../../schemas/core';
import { L } from '../../schemas/core';

/** The texts of a record's files section (list, upload, deletion); `%{name}` marks a parameter. */
export const TEXTS = {
  files: L('Pliki', 'Files', 'Dateien', 'Fichiers'),
  filesEmpty: L('Brak plików.', 'No files.', 'Keine Dateien.', 'Aucun fichier.'),
  filesName: L('Nazwa', 'Name', 'Name', 'Nom'),
  filesType: L('Typ', 'Type', 'Typ', 'Type'),
  filesTypeOther: L('inny', 'other', 'andere', 'autre'),
  filesSize: L('Rozmiar', 'Size', 'Größe', 'Taille'),
  filesDescription: L('Opis', 'Description', 'Beschreibung', 'Description'),
  filesDate: L('Data', 'Date', 'Datum', 'Date'),
  filesAuthor: L('Dodał(a)', 'Added by', 'Hinzugefügt von', 'Ajouté par'),
  filesActions: L('Akcje', 'Actions', 'Aktionen', 'Actions'),
  filesOpen: L('Otwórz plik %{name}', 'Open file %{name}', 'Datei %{name} öffnen', 'Ouvrir le fichier %{name}'),
  filesDelete: L('Usuń plik %{name}', 'Delete file %{name}', 'Datei %{name} löschen', 'Supprimer le fichier %{name}'),
  filesDeleteTitle: L('Usunąć plik „%{name}”?', 'Delete the file "%{name}"?', 'Datei „%{name}“ löschen?', 'Supprimer le fichier « %{name} » ?'),
  filesDeleteContent: L('Pliku nie będzie można przywrócić.', 'The file cannot be restored.', 'Die Datei kann nicht wiederhergestellt werden.', 'Le fichier ne pourra pas être restauré.'),
  filesDeleted: L('Usunięto plik „%{name}”', 'File "%{name}" deleted', 'Datei „%{name}“ gelöscht', 'Fichier « %{name} » supprimé'),
  filesAdd: L('Dodaj pliki', 'Add files', 'Dateien hinzufügen', 'Ajouter des fichiers'),
  filesChoose: L('Wybierz pliki', 'Choose files', 'Dateien wählen', 'Choisir des fichiers'),
  filesNoneChosen: L('Nie wybrano plików', 'No files chosen', 'Keine Dateien gewählt', 'Aucun fichier choisi'),
  filesChosen: L('Wybrano (%{count}): %{names}', 'Chosen (%{count}): %{names}', 'Gewählt (%{count}): %{names}', 'Choisis (%{count}) : %{names}'),
  filesUpload: L('Wyślij', 'Upload', 'Hochladen', 'Envoyer'),
  filesUploading: L('Wysyłanie: %{percent}%', 'Uploading: %{percent}%', 'Wird hochgeladen: %{percent} %', 'Envoi : %{percent} %'),
  filesUploaded: L('Dodano pliki: %{count}', 'Files added: %{count}', 'Dateien hinzugefügt: %{count}', 'Fichiers ajoutés : %{count}'),
  filesHint: L('Najwyżej %{files} plików po %{size}. PDF, JPEG i PNG otwierają się w przeglądarce, inne pliki są pobierane.', 'At most %{files} files of %{size} each. PDF, JPEG and PNG open in the browser; other files are downloaded.', 'Höchstens %{files} Dateien zu je %{size}. PDF, JPEG und PNG öffnen sich im Browser, andere Dateien werden heruntergeladen.', "Au plus %{files} fichiers de %{size} chacun. Les PDF, JPEG et PNG s'ouvrent dans le navigateur ; les autres fichiers sont téléchargés."),
  filesTooLarge: L('Plik „%{name}” jest za duży: najwyżej %{max}', 'The file "%{name}" is too large: at most %{max}', 'Die Datei „%{name}“ ist zu groß: höchstens %{max}', 'Le fichier « %{name} » est trop volumineux : %{max} au maximum'),
  filesTooMany: L('Za dużo plików naraz: najwyżej %{max}', 'Too many files at once: at most %{max}', 'Zu viele Dateien auf einmal: höchstens %{max}', 'Trop de fichiers à la fois : %{max} au maximum'),
  filesEmptyFile: L('Plik „%{name}” jest pusty', 'The file "%{name}" is empty', 'Die Datei „%{name}“ ist leer', 'Le fichier « %{name} » est vide'),
  filesLoadError: L('Nie udało się wczytać listy plików.', 'Could not load the files.', 'Die Dateien konnten nicht geladen werden.', 'Impossible de charger les fichiers.'),
  filesUploadError: L('Nie udało się wysłać plików.', 'Could not upload the files.', 'Die Dateien konnten nicht hochgeladen werden.', "Impossible d'envoyer les fichiers."),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
