import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { ALL_KEYS } from '../auth/access';
import type { Db } from './connection';
import { entityTable, roleGroups, roleGroupSettings, roleGroupUsers, users } from './tables';

const d = (...descriptions: string[]) => descriptions.map((description) => ({ description }));

/** Dictionary rows of a fresh portal, as a Polish service department starts with them. */
const DEMO: Record<string, Record<string, unknown>[]> = {
  reclamation_status_group: [
    { id: 1, description: 'Otwarte' },
    { id: 2, description: 'W realizacji' },
    { id: 3, description: 'Zamknięte' },
  ],
  reclamation_status: [
    { id: 17, description: 'Zarejestrowana', statusGroupId: 1, color: '#1976d2' },
    { id: 18, description: 'W analizie', statusGroupId: 2, color: '#ed6c02' },
    { id: 19, description: 'Oczekuje na decyzję', statusGroupId: 2, color: '#9c27b0' },
    { id: 20, description: 'W naprawie', statusGroupId: 2, color: '#0288d1' },
    { id: 21, description: 'Uznana', statusGroupId: 3, color: '#2e7d32', isFinal: true },
    { id: 22, description: 'Odrzucona', statusGroupId: 3, color: '#d32f2f', isFinal: true },
  ],
  reclamation_subject: [
    { code: 'DRZWI', description: 'Drzwi' },
    { code: 'OKNO', description: 'Okno' },
    { code: 'ROLETA', description: 'Roleta zewnętrzna' },
    { code: 'PARAPET', description: 'Parapet' },
    { code: 'OKUCIA', description: 'Okucia' },
    { code: 'SZYBA', description: 'Pakiet szybowy' },
  ],
  reclamation_type: d('Reklamacja klienta', 'Reklamacja wewnętrzna', 'Reklamacja dostawcy', 'Serwis pogwarancyjny'),
  reclamation_perpetrator: d('Produkcja', 'Montaż', 'Transport', 'Dostawca', 'Klient'),
  reclamation_reason: d('Uszkodzenie mechaniczne', 'Wada materiałowa', 'Błąd wymiarowy', 'Błąd montażu', 'Niezgodność z zamówieniem', 'Uszkodzenie w transporcie'),
  reclamation_execution_type: d('Naprawa u klienta', 'Naprawa w zakładzie', 'Wymiana elementu', 'Wymiana produktu', 'Korekta faktury'),
  reclamation_decision: d('Uznana w całości', 'Uznana częściowo', 'Odrzucona', 'Do dalszej analizy'),
  reclamation_cost_article: [
    { code: 'ROB', description: 'Robocizna' },
    { code: 'MAT', description: 'Materiały' },
    { code: 'TRANS', description: 'Transport' },
    { code: 'DOJ', description: 'Dojazd serwisu' },
  ],
  delivery_type: [
    { code: 'KURIER', description: 'Kurier', price: 35 },
    { code: 'WLASNY', description: 'Transport własny', price: 0 },
    { code: 'ODBIOR', description: 'Odbiór osobisty', price: 0 },
  ],
  sales_point: [
    { name: 'Salon Warszawa', address: 'ul. Grójecka 120', postCode: '02-383', city: 'Warszawa', phone: '+48 22 111 22 33', email: 'warszawa@example.pl' },
    { name: 'Salon Kraków', address: 'ul. Wielicka 28', postCode: '30-552', city: 'Kraków', phone: '+48 12 444 55 66', email: 'krakow@example.pl' },
  ],
  firm: [
    {
      name: 'Zaplecze Produkcja Sp. z o.o.',
      abbreviation: 'ZPR',
      nip: '5260250995',
      address: 'ul. Przemysłowa 12',
      postCode: '61-001',
      city: 'Poznań',
      phone: '+48 61 100 20 30',
      email: 'biuro@example.pl',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      isDefault: true,
    },
  ],
  document_numerator: [
    { description: 'Reklamacje', documentType: 'reclamation', prefix: 'REK', format: '{prefix}/{number}/{year}', padding: 5 },
    { description: 'Zamówienia', documentType: 'order', prefix: 'ZAM', format: '{prefix}-{number}', padding: 6, resetPeriod: 'never' },
    { description: 'Zapytania ofertowe', documentType: 'customer_request', prefix: 'ZO', format: '{prefix}/{number}/{year}', padding: 5 },
    { description: 'Dokumenty WZ', documentType: 'delivery_document', prefix: 'WZLC', format: '{prefix}/{number}/{month}/{year}', padding: 4, resetPeriod: 'month' },
  ],
  terms_of_payment: [
    { description: 'Przedpłata', days: 0 },
    { description: '7 dni', days: 7 },
    { description: '14 dni', days: 14 },
    { description: '30 dni', days: 30 },
  ],
  customer_request_status: [
    { description: 'Nowe', color: '#1976d2' },
    { description: 'W wycenie', color: '#ed6c02' },
    { description: 'Oferta wysłana', color: '#9c27b0' },
    { description: 'Zamknięte', color: '#2e7d32' },
  ],
  customer_request_tag: [
    { description: 'Pilne', color: '#d32f2f' },
    { description: 'Duży klient', color: '#2e7d32' },
    { description: 'Eksport', color: '#0288d1' },
  ],
};

/** Fills the dictionaries with demo rows; identity sequences move past seeded ids. */
export const seedDictionaries = async (db: Db) => {
  for (const [name, rows] of Object.entries(DEMO)) {
    const table = entityTable(name);
    await db.insert(table).values(rows).onConflictDoNothing();
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${name}"))`));
  }
};

export type AdminLogin = { email: string; password?: string };

/** The e-mail of the longest-standing active user in a group holding every key (the administrators). */
export const firstAdministrator = async (db: Db): Promise<string | undefined> => {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roleGroupUsers, eq(roleGroupUsers.userId, users.id))
    .innerJoin(roleGroupSettings, and(eq(roleGroupSettings.roleGroupId, roleGroupUsers.roleGroupId), eq(roleGroupSettings.key, ALL_KEYS), eq(roleGroupSettings.isForbidden, false)))
    .where(eq(users.user_status, 1))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.email;
};

/**
 * On an empty database: the administrators' group (every right) and its first member, from
 * ADMIN_EMAIL / ADMIN_PASSWORD or with a random password the caller prints once.
 */
export const ensureAdministrator = async (db: Db, email = 'admin@zaplecze.local', password?: string): Promise<AdminLogin | undefined> => {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (total > 0) return undefined;
  const chosen = password ?? randomBytes(12).toString('base64url');
  return db.transaction(async (tx) => {
    const [group] = await tx.insert(roleGroups).values({ description: 'Administratorzy' }).returning({ id: roleGroups.id });
    await tx.insert(roleGroupSettings).values({ roleGroupId: group.id, key: ALL_KEYS, canRead: true, canModify: true });
    const [admin] = await tx
      .insert(users)
      .values({ name: 'Administrator', email: email.trim().toLowerCase(), passwordHash: await hashPassword(chosen), user_status: 1 })
      .returning({ id: users.id });
    await tx.insert(roleGroupUsers).values({ roleGroupId: group.id, userId: admin.id });
    return { email: email.trim().toLowerCase(), password: password ? undefined : chosen };
  });
};

/** A repeatable sequence of numbers in [0, 1): the demo data is the same on every first start. */
export const demoSequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

