import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';

/** One e-mail template per record type, each the default "write an e-mail" opens for its records. */
export const DEMO_EMAIL_TEMPLATES: Record<string, unknown>[] = [
  { name: 'Reklamacja: potwierdzenie przyjęcia', recordType: 'reclamation', isDefault: true, subject: 'Reklamacja {{reclamation.number}} została przyjęta', body: '<p>Szanowni Państwo,</p><p>potwierdzamy przyjęcie reklamacji nr <b>{{reclamation.number}}</b> z dnia {{date}}. Obecny status: {{status}}. O dalszych krokach poinformujemy w osobnej wiadomości.</p><p>Z poważaniem<br>{{user.name}}</p>' },
  { name: 'Zamówienie: potwierdzenie', recordType: 'order', isDefault: true, subject: 'Potwierdzenie zamówienia {{order.number}}', body: '<p>Dzień dobry,</p><p>dziękujemy za zamówienie nr <b>{{order.number}}</b> (referencja: {{reference}}). Status: {{status}}.</p><p>Pozdrawiamy<br>{{user.name}}</p>' },
  { name: 'Zapytanie ofertowe: odpowiedź', recordType: 'customerRequest', isDefault: true, subject: 'Odpowiedź na zapytanie {{customerRequest.number}}: {{title}}', body: '<p>Szanowni Państwo,</p><p>w odpowiedzi na zapytanie nr {{customerRequest.number}} ({{title}}) przesyłamy ofertę w załączniku.</p><p>Z poważaniem<br>{{user.name}}</p>' },
  { name: 'Zadanie: informacja dla klienta', recordType: 'task', isDefault: true, subject: 'Sprawa {{task.number}}: {{title}}', body: '<p>Dzień dobry,</p><p>informujemy, że sprawą „{{title}}” (nr {{task.number}}) zajmuje się nasz dział.</p><p>Pozdrawiamy<br>{{user.name}}</p>' },
  { name: 'Wiadomość ogólna', recordType: 'none', isDefault: true, subject: '', body: '<p>Dzień dobry,</p><p></p><p>Pozdrawiamy<br>{{user.name}}</p>' },
];


/** The demo's e-mail templates. */
export const seedMailboxDemo = async (tx: Db) => {
  await tx.insert(entityTable('email_template')).values(DEMO_EMAIL_TEMPLATES);
};
