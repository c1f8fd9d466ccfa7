import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * An e-mail account the staff read and send mail with (spec §3 "E-mail account"): its IMAP and
 * SMTP servers, the login and a password that is written, never read back (kept encrypted with
 * AES-256-GCM, answers say `hasPassword` instead), whether received and sent mail is kept, the
 * signature and who may use it (`users`, `groups`; nobody listed means everyone with the `mailbox`
 * right). Stored and served by hand-written code (`server/modules/mailbox/routes/emailAccounts.ts`): the password
 * is encrypted on its way in and the signature sanitised.
 */
export const emailAccount = defineEntity({
  name: 'email_account',
  label: { one: L('Konto e-mail', 'E-mail account', 'E-Mail-Konto', 'Compte e-mail'), many: L('Konta e-mail', 'E-mail accounts', 'E-Mail-Konten', 'Comptes e-mail') , create: { pl: 'Nowe konto e-mail', en: 'New e-mail account', de: 'Neues E-Mail-Konto', fr: 'Nouveau compte e-mail' } },
  menu: 'administration/othersettings/email-accounts',
  detail: 'administration/othersettings/email-account-detail',
  access: 'emailAccounts',
  storage: 'custom',
  endpoints: restEndpoints('email_account'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 200, inList: true, filter: 'q' },
    email: { type: 'text', format: 'email', label: L('Adres e-mail', 'E-mail address', 'E-Mail-Adresse', 'Adresse e-mail'), required: true, maxLength: 254, inList: true, filter: 'q' },
    imapHost: { type: 'text', label: L('Serwer IMAP', 'IMAP server', 'IMAP-Server', 'Serveur IMAP'), maxLength: 253, inList: true },
    imapPort: { type: 'number', integer: true, min: 1, max: 65_535, default: 993, label: L('Port IMAP', 'IMAP port', 'IMAP-Port', 'Port IMAP') },
    imapTls: { type: 'boolean', default: true, label: L('IMAP przez TLS', 'IMAP over TLS', 'IMAP über TLS', 'IMAP via TLS') },
    smtpHost: { type: 'text', label: L('Serwer SMTP', 'SMTP server', 'SMTP-Server', 'Serveur SMTP'), maxLength: 253, inList: true },
    smtpPort: { type: 'number', integer: true, min: 1, max: 65_535, default: 465, label: L('Port SMTP', 'SMTP port', 'SMTP-Port', 'Port SMTP') },
    smtpTls: { type: 'boolean', default: true, label: L('SMTP przez TLS', 'SMTP over TLS', 'SMTP über TLS', 'SMTP via TLS') },
    login: { type: 'text', label: L('Login', 'Login', 'Anmeldename', 'Identifiant'), maxLength: 254 },
    password: {
      type: 'password',
      label: L('Hasło', 'Password', 'Passwort', 'Mot de passe'),
      help: L('Pozostaw puste, aby zachować zapisane hasło', 'Leave blank to keep the stored password', 'Leer lassen, um das gespeicherte Passwort zu behalten', 'Laisser vide pour garder le mot de passe enregistré'),
    },
    storeReceived: { type: 'boolean', default: false, label: L('Zapisuj odebrane', 'Store received mail', 'Empfangene speichern', 'Conserver les reçus'), inList: true },
    storeSent: { type: 'boolean', default: true, label: L('Zapisuj wysłane', 'Store sent mail', 'Gesendete speichern', 'Conserver les envoyés') },
    sentFolder: { type: 'text', default: 'Sent', maxLength: 200, label: L('Folder wysłanych', 'Sent folder', 'Ordner für Gesendete', 'Dossier des envoyés') },
    signature: { type: 'longText', maxLength: 20_000, label: L('Podpis (HTML)', 'Signature (HTML)', 'Signatur (HTML)', 'Signature (HTML)') },
    isActive: { type: 'boolean', default: true, label: common.active, inList: true, filter: 'eq' },
    users: {
      type: 'lines',
      label: L('Użytkownicy', 'Users', 'Benutzer', 'Utilisateurs'),
      help: L('Nikt nie wskazany: każdy z prawem do poczty', 'Nobody listed: everyone with the mailbox right', 'Niemand angegeben: alle mit dem Postfachrecht', 'Personne : tous ceux qui ont le droit à la messagerie'),
      table: 'email_account_user',
      parentKey: 'emailAccountId',
      orderKey: 'lineIndex',
      max: 500,
      fields: { userId: { type: 'reference', target: 'user', onDelete: 'cascade', required: true, label: L('Użytkownik', 'User', 'Benutzer', 'Utilisateur') } },
    },
    groups: {
      type: 'lines',
      label: L('Grupy dostępu', 'Access groups', 'Zugriffsgruppen', "Groupes d'accès"),
      table: 'email_account_group',
      parentKey: 'emailAccountId',
      orderKey: 'lineIndex',
      max: 200,
      fields: { roleGroupId: { type: 'reference', target: 'role_group', onDelete: 'cascade', required: true, label: L('Grupa dostępu', 'Access group', 'Zugriffsgruppe', "Groupe d'accès") } },
    },
  },
  layout: [
    { title: L('Konto', 'Account', 'Konto', 'Compte'), fields: ['name', 'email', 'isActive', 'login', 'password'] },
    { title: L('Poczta przychodząca (IMAP)', 'Incoming mail (IMAP)', 'Eingehende Mail (IMAP)', 'Courrier entrant (IMAP)'), fields: ['imapHost', 'imapPort', 'imapTls', 'storeReceived'] },
    { title: L('Poczta wychodząca (SMTP)', 'Outgoing mail (SMTP)', 'Ausgehende Mail (SMTP)', 'Courrier sortant (SMTP)'), fields: ['smtpHost', 'smtpPort', 'smtpTls', 'storeSent', 'sentFolder'] },
    { title: L('Podpis', 'Signature', 'Signatur', 'Signature'), fields: ['signature'] },
    { title: L('Kto może używać', 'Who may use it', 'Wer es nutzen darf', 'Qui peut l’utiliser'), fields: ['users', 'groups'] },
  ],
  defaultSort: { field: 'name', order: 'ASC' },
});
