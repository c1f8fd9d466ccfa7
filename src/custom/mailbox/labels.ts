import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { Label, Locale } from '../../schemas/core';
import { labelText } from '../../schemas/core';

/** The mailbox's own texts; `%{name}` marks a parameter. */
export const MAIL_TEXTS = {
  mailbox: { pl: 'Poczta', en: 'Mailbox', de: 'Postfach', fr: 'Messagerie' },
  received: { pl: 'Odebrane', en: 'Received', de: 'Empfangen', fr: 'Reçus' },
  sent: { pl: 'Wysłane', en: 'Sent', de: 'Gesendet', fr: 'Envoyés' },
  newEmail: { pl: 'Nowy e-mail', en: 'New e-mail', de: 'Neue E-Mail', fr: 'Nouvel e-mail' },
  writeEmail: { pl: 'Napisz e-mail', en: 'Write an e-mail', de: 'E-Mail schreiben', fr: 'Écrire un e-mail' },
  sentEmails: { pl: 'Wysłane e-maile', en: 'Sent e-mails', de: 'Gesendete E-Mails', fr: 'E-mails envoyés' },
  createdAt: { pl: 'Utworzono', en: 'Created', de: 'Erstellt', fr: 'Créé le' },
  account: { pl: 'Konto', en: 'Account', de: 'Konto', fr: 'Compte' },
  folders: { pl: 'Foldery', en: 'Folders', de: 'Ordner', fr: 'Dossiers' },
  noAccount: {
    pl: 'Nie masz dostępu do żadnego konta e-mail. Poproś administratora o przypisanie konta.',
    en: 'You may not use any e-mail account. Ask an administrator to assign one to you.',
    de: 'Sie dürfen kein E-Mail-Konto nutzen. Bitten Sie einen Administrator, Ihnen eines zuzuweisen.',
    fr: "Vous ne pouvez utiliser aucun compte e-mail. Demandez à un administrateur de vous en attribuer un.",
  },
  emptyFolder: { pl: 'Ten folder jest pusty.', en: 'This folder is empty.', de: 'Dieser Ordner ist leer.', fr: 'Ce dossier est vide.' },
  noMatch: { pl: 'Żadna wiadomość nie pasuje do wyszukiwania.', en: 'No message matches the search.', de: 'Keine Nachricht entspricht der Suche.', fr: 'Aucun message ne correspond à la recherche.' },
  search: { pl: 'Szukaj (nadawca, temat)', en: 'Search (sender, subject)', de: 'Suchen (Absender, Betreff)', fr: 'Rechercher (expéditeur, objet)' },
  from: { pl: 'Od', en: 'From', de: 'Von', fr: 'De' },
  to: { pl: 'Do', en: 'To', de: 'An', fr: 'À' },
  cc: { pl: 'DW', en: 'Cc', de: 'Cc', fr: 'Cc' },
  bcc: { pl: 'UDW', en: 'Bcc', de: 'Bcc', fr: 'Cci' },
  replyTo: { pl: 'Odpowiedź do', en: 'Reply to', de: 'Antwort an', fr: 'Répondre à' },
  subject: { pl: 'Temat', en: 'Subject', de: 'Betreff', fr: 'Objet' },
  date: { pl: 'Data', en: 'Date', de: 'Datum', fr: 'Date' },
  noSubject: { pl: '(bez tematu)', en: '(no subject)', de: '(kein Betreff)', fr: '(sans objet)' },
  hasAttachments: { pl: 'Ma załączniki', en: 'Has attachments', de: 'Hat Anhänge', fr: 'Contient des pièces jointes' },
  unread: { pl: 'nieprzeczytana', en: 'unread', de: 'ungelesen', fr: 'non lu' },
  messages: { pl: 'Wiadomości', en: 'Messages', de: 'Nachrichten', fr: 'Messages' },
  page: { pl: 'Strona %{page} z %{pages} (%{total} wiadomości)', en: 'Page %{page} of %{pages} (%{total} messages)', de: 'Seite %{page} von %{pages} (%{total} Nachrichten)', fr: 'Page %{page} sur %{pages} (%{total} messages)' },
  previous: { pl: 'Poprzednia strona', en: 'Previous page', de: 'Vorherige Seite', fr: 'Page précédente' },
  next: { pl: 'Następna strona', en: 'Next page', de: 'Nächste Seite', fr: 'Page suivante' },
  loading: { pl: 'Wczytywanie…', en: 'Loading…', de: 'Wird geladen…', fr: 'Chargement…' },
  back: { pl: 'Wróć do listy', en: 'Back to the list', de: 'Zurück zur Liste', fr: 'Retour à la liste' },
  attachments: { pl: 'Załączniki', en: 'Attachments', de: 'Anhänge', fr: 'Pièces jointes' },
  download: { pl: 'Pobierz %{name}', en: 'Download %{name}', de: '%{name} herunterladen', fr: 'Télécharger %{name}' },
  saveToRecord: { pl: 'Zapisz w rekordzie', en: 'Save to a record', de: 'In einem Datensatz speichern', fr: 'Enregistrer dans une fiche' },
  saved: { pl: 'Zapisano załącznik w rekordzie', en: 'The attachment was saved to the record', de: 'Der Anhang wurde im Datensatz gespeichert', fr: 'La pièce jointe a été enregistrée dans la fiche' },
  showImages: { pl: 'Pokaż obrazy', en: 'Show images', de: 'Bilder anzeigen', fr: 'Afficher les images' },
  imagesBlocked: { pl: 'Obrazy z internetu zostały zablokowane.', en: 'Images from the internet were blocked.', de: 'Bilder aus dem Internet wurden blockiert.', fr: 'Les images provenant d’internet ont été bloquées.' },
  messageBody: { pl: 'Treść wiadomości', en: 'Message body', de: 'Nachrichtentext', fr: 'Corps du message' },
  reply: { pl: 'Odpowiedz', en: 'Reply', de: 'Antworten', fr: 'Répondre' },
  forward: { pl: 'Przekaż dalej', en: 'Forward', de: 'Weiterleiten', fr: 'Transférer' },
  attachToReclamation: { pl: 'Dołącz do reklamacji', en: 'Attach to a reclamation', de: 'An Reklamation anhängen', fr: 'Joindre à une réclamation' },
  addToRequest: { pl: 'Dodaj jako komentarz zapytania ofertowego', en: 'Add as a comment of an offer request', de: 'Als Kommentar einer Angebotsanfrage hinzufügen', fr: "Ajouter comme commentaire d'une demande d'offre" },
  createTask: { pl: 'Utwórz zadanie', en: 'Create a task', de: 'Aufgabe erstellen', fr: 'Créer une tâche' },
  reclamation: { pl: 'Reklamacja', en: 'Reclamation', de: 'Reklamation', fr: 'Réclamation' },
  customerRequest: { pl: 'Zapytanie ofertowe', en: 'Offer request', de: 'Angebotsanfrage', fr: "Demande d'offre" },
  order: { pl: 'Zamówienie', en: 'Order', de: 'Auftrag', fr: 'Commande' },
  task: { pl: 'Zadanie', en: 'Task', de: 'Aufgabe', fr: 'Tâche' },
  recordType: { pl: 'Rodzaj rekordu', en: 'Record type', de: 'Datensatztyp', fr: 'Type de fiche' },
  pickRecord: { pl: 'Wybierz rekord (szukaj po numerze)', en: 'Choose a record (search by number)', de: 'Datensatz wählen (nach Nummer suchen)', fr: 'Choisir une fiche (recherche par numéro)' },
  noRecords: { pl: 'Brak pasujących rekordów', en: 'No matching records', de: 'Keine passenden Datensätze', fr: 'Aucune fiche correspondante' },
  confirm: { pl: 'Zatwierdź', en: 'Confirm', de: 'Bestätigen', fr: 'Valider' },
  cancel: { pl: 'Anuluj', en: 'Cancel', de: 'Abbrechen', fr: 'Annuler' },
  linked: { pl: 'Wiadomość została dołączona', en: 'The message was attached', de: 'Die Nachricht wurde angehängt', fr: 'Le message a été joint' },
  taskCreated: { pl: 'Utworzono zadanie z wiadomości', en: 'A task was created from the message', de: 'Aus der Nachricht wurde eine Aufgabe erstellt', fr: 'Une tâche a été créée à partir du message' },
  signature: { pl: 'Podpis konta zostanie dodany na końcu', en: "The account's signature is added at the end", de: 'Die Signatur des Kontos wird am Ende angefügt', fr: 'La signature du compte est ajoutée à la fin' },
  template: { pl: 'Szablon', en: 'Template', de: 'Vorlage', fr: 'Modèle' },
  noTemplate: { pl: '(bez szablonu)', en: '(no template)', de: '(keine Vorlage)', fr: '(aucun modèle)' },
  body: { pl: 'Treść', en: 'Body', de: 'Text', fr: 'Corps' },
  bold: { pl: 'Pogrubienie', en: 'Bold', de: 'Fett', fr: 'Gras' },
  italic: { pl: 'Kursywa', en: 'Italic', de: 'Kursiv', fr: 'Italique' },
  bulletList: { pl: 'Lista punktowana', en: 'Bulleted list', de: 'Aufzählung', fr: 'Liste à puces' },
  numberedList: { pl: 'Lista numerowana', en: 'Numbered list', de: 'Nummerierte Liste', fr: 'Liste numérotée' },
  addAttachments: { pl: 'Dodaj załączniki', en: 'Add attachments', de: 'Anhänge hinzufügen', fr: 'Ajouter des pièces jointes' },
  remove: { pl: 'Usuń %{name}', en: 'Remove %{name}', de: '%{name} entfernen', fr: 'Retirer %{name}' },
  totalSize: { pl: 'Razem %{size} (limit %{limit})', en: 'Together %{size} (limit %{limit})', de: 'Zusammen %{size} (Grenze %{limit})', fr: 'Au total %{size} (limite %{limit})' },
  tooLarge: { pl: 'Załączniki razem przekraczają %{limit}', en: 'The attachments together exceed %{limit}', de: 'Die Anhänge überschreiten zusammen %{limit}', fr: 'Les pièces jointes dépassent ensemble %{limit}' },
  send: { pl: 'Wyślij', en: 'Send', de: 'Senden', fr: 'Envoyer' },
  sending: { pl: 'Wysyłanie… %{percent}%', en: 'Sending… %{percent}%', de: 'Wird gesendet… %{percent}%', fr: 'Envoi… %{percent} %' },
  addressHelp: { pl: 'Wpisz adres lub nazwę; Enter albo przecinek dodaje adres', en: 'Type an address or a name; Enter or a comma adds the address', de: 'Adresse oder Namen eingeben; Enter oder Komma fügt die Adresse hinzu', fr: 'Saisissez une adresse ou un nom ; Entrée ou une virgule ajoute l’adresse' },
  badAddress: { pl: 'Niepoprawny adres: %{address}', en: 'Not a valid address: %{address}', de: 'Keine gültige Adresse: %{address}', fr: 'Adresse non valide : %{address}' },
  needRecipient: { pl: 'Podaj co najmniej jednego odbiorcę', en: 'Give at least one recipient', de: 'Geben Sie mindestens einen Empfänger an', fr: 'Indiquez au moins un destinataire' },
  outgoing: { pl: 'Wiadomość wysyłana', en: 'Outgoing message', de: 'Ausgehende Nachricht', fr: 'Message sortant' },
  state: { pl: 'Stan', en: 'State', de: 'Status', fr: 'État' },
  state_queued: { pl: 'W kolejce', en: 'Queued', de: 'In der Warteschlange', fr: 'En attente' },
  state_sent: { pl: 'Wysłana', en: 'Sent', de: 'Gesendet', fr: 'Envoyé' },
  state_failed: { pl: 'Błąd wysyłki', en: 'Failed', de: 'Fehlgeschlagen', fr: 'Échec' },
  serverAnswer: { pl: 'Odpowiedź serwera: %{answer}', en: "The server's answer: %{answer}", de: 'Antwort des Servers: %{answer}', fr: 'Réponse du serveur : %{answer}' },
  attempts: { pl: 'Próby: %{n}', en: 'Attempts: %{n}', de: 'Versuche: %{n}', fr: 'Tentatives : %{n}' },
  sentAt: { pl: 'Wysłano', en: 'Sent at', de: 'Gesendet am', fr: 'Envoyé le' },
  retry: { pl: 'Wyślij ponownie', en: 'Send again', de: 'Erneut senden', fr: 'Renvoyer' },
  retried: { pl: 'Wiadomość wróciła do kolejki', en: 'The message is queued again', de: 'Die Nachricht ist wieder in der Warteschlange', fr: 'Le message est de nouveau en attente' },
  edit: { pl: 'Edytuj', en: 'Edit', de: 'Bearbeiten', fr: 'Modifier' },
  editEmail: { pl: 'Edycja e-maila', en: 'Editing an e-mail', de: 'E-Mail bearbeiten', fr: "Modification d'un e-mail" },
  saveAndSend: { pl: 'Zapisz i wyślij', en: 'Save and send', de: 'Speichern und senden', fr: 'Enregistrer et envoyer' },
  alreadySent: { pl: 'Ta wiadomość została już wysłana i nie można jej zmienić.', en: 'This message has been sent and can no longer be changed.', de: 'Diese Nachricht wurde bereits gesendet und kann nicht mehr geändert werden.', fr: 'Ce message a déjà été envoyé et ne peut plus être modifié.' },
  delete: { pl: 'Usuń', en: 'Delete', de: 'Löschen', fr: 'Supprimer' },
  deleteConfirm: { pl: 'Usunąć tę wiadomość? Nie zostanie wysłana, a jej załączniki zostaną usunięte.', en: 'Delete this message? It will not be sent and its attachments are deleted.', de: 'Diese Nachricht löschen? Sie wird nicht gesendet, und ihre Anhänge werden gelöscht.', fr: 'Supprimer ce message ? Il ne sera pas envoyé et ses pièces jointes seront supprimées.' },
  deleted: { pl: 'Wiadomość została usunięta', en: 'The message was deleted', de: 'Die Nachricht wurde gelöscht', fr: 'Le message a été supprimé' },
  refresh: { pl: 'Odśwież', en: 'Refresh', de: 'Aktualisieren', fr: 'Actualiser' },
  noSent: { pl: 'Nie wysłano jeszcze żadnej wiadomości.', en: 'No message has been sent yet.', de: 'Es wurde noch keine Nachricht gesendet.', fr: "Aucun message n'a encore été envoyé." },
  regarding: { pl: 'Dotyczy', en: 'Regarding', de: 'Betrifft', fr: 'Concerne' },
  passwordSet: { pl: 'Hasło zapisane. Wpisz nowe, aby je zmienić.', en: 'A password is stored. Type a new one to change it.', de: 'Ein Passwort ist gespeichert. Geben Sie ein neues ein, um es zu ändern.', fr: 'Un mot de passe est enregistré. Saisissez-en un nouveau pour le changer.' },
  passwordNotSet: { pl: 'Hasło nie jest zapisane.', en: 'No password is stored.', de: 'Kein Passwort gespeichert.', fr: "Aucun mot de passe n'est enregistré." },
  testConnection: { pl: 'Sprawdź połączenie', en: 'Test connection', de: 'Verbindung testen', fr: 'Tester la connexion' },
  testing: { pl: 'Sprawdzanie połączenia…', en: 'Testing the connection…', de: 'Verbindung wird getestet…', fr: 'Test de la connexion…' },
  testOk: { pl: 'działa', en: 'works', de: 'funktioniert', fr: 'fonctionne' },
  stage_dns: { pl: 'nazwa serwera (DNS)', en: 'server name (DNS)', de: 'Servername (DNS)', fr: 'nom du serveur (DNS)' },
  stage_address: { pl: 'adres niedozwolony', en: 'address not allowed', de: 'Adresse nicht erlaubt', fr: 'adresse non autorisée' },
  stage_tcp: { pl: 'połączenie (TCP)', en: 'connection (TCP)', de: 'Verbindung (TCP)', fr: 'connexion (TCP)' },
  stage_tls: { pl: 'szyfrowanie (TLS)', en: 'encryption (TLS)', de: 'Verschlüsselung (TLS)', fr: 'chiffrement (TLS)' },
  stage_auth: { pl: 'logowanie', en: 'sign-in', de: 'Anmeldung', fr: 'authentification' },
  stage_timeout: { pl: 'brak odpowiedzi', en: 'no answer', de: 'keine Antwort', fr: 'pas de réponse' },
  failedAt: { pl: 'błąd: %{stage}', en: 'failed: %{stage}', de: 'Fehler: %{stage}', fr: 'échec : %{stage}' },
  placeholders: { pl: 'Dozwolone pola szablonu (%{type})', en: 'Placeholders allowed (%{type})', de: 'Erlaubte Platzhalter (%{type})', fr: 'Champs autorisés (%{type})' },
  placeholdersHelp: { pl: 'Wstaw w temacie lub treści, np. {{customer.name}}; inne nazwy nie zostaną zapisane.', en: 'Put them in the subject or body, e.g. {{customer.name}}; other names are refused on save.', de: 'In Betreff oder Text einfügen, z. B. {{customer.name}}; andere Namen werden beim Speichern abgelehnt.', fr: "À placer dans l'objet ou le corps, p. ex. {{customer.name}} ; d'autres noms sont refusés à l'enregistrement." },
} as const satisfies Record<string, Label>;

export type MailTextKey = keyof typeof MAIL_TEXTS;
export type MailText = (key: MailTextKey, params?: Readonly<Record<string, string | number>>) => string;

/** A text in a locale with its parameters filled in. */
export const mailText = (locale: Locale, key: MailTextKey, params: Readonly<Record<string, string | number>> = {}): string =>
  labelText(MAIL_TEXTS[key], locale).replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The mailbox's texts in the user's language, and that language. */
export const useMailText = (): { t: MailText; locale: Locale } => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const current = locale as Locale;
    const t: MailText = (key, params) => mailText(current, key, params);
    return { t, locale: current };
  }, [locale]);
};
