import type { Label, Locale } from './labels';
import { fillLabel, labelText } from './labels';
import { portalMoment } from './days';
import type { SERVER_MESSAGES } from './serverMessages';

/**
 * Messages the server sends back and the client shows, in every language. Server and client
 * share them so a validation error reads the same wherever it is raised. `%{name}` marks a
 * parameter.
 */
export const MESSAGES = {
  required: { pl: 'To pole nie może być puste', en: 'This field cannot be empty', de: 'Dieses Feld darf nicht leer sein', fr: 'Ce champ ne peut pas être vide' },
  invalid: { pl: 'Wprowadzono niepoprawne dane w polu!', en: 'Incorrect data entered in the field!', de: 'Ungültige Eingabe in diesem Feld!', fr: 'Données incorrectes saisies dans le champ !' },
  tooLong: { pl: 'Za długi tekst: najwyżej %{max} znaków', en: 'Too long: at most %{max} characters', de: 'Zu lang: höchstens %{max} Zeichen', fr: 'Trop long : %{max} caractères au maximum' },
  tooShort: { pl: 'Za krótki tekst: co najmniej %{min} znaków', en: 'Too short: at least %{min} characters', de: 'Zu kurz: mindestens %{min} Zeichen', fr: 'Trop court : %{min} caractères au minimum' },
  tooSmall: { pl: 'Wartość musi wynosić co najmniej %{min}', en: 'The value must be at least %{min}', de: 'Der Wert muss mindestens %{min} betragen', fr: 'La valeur doit être au moins %{min}' },
  tooBig: { pl: 'Wartość może wynosić najwyżej %{max}', en: 'The value must be at most %{max}', de: 'Der Wert darf höchstens %{max} betragen', fr: 'La valeur doit être au plus %{max}' },
  tooSmallExclusive: { pl: 'Wartość musi być większa niż %{min}', en: 'The value must be greater than %{min}', de: 'Der Wert muss größer als %{min} sein', fr: 'La valeur doit être supérieure à %{min}' },
  tooBigExclusive: { pl: 'Wartość musi być mniejsza niż %{max}', en: 'The value must be less than %{max}', de: 'Der Wert muss kleiner als %{max} sein', fr: 'La valeur doit être inférieure à %{max}' },
  wrongLength: { pl: 'Liczba znaków musi wynosić dokładnie %{length}', en: 'The text must have exactly %{length} characters', de: 'Der Text muss genau %{length} Zeichen haben', fr: 'Le texte doit comporter exactement %{length} caractères' },
  tooFewItems: { pl: 'Za mało elementów: co najmniej %{min}', en: 'Too few items: at least %{min}', de: 'Zu wenige Einträge: mindestens %{min}', fr: "Trop peu d'éléments : au moins %{min}" },
  notAField: { pl: 'Tego pola nie można zmienić', en: 'This field cannot be changed', de: 'Dieses Feld kann nicht geändert werden', fr: 'Ce champ ne peut pas être modifié' },
  tooManyItems: { pl: 'Za dużo elementów: najwyżej %{max}', en: 'Too many items: at most %{max}', de: 'Zu viele Einträge: höchstens %{max}', fr: "Trop d'éléments : %{max} au maximum" },
  wrongItemCount: { pl: 'Liczba elementów musi wynosić dokładnie %{length}', en: 'There must be exactly %{length} items', de: 'Es müssen genau %{length} Einträge sein', fr: "Il faut exactement %{length} éléments" },
  dateTooEarly: { pl: 'Data nie może być wcześniejsza niż %{min}', en: 'The date cannot be earlier than %{min}', de: 'Das Datum darf nicht vor dem %{min} liegen', fr: 'La date ne peut pas être antérieure au %{min}' },
  dateNotAfter: { pl: 'Data musi być późniejsza niż %{min}', en: 'The date must be later than %{min}', de: 'Das Datum muss nach dem %{min} liegen', fr: 'La date doit être postérieure au %{min}' },
  dateTooLate: { pl: 'Data nie może być późniejsza niż %{max}', en: 'The date cannot be later than %{max}', de: 'Das Datum darf nicht nach dem %{max} liegen', fr: 'La date ne peut pas être postérieure au %{max}' },
  dateNotBefore: { pl: 'Data musi być wcześniejsza niż %{max}', en: 'The date must be earlier than %{max}', de: 'Das Datum muss vor dem %{max} liegen', fr: 'La date doit être antérieure au %{max}' },
  fileTooSmall: { pl: 'Plik jest za mały: co najmniej %{min}', en: 'The file is too small: at least %{min}', de: 'Die Datei ist zu klein: mindestens %{min}', fr: 'Le fichier est trop petit : au moins %{min}' },
  notInteger: { pl: 'Podaj liczbę całkowitą', en: 'Enter a whole number', de: 'Bitte eine ganze Zahl eingeben', fr: 'Saisissez un nombre entier' },
  notNumber: { pl: 'Podaj liczbę', en: 'Enter a number', de: 'Bitte eine Zahl eingeben', fr: 'Saisissez un nombre' },
  moneyScale: { pl: 'Kwota może mieć najwyżej 2 miejsca po przecinku', en: 'An amount has at most 2 decimal places', de: 'Ein Betrag hat höchstens 2 Nachkommastellen', fr: 'Un montant a au plus 2 décimales' },
  invalidDate: { pl: 'Niepoprawna data', en: 'Invalid date', de: 'Ungültiges Datum', fr: 'Date invalide' },
  invalidEmail: { pl: 'Niepoprawny adres e-mail', en: 'Invalid e-mail address', de: 'Ungültige E-Mail-Adresse', fr: 'Adresse e-mail invalide' },
  invalidNip: { pl: 'Niepoprawny NIP (10 cyfr z sumą kontrolną)', en: 'Invalid NIP (10 digits with a checksum)', de: 'Ungültige NIP (10 Ziffern mit Prüfziffer)', fr: 'NIP invalide (10 chiffres avec clé de contrôle)' },
  invalidColor: { pl: 'Podaj kolor w formacie #RRGGBB', en: 'Enter a colour as #RRGGBB', de: 'Farbe im Format #RRGGBB angeben', fr: 'Saisissez une couleur au format #RRGGBB' },
  invalidChoice: { pl: 'Wybierz wartość z listy', en: 'Choose a value from the list', de: 'Bitte einen Wert aus der Liste wählen', fr: 'Choisissez une valeur dans la liste' },
  unknownReference: { pl: 'Wybrany rekord nie istnieje', en: 'The chosen record does not exist', de: 'Der gewählte Datensatz existiert nicht', fr: "L'enregistrement choisi n'existe pas" },
  duplicate: { pl: 'Taka wartość już istnieje', en: 'This value already exists', de: 'Dieser Wert existiert bereits', fr: 'Cette valeur existe déjà' },
  invalidCharacter: { pl: 'Tekst zawiera niedozwolony znak', en: 'The text contains a character that is not allowed', de: 'Der Text enthält ein unzulässiges Zeichen', fr: 'Le texte contient un caractère non autorisé' },
  tooDeep: { pl: 'Dane są zagnieżdżone zbyt głęboko: najwyżej %{max} poziomów', en: 'The data is nested too deeply: at most %{max} levels', de: 'Die Daten sind zu tief verschachtelt: höchstens %{max} Ebenen', fr: 'Les données sont trop imbriquées : %{max} niveaux au maximum' },
  nothingToUpdate: { pl: 'Brak danych do zmiany', en: 'Nothing to change: no field was sent', de: 'Nichts zu ändern: kein Feld wurde gesendet', fr: 'Rien à modifier : aucun champ envoyé' },
  badRequest: { pl: 'Niepoprawne dane żądania', en: 'The request data is invalid', de: 'Die Anfragedaten sind ungültig', fr: 'Les données de la requête sont invalides' },
  malformedJson: { pl: 'Treść żądania nie jest poprawnym JSON-em', en: 'The request body is not valid JSON', de: 'Der Anfragetext ist kein gültiges JSON', fr: "Le corps de la requête n'est pas un JSON valide" },
  notFound: { pl: 'Nie znaleziono rekordu', en: 'Record not found', de: 'Datensatz nicht gefunden', fr: 'Enregistrement introuvable' },
  routeNotFound: { pl: 'Nie ma takiej ścieżki API', en: 'No such API path', de: 'Diesen API-Pfad gibt es nicht', fr: "Ce chemin d'API n'existe pas" },
  inUse: { pl: 'Nie można usunąć: rekord jest używany w innych danych', en: 'Cannot delete: the record is used elsewhere', de: 'Löschen nicht möglich: Der Datensatz wird noch verwendet', fr: "Suppression impossible : l'enregistrement est utilisé ailleurs" },
  crossOrigin: { pl: 'Żądanie z innej witryny zostało odrzucone', en: 'A request from another site was refused', de: 'Eine Anfrage von einer anderen Website wurde abgelehnt', fr: "Une requête provenant d'un autre site a été refusée" },
  unauthorized: { pl: 'Zaloguj się, aby kontynuować', en: 'Please sign in to continue', de: 'Bitte melden Sie sich an', fr: 'Veuillez vous connecter pour continuer' },
  forbidden: { pl: 'Brak uprawnień do tej operacji', en: 'You do not have the right to do this', de: 'Sie haben keine Berechtigung dafür', fr: "Vous n'avez pas le droit d'effectuer cette opération" },
  loginInvalid: { pl: 'Niepoprawny e-mail lub hasło', en: 'User Email or Password invalid', de: 'E-Mail oder Passwort ungültig', fr: 'E-mail ou mot de passe invalide' },
  tooManyAttempts: { pl: 'Zbyt wiele prób. Spróbuj ponownie za chwilę', en: 'Too many attempts. Try again in a moment', de: 'Zu viele Versuche. Bitte versuchen Sie es gleich noch einmal', fr: 'Trop de tentatives. Réessayez dans un instant' },
  databaseUnavailable: { pl: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę', en: 'The database is unavailable for a moment. Try again shortly', de: 'Die Datenbank ist kurzzeitig nicht erreichbar. Bitte gleich erneut versuchen', fr: 'La base de données est momentanément indisponible. Réessayez dans un instant' },
  unexpected: { pl: 'Wystąpił nieoczekiwany błąd, spróbuj ponownie', en: 'An unexpected error has occurred, try again', de: 'Ein unerwarteter Fehler ist aufgetreten, bitte erneut versuchen', fr: "Une erreur inattendue s'est produite, réessayez" },
  unknownFilter: { pl: 'Nieznany filtr: %{name}', en: 'Unknown filter: %{name}', de: 'Unbekannter Filter: %{name}', fr: 'Filtre inconnu : %{name}' },
  unknownSort: { pl: 'Nie można sortować po polu: %{name}', en: 'Cannot sort by: %{name}', de: 'Sortieren nicht möglich nach: %{name}', fr: 'Tri impossible sur : %{name}' },
  weakPassword: { pl: 'Hasło musi mieć co najmniej %{min} znaków', en: 'The password must have at least %{min} characters', de: 'Das Passwort muss mindestens %{min} Zeichen haben', fr: 'Le mot de passe doit comporter au moins %{min} caractères' },
  tokenInvalid: { pl: 'Link jest nieważny lub wygasł', en: 'The link is invalid or has expired', de: 'Der Link ist ungültig oder abgelaufen', fr: 'Le lien est invalide ou a expiré' },
  selfLockout: { pl: 'Nie możesz wyłączyć ani usunąć własnego konta', en: 'You cannot deactivate or delete your own account', de: 'Sie können Ihr eigenes Konto nicht deaktivieren oder löschen', fr: 'Vous ne pouvez pas désactiver ni supprimer votre propre compte' },
  unknownAccessKey: { pl: 'Nieznany klucz uprawnień: %{name}', en: 'Unknown access key: %{name}', de: 'Unbekannter Berechtigungsschlüssel: %{name}', fr: "Clé d'accès inconnue : %{name}" },
  accountInactive: { pl: 'Konto nie jest aktywne', en: 'The account is not active', de: 'Das Konto ist nicht aktiv', fr: "Le compte n'est pas actif" },
  fileTooLarge: { pl: 'Plik jest za duży: najwyżej %{max}', en: 'The file is too large: at most %{max}', de: 'Die Datei ist zu groß: höchstens %{max}', fr: 'Le fichier est trop volumineux : %{max} au maximum' },
  tooManyFiles: { pl: 'Za dużo plików naraz: najwyżej %{max}', en: 'Too many files at once: at most %{max}', de: 'Zu viele Dateien auf einmal: höchstens %{max}', fr: 'Trop de fichiers à la fois : %{max} au maximum' },
  emptyFile: { pl: 'Plik „%{name}” jest pusty', en: 'The file "%{name}" is empty', de: 'Die Datei „%{name}“ ist leer', fr: 'Le fichier « %{name} » est vide' },
  malformedMultipart: { pl: 'Nie udało się odczytać przesłanych plików: treść żądania jest uszkodzona', en: 'The uploaded files could not be read: the request body is broken', de: 'Die hochgeladenen Dateien konnten nicht gelesen werden: Der Anfragetext ist beschädigt', fr: "Les fichiers envoyés n'ont pas pu être lus : le corps de la requête est endommagé" },
  bodyTooLarge: { pl: 'Treść żądania jest za duża: najwyżej %{max}', en: 'The request body is too large: at most %{max}', de: 'Der Anfragetext ist zu groß: höchstens %{max}', fr: 'Le corps de la requête est trop volumineux : %{max} au maximum' },
  rangeNotSatisfiable: { pl: 'Żądany zakres bajtów wykracza poza plik (%{size} B)', en: 'The requested byte range lies outside the file (%{size} B)', de: 'Der angeforderte Bytebereich liegt außerhalb der Datei (%{size} B)', fr: "La plage d'octets demandée dépasse le fichier (%{size} o)" },
  notMultipart: { pl: 'Pliki należy wysłać jako multipart/form-data', en: 'Files must be sent as multipart/form-data', de: 'Dateien müssen als multipart/form-data gesendet werden', fr: 'Les fichiers doivent être envoyés en multipart/form-data' },
  invalidFormula: { pl: 'Niepoprawna formuła: dozwolone są liczby, nazwy, + - * / ^ %, porównania, nawiasy i funkcje min, max, round, ceil, floor, abs, sqrt, if', en: 'Invalid formula: numbers, names, + - * / ^ %, comparisons, brackets and the functions min, max, round, ceil, floor, abs, sqrt, if are allowed', de: 'Ungültige Formel: erlaubt sind Zahlen, Namen, + - * / ^ %, Vergleiche, Klammern und die Funktionen min, max, round, ceil, floor, abs, sqrt, if', fr: 'Formule invalide : nombres, noms, + - * / ^ %, comparaisons, parenthèses et fonctions min, max, round, ceil, floor, abs, sqrt, if autorisés' },
  invalidIdentifier: { pl: 'Nazwa może zawierać litery łacińskie, cyfry i _ i nie może zaczynać się cyfrą', en: 'A name has Latin letters, digits and _, and does not start with a digit', de: 'Ein Name besteht aus lateinischen Buchstaben, Ziffern und _ und beginnt nicht mit einer Ziffer', fr: 'Un nom contient des lettres latines, des chiffres et _, sans commencer par un chiffre' },
  notConfigurable: { pl: 'Ten produkt nie jest konfigurowalny', en: 'This product is not configurable', de: 'Dieses Produkt ist nicht konfigurierbar', fr: "Ce produit n'est pas configurable" },
  documentLocked: { pl: 'Dokument o statusie „%{status}” nie może być już zmieniany', en: 'A document with the status "%{status}" can no longer be changed', de: 'Ein Beleg mit dem Status „%{status}“ kann nicht mehr geändert werden', fr: 'Un document au statut « %{status} » ne peut plus être modifié' },
  notDeliverable: { pl: 'Dokument WZ powstaje z zamówienia potwierdzonego (obecny status: %{status})', en: 'A delivery document is made from a confirmed order (its status: %{status})', de: 'Ein Lieferschein entsteht aus einem bestätigten Auftrag (Status: %{status})', fr: 'Un bon de livraison se fait depuis une commande confirmée (statut : %{status})' },
  notAnImage: { pl: 'Zdjęcie produktu musi być plikiem JPEG lub PNG', en: 'A product picture must be a JPEG or PNG file', de: 'Ein Produktbild muss eine JPEG- oder PNG-Datei sein', fr: 'Une image de produit doit être un fichier JPEG ou PNG' },
  tooManyDecimals: { pl: 'Najwyżej %{max} miejsc po przecinku', en: 'At most %{max} decimal places', de: 'Höchstens %{max} Nachkommastellen', fr: 'Au plus %{max} décimales' },
  customerRequired: { pl: 'Nie wybrano klienta!', en: 'Customer not filled!', de: 'Kunde nicht ausgefüllt!', fr: 'Client non renseigné !' },
  saveFirst: { pl: 'Zamówienie lub zapytanie ofertowe należy najpierw zapisać', en: 'The order or offer request must be saved first', de: 'Der Auftrag oder die Angebotsanfrage muss zuerst gespeichert werden', fr: "La commande ou la demande d'offre doit d'abord être enregistrée" },
  duplicateReference: { pl: 'Zamówienie z taką samą referencją już istnieje (%{number})', en: 'An order with the same reference already exists (%{number})', de: 'Ein Auftrag mit derselben Referenz existiert bereits (%{number})', fr: 'Une commande avec la même référence existe déjà (%{number})' },
  statusTransition: { pl: 'Nie można zmienić statusu z „%{from}” na „%{to}”', en: 'The status cannot change from "%{from}" to "%{to}"', de: 'Der Status kann nicht von „%{from}“ auf „%{to}“ wechseln', fr: 'Le statut ne peut pas passer de « %{from} » à « %{to} »' },
  orderLocked: { pl: 'Zamówienie o statusie „%{status}” nie może być już zmieniane', en: 'An order with the status "%{status}" can no longer be changed', de: 'Ein Auftrag mit dem Status „%{status}“ kann nicht mehr geändert werden', fr: 'Une commande au statut « %{status} » ne peut plus être modifiée' },
  discountAboveMax: { pl: 'Rabat może wynosić najwyżej %{max}%', en: 'The discount may be at most %{max}%', de: 'Der Rabatt darf höchstens %{max} % betragen', fr: 'La remise est de %{max} % au maximum' },
  noPrice: { pl: 'Brak ceny tego produktu w cenniku', en: 'No price list has a price for this product', de: 'Keine Preisliste enthält einen Preis für dieses Produkt', fr: "Aucun tarif n'a de prix pour ce produit" },
  inactiveProduct: { pl: 'Produkt jest nieaktywny', en: 'The product is inactive', de: 'Das Produkt ist inaktiv', fr: 'Le produit est inactif' },
  markedToDelete: { pl: 'Rekord jest oznaczony do usunięcia: najpierw go przywróć', en: 'The record is marked for deletion: restore it first', de: 'Der Datensatz ist zum Löschen markiert: zuerst wiederherstellen', fr: "L'enregistrement est marqué pour suppression : restaurez-le d'abord" },
  requestHasOrder: { pl: 'Z tego zapytania utworzono już zamówienie %{number}', en: 'An order was already made from this request: %{number}', de: 'Aus dieser Anfrage wurde bereits der Auftrag %{number} erstellt', fr: 'Une commande a déjà été créée à partir de cette demande : %{number}' },
  stageProblem: { pl: '%{text}', en: '%{text}', de: '%{text}', fr: '%{text}' },
  stageCodeSyntax: { pl: 'Etap „%{stage}”, %{field}: błąd składni: %{detail}', en: 'Stage "%{stage}", %{field}: syntax error: %{detail}', de: 'Phase „%{stage}“, %{field}: Syntaxfehler: %{detail}', fr: 'Étape « %{stage} », %{field} : erreur de syntaxe : %{detail}' },
  stageCodeException: { pl: 'Kod etapu „%{stage}” (%{field}) zgłosił błąd: %{detail}', en: 'The code of stage "%{stage}" (%{field}) threw an error: %{detail}', de: 'Der Code der Phase „%{stage}“ (%{field}) hat einen Fehler ausgelöst: %{detail}', fr: "Le code de l'étape « %{stage} » (%{field}) a levé une erreur : %{detail}" },
  periodOrder: { pl: 'Data końcowa okresu nie może być wcześniejsza niż początkowa', en: 'The end of the period cannot be before its start', de: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen', fr: 'La fin de la période ne peut pas précéder son début' },
  periodTooLong: { pl: 'Okres może obejmować najwyżej %{max} dni', en: 'The period may span at most %{max} days', de: 'Der Zeitraum darf höchstens %{max} Tage umfassen', fr: 'La période peut couvrir au plus %{max} jours' },
  invalidMonth: { pl: 'Podaj miesiąc w formacie RRRR-MM', en: 'Give a month as YYYY-MM', de: 'Monat im Format JJJJ-MM angeben', fr: 'Indiquez un mois au format AAAA-MM' },
  definitionArchived: { pl: 'Zarchiwizowana definicja nie może uruchamiać procesów', en: 'An archived definition cannot start processes', de: 'Eine archivierte Definition kann keine Prozesse starten', fr: 'Une définition archivée ne peut pas démarrer de processus' },
  unknownPlaceholder: { pl: 'Nieznane pole szablonu: {{%{name}}}; dozwolone są pola z listy dla tego rodzaju rekordu', en: 'Unknown template field: {{%{name}}}; use the fields listed for this record type', de: 'Unbekanntes Vorlagenfeld: {{%{name}}}; erlaubt sind die für diese Datensatzart aufgeführten Felder', fr: 'Champ de modèle inconnu : {{%{name}}} ; utilisez les champs listés pour ce type d\'enregistrement' },
  attachmentsTooLarge: { pl: 'Załączniki są za duże: razem najwyżej %{max}', en: 'The attachments are too large: at most %{max} together', de: 'Die Anhänge sind zu groß: zusammen höchstens %{max}', fr: 'Les pièces jointes sont trop volumineuses : %{max} au maximum au total' },
  invalidRecipients: { pl: 'Niepoprawny adres e-mail: %{name}', en: 'Invalid e-mail address: %{name}', de: 'Ungültige E-Mail-Adresse: %{name}', fr: 'Adresse e-mail invalide : %{name}' },
  noRecipient: { pl: 'Podaj co najmniej jednego adresata', en: 'Enter at least one recipient', de: 'Bitte mindestens einen Empfänger angeben', fr: 'Saisissez au moins un destinataire' },
  invalidBase64: { pl: 'Treść załącznika nie jest poprawnym zapisem base64', en: 'The attachment content is not valid base64', de: 'Der Inhalt des Anhangs ist kein gültiges Base64', fr: "Le contenu de la pièce jointe n'est pas un base64 valide" },
  staleRecord: { pl: 'Rekord zmienił(a) %{who} %{when}', en: 'The record was changed by %{who} at %{when}', de: 'Der Datensatz wurde von %{who} am %{when} geändert', fr: "L'enregistrement a été modifié par %{who} le %{when}" },
} as const satisfies Record<string, Label>;

/** Every message's code: the shared ones above and those only the server words (serverMessages.ts). */
export type MessageCode = keyof typeof MESSAGES | keyof typeof SERVER_MESSAGES;

/** Messages only the server words (the client shows the text it is sent): registered by the server at its start. */
const serverMessages: Partial<Record<MessageCode, Label>> = {};
export const addServerMessages = (messages: Readonly<Partial<Record<MessageCode, Label>>>): void => {
  Object.assign(serverMessages, messages);
};
/** A message's values: a word or number as it is, a point in time as the portal writes it, a label in the message's language. */
export type MessageParams = Readonly<Record<string, string | number | Date | Label>>;

/** One problem with one field of a request, before it is put into words. */
export type FieldProblem = { path: string; code: MessageCode; params?: MessageParams; label?: Label };

/** The message in a locale with its parameters filled in. */
export const formatMessage = (code: MessageCode, locale: Locale, params: MessageParams = {}): string =>
  fillLabel(
    (MESSAGES as Partial<Record<MessageCode, Label>>)[code] ?? serverMessages[code] ?? { pl: code, en: code, de: code, fr: code },
    locale,
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value instanceof Date ? portalMoment(value) : typeof value === 'object' ? labelText(value, locale) : value])),
  );
