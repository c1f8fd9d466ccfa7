import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { ALL_KEYS } from '../auth/access';
import type { Db } from './connection';
import { serializeStages } from '../../src/schemas/bp/graph';
import { newStage } from '../../src/schemas/bp/stages';
import { orderSums } from '../../src/schemas/sales/orderSums';
import { nextDocumentCounter, nextDocumentNumber } from '../core/numerators';
import { warsawDate } from '../core/today';
import { customerRequestComments, entityTable, linesTable, objectVersions, reclamationHistoryEvents, reclamationItems, roleGroups, roleGroupSettings, roleGroupUsers, users } from './tables';

const d = (...descriptions: string[]) => descriptions.map((description) => ({ description }));
/** A name as the local part of an address: lower case, Polish letters without their marks. */
const ascii = (name: string) => name.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

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

const DEMO_CUSTOMERS = [
  { name: 'Okna Nowak Sp. z o.o.', customersGroup: 'HURT', priceCode: 'DEALER', termsOfPayment: 4, abbreviation: 'OKNANOWAK', nip: '7740001454', email: 'biuro@oknanowak.example.pl', phone: '+48 24 367 10 00', address: 'ul. Kolejowa 5', postCode: '09-400', city: 'Płock', region: 'mazowieckie' },
  { name: 'Budmax Jan Wiśniewski', customersGroup: 'HURT', termsOfPayment: 3, abbreviation: 'BUDMAX', nip: '1132853869', email: 'zamowienia@budmax.example.pl', phone: '+48 22 615 40 40', address: 'ul. Wolska 12', postCode: '01-258', city: 'Warszawa', region: 'mazowieckie' },
  { name: 'Dom i Ogród Zielińscy s.c.', customersGroup: 'DETAL', termsOfPayment: 2, abbreviation: 'DIOZ', nip: '9542583988', email: 'kontakt@dioz.example.pl', phone: '+48 32 200 11 22', address: 'ul. Mikołowska 100', postCode: '40-065', city: 'Katowice', region: 'śląskie' },
  { name: 'Fensterbau Schmidt GmbH', customersGroup: 'EKSPORT', termsOfPayment: 1, abbreviation: 'SCHMIDT', email: 'info@schmidt.example.de', address: 'Hauptstraße 7', postCode: '10115', city: 'Berlin', country: 'Niemcy', language: 'de', currency: 'EUR' },
];

const DEMO_RECLAMATIONS: { customer: number; subjects: string[]; fields: Record<string, unknown> }[] = [
  { customer: 0, subjects: ['OKNO', 'OKUCIA'], fields: { client_name: 'Anna', client_surname: 'Kowalczyk', city: 'Płock', sales_order: 'ZS/2026/0412', comment: 'Okno w salonie nie domyka się, okucie ociera o ramę.' } },
  { customer: 1, subjects: ['DRZWI'], fields: { client_name: 'Piotr', client_surname: 'Zając', city: 'Warszawa', sales_order: 'ZS/2026/0388', status: 18, comment: 'Rysa na skrzydle drzwi wejściowych po montażu.' } },
  { customer: 2, subjects: ['ROLETA', 'PARAPET'], fields: { client_name: 'Ewa', client_surname: 'Lis', city: 'Katowice', sales_order: 'ZS/2026/0501', status: 19, comment: 'Roleta zacina się w połowie; parapet pęknięty.' } },
  { customer: 0, subjects: ['SZYBA'], fields: { client_name: 'Marek', client_surname: 'Wójcik', city: 'Płock', sales_order: 'ZS/2026/0290', status: 21, comment: 'Zaparowanie między szybami pakietu.' } },
  { customer: 3, subjects: ['OKNO'], fields: { client_name: 'Klaus', client_surname: 'Becker', city: 'Berlin', sales_order: 'ZS/2026/0333', status: 22, comment: 'Wymiar niezgodny z zamówieniem (zgłoszenie po terminie).' } },
];

/** The company's people (spec §3 employees): names, positions and work contacts of a Polish plant and its sales office. */
const DEMO_EMPLOYEES: Record<string, unknown>[] = [
  ['Katarzyna', 'Nowakowska', 'Kierownik działu reklamacji', '+48 61 100 20 31'],
  ['Tomasz', 'Kaczmarek', 'Specjalista ds. reklamacji', '+48 61 100 20 32'],
  ['Magdalena', 'Wróblewska', 'Specjalista ds. reklamacji', '+48 61 100 20 33'],
  ['Paweł', 'Mazur', 'Serwisant', '+48 601 234 510'],
  ['Grzegorz', 'Krawczyk', 'Serwisant', '+48 601 234 511'],
  ['Agnieszka', 'Piotrowska', 'Handlowiec', '+48 602 345 120'],
  ['Michał', 'Grabowski', 'Handlowiec', '+48 602 345 121'],
  ['Joanna', 'Pawlak', 'Konstruktor', '+48 61 100 20 40'],
  ['Krzysztof', 'Michalski', 'Kierownik produkcji', '+48 61 100 20 50'],
  ['Monika', 'Zielińska', 'Kontroler jakości', '+48 61 100 20 51'],
  ['Łukasz', 'Jabłoński', 'Magazynier', '+48 61 100 20 60'],
  ['Barbara', 'Sikorska', 'Księgowa', '+48 61 100 20 70'],
].map(([firstName, lastName, position, phone]) => ({ firstName, lastName, position, phone, email: `${ascii(firstName)}.${ascii(lastName)}@zaplecze.example.pl` }));

/** The three configurable products (the configurator builds their order lines) and 37 catalogue items. */
const DEMO_PRODUCTS: Record<string, unknown>[] = [
  { code: 'OKNO-PCV', article: 'KONF-001', name: 'Okno PCV na wymiar', description: 'Szerokość, wysokość, kolor, szyba i okucia wybierane w konfiguratorze.', configProduct: true },
  { code: 'DRZWI-ZEW', article: 'KONF-002', name: 'Drzwi zewnętrzne na wymiar', description: 'Wymiar, kierunek otwierania, kolor i wypełnienie z konfiguratora.', configProduct: true },
  { code: 'ROLETA-ZEW', article: 'KONF-003', name: 'Roleta zewnętrzna na wymiar', description: 'Szerokość, wysokość, kolor pancerza i napęd z konfiguratora.', configProduct: true },
  ...[100, 150, 200, 250, 300].map((depth, i) => ({ code: `PARAPET-W-${depth}`, article: `PAR-${100 + i}`, name: `Parapet wewnętrzny ${depth} mm`, unitOfMeasure: 'mb' })),
  ...[150, 200, 250].map((depth, i) => ({ code: `PARAPET-Z-${depth}`, article: `PAR-${200 + i}`, name: `Parapet zewnętrzny stalowy ${depth} mm`, unitOfMeasure: 'mb' })),
  ...['biała', 'srebrna', 'brązowa', 'antracytowa', 'złota'].map((colour, i) => ({ code: `KLAMKA-${i + 1}`, article: `KLA-${300 + i}`, name: `Klamka okienna ${colour}` })),
  ...['biała', 'brązowa', 'antracytowa'].map((colour, i) => ({ code: `KLAMKA-D-${i + 1}`, article: `KLA-${400 + i}`, name: `Klamka drzwiowa z szyldem ${colour}`, unitOfMeasure: 'kpl.' })),
  ...['czarna', 'szara', 'biała'].map((colour, i) => ({ code: `USZCZELKA-${i + 1}`, article: `USZ-${500 + i}`, name: `Uszczelka przylgowa ${colour}`, unitOfMeasure: 'mb' })),
  ...['2-szybowy 4/16/4', '3-szybowy 4/12/4/12/4', '3-szybowy bezpieczny P2/16/4/16/4'].map((kind, i) => ({ code: `SZYBA-${i + 1}`, article: `SZY-${600 + i}`, name: `Pakiet szybowy ${kind}`, unitOfMeasure: 'm2' })),
  ...['rozwierny', 'uchylno-rozwierny', 'uchylny', 'przesuwny'].map((kind, i) => ({ code: `OKUCIE-${i + 1}`, article: `OKU-${700 + i}`, name: `Zestaw okuć ${kind}`, unitOfMeasure: 'kpl.' })),
  ...['biała', 'brązowa'].map((colour, i) => ({ code: `MOSKITIERA-${i + 1}`, article: `MOS-${800 + i}`, name: `Moskitiera ramkowa ${colour}` })),
  { code: 'PIANKA-750', article: 'MON-900', name: 'Pianka montażowa 750 ml' },
  { code: 'TASMA-PAROSZCZ', article: 'MON-901', name: 'Taśma paroszczelna 70 mm', unitOfMeasure: 'mb' },
  { code: 'TASMA-PAROPRZ', article: 'MON-902', name: 'Taśma paroprzepuszczalna 70 mm', unitOfMeasure: 'mb' },
  { code: 'KOTWA-100', article: 'MON-903', name: 'Kotwa montażowa 100 mm', unitOfMeasure: 'op.' },
  { code: 'SILIKON-BIALY', article: 'MON-904', name: 'Silikon sanitarny biały 280 ml' },
  { code: 'NAWIEWNIK', article: 'WEN-950', name: 'Nawiewnik okienny higrosterowany' },
  { code: 'ROLETA-DZIEN-NOC', article: 'ROL-960', name: 'Roleta dzień-noc (wycofana)', status: 'Inactive' },
  { code: 'SERWIS-REGULACJA', article: 'USL-990', name: 'Usługa: regulacja okuć', unitOfMeasure: 'usł.' },
  { code: 'SERWIS-MONTAZ', article: 'USL-991', name: 'Usługa: montaż okna', unitOfMeasure: 'usł.' },
];

/** One e-mail template per record type, each the default "write an e-mail" opens for its records. */
export const DEMO_EMAIL_TEMPLATES: Record<string, unknown>[] = [
  { name: 'Reklamacja: potwierdzenie przyjęcia', recordType: 'reclamation', isDefault: true, subject: 'Reklamacja {{reclamation.number}} została przyjęta', body: '<p>Szanowni Państwo,</p><p>potwierdzamy przyjęcie reklamacji nr <b>{{reclamation.number}}</b> z dnia {{date}}. Obecny status: {{status}}. O dalszych krokach poinformujemy w osobnej wiadomości.</p><p>Z poważaniem<br>{{user.name}}</p>' },
  { name: 'Zamówienie: potwierdzenie', recordType: 'order', isDefault: true, subject: 'Potwierdzenie zamówienia {{order.number}}', body: '<p>Dzień dobry,</p><p>dziękujemy za zamówienie nr <b>{{order.number}}</b> (referencja: {{reference}}). Status: {{status}}.</p><p>Pozdrawiamy<br>{{user.name}}</p>' },
  { name: 'Zapytanie ofertowe: odpowiedź', recordType: 'customerRequest', isDefault: true, subject: 'Odpowiedź na zapytanie {{customerRequest.number}}: {{title}}', body: '<p>Szanowni Państwo,</p><p>w odpowiedzi na zapytanie nr {{customerRequest.number}} ({{title}}) przesyłamy ofertę w załączniku.</p><p>Z poważaniem<br>{{user.name}}</p>' },
  { name: 'Zadanie: informacja dla klienta', recordType: 'task', isDefault: true, subject: 'Sprawa {{task.number}}: {{title}}', body: '<p>Dzień dobry,</p><p>informujemy, że sprawą „{{title}}” (nr {{task.number}}) zajmuje się nasz dział.</p><p>Pozdrawiamy<br>{{user.name}}</p>' },
  { name: 'Wiadomość ogólna', recordType: 'none', isDefault: true, subject: '', body: '<p>Dzień dobry,</p><p></p><p>Pozdrawiamy<br>{{user.name}}</p>' },
];

/**
 * Demo customers, employees, products, reclamations, orders, delivery documents and offer requests
 * for a portal started with `npm start`. Every document is numbered by its numerator like any other
 * (so the numerators go on from the demo's numbers), and every date counts back from the day of
 * seeding: none is after it. Tests make their own data instead.
 */
export const seedDemoData = async (db: Db) =>
  db.transaction(async (tx) => {
    const customers = await tx.insert(entityTable('customer')).values(DEMO_CUSTOMERS).returning({ id: entityTable('customer').id });
    await tx.insert(entityTable('employee')).values(DEMO_EMPLOYEES);
    const products = await tx.insert(entityTable('product')).values(DEMO_PRODUCTS).returning({ id: entityTable('product').id, code: entityTable('product').code, status: entityTable('product').status });
    const surcharges = await seedConfigurator(tx, new Map(products.map((p) => [p.code as string, p.id as number])));
    await seedSales(tx, customers.map((c) => c.id as number), products.filter((p) => p.status !== 'Inactive').map((p) => p.id as number), surcharges);
    await seedOfferRequests(tx, customers.map((c) => c.id as number));
    await seedWork(tx);
    await tx.insert(entityTable('email_template')).values(DEMO_EMAIL_TEMPLATES);
    const subject = entityTable('reclamation_subject');
    const subjects = new Map((await tx.select({ id: subject.id, code: subject.code }).from(subject)).map((r) => [r.code as string, r.id as number]));
    const reclamation = entityTable('reclamation');
    const points = (await tx.select({ id: entityTable('sales_point').id }).from(entityTable('sales_point')).orderBy(asc(entityTable('sales_point').id))).map((p) => p.id as number);
    await seedPastReclamations(tx, customers.map((c) => c.id as number), subjects, points);
    const recent: number[] = [];
    for (const [index, demo] of DEMO_RECLAMATIONS.entries()) {
      const inputDate = new Date(Date.now() - (DEMO_RECLAMATIONS.length - index) * 3 * 86_400_000);
      const [row] = await tx
        .insert(reclamation)
        .values({ ...demo.fields, number: await nextDocumentNumber(tx, 'reclamation', inputDate), input_date: warsawDate(inputDate), customer: customers[demo.customer].id, sales_point: points[index % 2] ?? null })
        .returning({ id: reclamation.id });
      recent.push(row.id as number);
      await tx.insert(reclamationItems).values(demo.subjects.map((code, i) => ({ reclamation_id: row.id, reclamation_subject: subjects.get(code)!, possitionIndex: i })));
      await tx.insert(reclamationHistoryEvents).values({ reclamation_id: row.id, action_type: 1, description: 'Rejestracja: Zarejestrowana' });
    }
    await seedReclamationCosts(tx, recent.slice(0, 3).map((id, i) => ({ id, inputDate: new Date(Date.now() - (DEMO_RECLAMATIONS.length - i) * 3 * 86_400_000) })), sequence(20_260_302));
  });

const PAST_RECLAMATIONS = 14;
const PAST_STATUSES = [21, 22, 21, 21, 20, 21, 19, 22, 21, 18, 21, 22, 21, 20];
const PAST_SUBJECTS = ['OKNO', 'DRZWI', 'ROLETA', 'SZYBA', 'OKUCIA', 'PARAPET'];
const PAST_COMMENTS = ['Nieszczelność przy uszczelce.', 'Uszkodzenie w transporcie.', 'Źle dobrany wymiar.', 'Zarysowanie profilu.', 'Napęd rolety nie reaguje.', 'Pęknięty pakiet szybowy.'];

/**
 * Reclamations of the last half year (one a fortnight, most of them closed), each of a sales point
 * but every fourth, with their costs: the dashboards' cost analyses have months to compare.
 */
const seedPastReclamations = async (tx: Db, customerIds: number[], subjects: ReadonlyMap<string, number>, points: number[]) => {
  const reclamation = entityTable('reclamation');
  const made: { id: number; inputDate: Date }[] = [];
  for (let i = 0; i < PAST_RECLAMATIONS; i++) {
    const inputDate = new Date(Date.now() - (200 - i * 14) * 86_400_000);
    const [row] = await tx
      .insert(reclamation)
      .values({
        number: await nextDocumentNumber(tx, 'reclamation', inputDate),
        input_date: warsawDate(inputDate),
        status: PAST_STATUSES[i],
        customer: customerIds[i % customerIds.length],
        sales_point: i % 4 === 3 ? null : (points[i % points.length] ?? null),
        comment: PAST_COMMENTS[i % PAST_COMMENTS.length],
        amount: 150 + ((i * 137) % 900),
      })
      .returning({ id: reclamation.id });
    await tx.insert(reclamationItems).values({ reclamation_id: row.id, reclamation_subject: subjects.get(PAST_SUBJECTS[i % PAST_SUBJECTS.length])!, possitionIndex: 0 });
    await tx.insert(reclamationHistoryEvents).values({ reclamation_id: row.id, action_type: 1, description: 'Rejestracja: Zarejestrowana' });
    made.push({ id: row.id as number, inputDate });
  }
  await seedReclamationCosts(tx, made, sequence(20_260_301));
};

/** One to three costs of each reclamation, of the cost types in turn, a few days after it came in (never after today). */
const seedReclamationCosts = async (tx: Db, reclamations: { id: number; inputDate: Date }[], random: () => number) => {
  const articles = (await tx.select({ id: entityTable('reclamation_cost_article').id }).from(entityTable('reclamation_cost_article')).orderBy(asc(entityTable('reclamation_cost_article').id))).map((a) => a.id as number);
  if (articles.length === 0) return;
  const rows = reclamations.flatMap(({ id, inputDate }, n) =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => {
      const amount = Math.round((40 + random() * 560) * 100) / 100;
      const day = new Date(Math.min(Date.now(), inputDate.getTime() + (2 + Math.floor(random() * 12)) * 86_400_000));
      return { reclamation_id: id, cost_article: articles[(n + k) % articles.length], description: 'Koszt obsługi reklamacji', cost_date: warsawDate(day), quantity: 1, unit_price: amount, amount };
    }),
  );
  await tx.insert(entityTable('reclamation_cost')).values(rows);
};

export type AdminLogin = { email: string; password?: string };

/**
 * On an empty database: the administrators' group (every right) and its first member, from
 * ADMIN_EMAIL / ADMIN_PASSWORD or with a random password the caller prints once.
 */
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
const sequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const ORDER_STATUS_MIX = ['OFERTA', 'NEW', 'NEW', 'CONFIRMED', 'CONFIRMED', 'READY_FOR_PRODUCTION', 'CLOSED', 'CLOSED', 'CLOSED', 'CANCELED'] as const;
const DEMO_ORDERS = 200;

/**
 * The sales side of the demo: a base price list of every product and the configurator's surcharges (with a 5 % discount for the
 * HURT group, at most 15 %), a dealer list for price code DEALER, and 200 orders of the last half
 * year in every status, numbered by the order numerator, their sums computed like the server's.
 */
const seedSales = async (tx: Db, customerIds: number[], productIds: number[], surcharges: { parameterValueId: number; price: number }[]) => {
  const random = sequence(20_260_101);
  const priceOf = new Map(productIds.map((id, i) => [id, Math.round((i < 3 ? 900 + i * 350 : 12 + random() * 240) * 100) / 100]));
  const list = entityTable('price_list');
  // Valid from the new year before the oldest demo order, whenever the demo is seeded.
  const year = warsawDate(new Date(Date.now() - DEMO_ORDERS * 86_400_000)).slice(0, 4);
  const [base, dealer] = await tx
    .insert(list)
    .values([
      { description: `Cennik podstawowy ${year}`, currency: 'PLN', validFrom: `${year}-01-01` },
      { description: `Cennik dealerski ${year}`, priceCode: 'DEALER', currency: 'PLN', validFrom: `${year}-01-01` },
    ])
    .returning({ id: list.id });
  await tx.insert(linesTable('price_list', 'prices')).values([
    ...productIds.map((productId, lineIndex) => ({ priceListId: base.id, lineIndex, productId, price: priceOf.get(productId) })),
    ...productIds.map((productId, lineIndex) => ({ priceListId: dealer.id, lineIndex, productId, price: Math.round(priceOf.get(productId)! * 88) / 100 })),
  ]);
  await tx.insert(linesTable('price_list', 'surcharges')).values(surcharges.map((surcharge, lineIndex) => ({ ...surcharge, priceListId: base.id, lineIndex })));
  await tx.insert(linesTable('price_list', 'discounts')).values([
    { priceListId: base.id, lineIndex: 0, customersGroup: 'HURT', discountPercent: 5, maxDiscount: 15, discountPriority: 1 },
    { priceListId: dealer.id, lineIndex: 0, customersGroup: 'HURT', discountPercent: 3, maxDiscount: 10, discountPriority: 1 },
  ]);
  const order = entityTable('sales_order');
  const orderLines = linesTable('sales_order', 'products');
  const now = Date.now();
  for (let n = 0; n < DEMO_ORDERS; n++) {
    const createdAt = new Date(now - Math.floor((DEMO_ORDERS - n) * 0.9 * 86_400_000 + random() * 40_000_000));
    const number = await nextDocumentCounter(tx, 'order', createdAt);
    const count = 1 + Math.floor(random() * 5);
    const lines = Array.from({ length: count }, () => {
      const productId = productIds[Math.floor(random() * productIds.length)];
      return { productId, quantity: 1 + Math.floor(random() * 8), price: priceOf.get(productId)!, discountPercent: random() < 0.3 ? 5 : 0, vat: 23 };
    });
    const sums = orderSums(lines);
    const status = ORDER_STATUS_MIX[Math.floor(random() * ORDER_STATUS_MIX.length)];
    const [row] = await tx
      .insert(order)
      .values({
        numberStr: number.text,
        prefix: number.prefix,
        number: number.counter,
        status,
        customerId: customerIds[n % customerIds.length],
        reference: `Budowa ${['Poznań', 'Płock', 'Warszawa', 'Katowice', 'Berlin'][n % 5]} ${100 + n}`,
        currency: 'PLN',
        termsOfPayment: 1 + (n % 4),
        // Three weeks after the order, or today for a younger one: the demo holds no day after the one it is seeded on.
        deliveryDate: warsawDate(new Date(Math.min(now, createdAt.getTime() + 21 * 86_400_000))),
        ...sums.total,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((line, lineIndex) => {
        const { discountSum, sumNetto, sumVat, sumBrutto } = sums.lines[lineIndex];
        return { ...line, discountSum, sumNetto, sumVat, sumBrutto, orderId: row.id, lineIndex };
      }),
    );
    await tx.insert(objectVersions).values({ object_type: 'order', object_id: row.id as number, version: 1, action: 'created', data: { ...row, products: lines }, createdAt });
    // A closed order went out with an issued delivery document.
    if (status === 'CLOSED') await seedDeliveryDocument(tx, row, lines, sums, new Date(Math.min(now, createdAt.getTime() + 20 * 86_400_000)));
  }
};

/** An issued delivery document (WZ) of a demo order, numbered by the WZ numerator on the day it was issued: its customer, terms and lines. */
const seedDeliveryDocument = async (tx: Db, order: Record<string, unknown>, lines: { productId: number; quantity: number; price: number; discountPercent: number; vat: number }[], sums: ReturnType<typeof orderSums>, issuedAt: Date) => {
  const document = entityTable('delivery_document');
  const number = await nextDocumentCounter(tx, 'delivery_document', issuedAt);
  const [row] = await tx
    .insert(document)
    .values({
      number: number.text,
      prefix: number.prefix ?? 'WZLC',
      status: 'ISSUED',
      customerId: order.customerId,
      baseDocument: order.id,
      reference: order.reference,
      termsOfPayment: order.termsOfPayment,
      deliveryDate: order.deliveryDate,
      shipmentDate: warsawDate(issuedAt),
      sumNetto: sums.total.sumNetto,
      sumVat: sums.total.sumVat,
      sumBrutto: sums.total.sumBrutto,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    })
    .returning({ id: document.id });
  await tx.insert(linesTable('delivery_document', 'products')).values(
    lines.map((line, lineIndex) => {
      const { sumNetto, sumVat, sumBrutto } = sums.lines[lineIndex];
      return { ...line, sumNetto, sumVat, sumBrutto, deliveryDocumentId: row.id, lineIndex };
    }),
  );
};

type DemoValue = { label: string; isDefault?: boolean; surcharge?: number; properties?: { propId: string; propValue: string; calculated?: boolean }[] };
type DemoProductConfiguration = {
  parameters: { name: string; addDescription?: boolean; values: DemoValue[] }[];
  /** When `when` (parameter/value labels) is chosen, `parameter` may take only `allowed`. */
  rules: { description: string; when: [string, string]; parameter: string; allowed: string[] }[];
  variables: { name: string; expression: string; description: string }[];
};

const AREA = { name: 'area', expression: 'length * height / 1000000', description: 'Powierzchnia [m²]' };
const COLOURS: DemoValue[] = [{ label: 'Biały', isDefault: true }, { label: 'Złoty dąb', surcharge: 180 }, { label: 'Antracyt', surcharge: 220 }];

/** The three configurable products' parameters, values (with properties), rules and variables. */
const DEMO_CONFIGURATIONS: Record<string, DemoProductConfiguration> = {
  'OKNO-PCV': {
    parameters: [
      { name: 'Otwieranie', values: [{ label: 'Rozwierne', isDefault: true }, { label: 'Uchylno-rozwierne', surcharge: 120 }, { label: 'Stałe' }] },
      { name: 'Okucia', values: [{ label: 'Standard', isDefault: true }, { label: 'Antywłamaniowe RC2', surcharge: 260 }] },
      { name: 'Kolor', values: COLOURS },
      {
        name: 'Szyba',
        values: [
          { label: '2-szybowa 4/16/4', properties: [{ propId: 'uw', propValue: '1.1' }, { propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }] },
          { label: '3-szybowa 4/12/4/12/4', isDefault: true, surcharge: 150, properties: [{ propId: 'uw', propValue: '0.7' }, { propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }] },
          { label: '3-szybowa bezpieczna P2', surcharge: 340, properties: [{ propId: 'uw', propValue: '0.7' }, { propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }] },
        ],
      },
    ],
    rules: [{ description: 'Okno stałe: tylko okucia standardowe', when: ['Otwieranie', 'Stałe'], parameter: 'Okucia', allowed: ['Standard'] }],
    variables: [AREA, { name: 'perimeter', expression: '2 * (length + height) / 1000', description: 'Obwód [m]' }],
  },
  'DRZWI-ZEW': {
    parameters: [
      { name: 'Kierunek otwierania', values: [{ label: 'Lewe', isDefault: true }, { label: 'Prawe' }] },
      { name: 'Kolor', values: COLOURS },
      { name: 'Wypełnienie', values: [{ label: 'Pełne', isDefault: true }, { label: 'Przeszklone', surcharge: 420 }] },
    ],
    rules: [],
    variables: [AREA],
  },
  'ROLETA-ZEW': {
    parameters: [
      { name: 'Kolor pancerza', values: [{ label: 'Biały', isDefault: true }, { label: 'Szary' }, { label: 'Antracyt', surcharge: 90 }] },
      { name: 'Napęd', values: [{ label: 'Ręczny', isDefault: true }, { label: 'Elektryczny', surcharge: 480 }, { label: 'Elektryczny z pilotem', surcharge: 620 }] },
    ],
    rules: [],
    variables: [AREA],
  },
};

/** The configurator's demo definitions; answers the surcharges of its values for the base price list. */
const seedConfigurator = async (tx: Db, productIds: ReadonlyMap<string, number>) => {
  const parameter = entityTable('product_parameter');
  const value = entityTable('parameter_value');
  const rule = entityTable('parameter_rule');
  const surcharges: { parameterValueId: number; price: number }[] = [];
  for (const [code, demo] of Object.entries(DEMO_CONFIGURATIONS)) {
    const productId = productIds.get(code)!;
    const valueIds = new Map<string, number>();
    const parameterIds = new Map<string, number>();
    for (const [sortOrder, demoParameter] of demo.parameters.entries()) {
      const [row] = await tx.insert(parameter).values({ productId, name: demoParameter.name, sortOrder, addDescription: demoParameter.addDescription ?? true }).returning({ id: parameter.id });
      parameterIds.set(demoParameter.name, row.id as number);
      for (const [valueOrder, demoValue] of demoParameter.values.entries()) {
        const [made] = await tx.insert(value).values({ parameterId: row.id, label: demoValue.label, isDefault: demoValue.isDefault ?? false, sortOrder: valueOrder }).returning({ id: value.id });
        valueIds.set(`${demoParameter.name}/${demoValue.label}`, made.id as number);
        if (demoValue.surcharge) surcharges.push({ parameterValueId: made.id as number, price: demoValue.surcharge });
        if (demoValue.properties?.length) {
          await tx.insert(linesTable('parameter_value', 'properties')).values(demoValue.properties.map((p, lineIndex) => ({ ...p, calculated: p.calculated ?? false, parameterValueId: made.id, lineIndex })));
        }
      }
    }
    for (const demoRule of demo.rules) {
      const [made] = await tx
        .insert(rule)
        .values({ description: demoRule.description, whenValueId: valueIds.get(demoRule.when.join('/')), parameterId: parameterIds.get(demoRule.parameter) })
        .returning({ id: rule.id });
      await tx.insert(linesTable('parameter_rule', 'allowedValues')).values(demoRule.allowed.map((label, lineIndex) => ({ ruleId: made.id, lineIndex, valueId: valueIds.get(`${demoRule.parameter}/${label}`) })));
    }
    await tx.insert(entityTable('expression_variable')).values(demo.variables.map((v) => ({ ...v, productId })));
  }
  return surcharges;
};

const REQUEST_TOPICS = ['Okna do domu jednorodzinnego', 'Wymiana stolarki w biurze', 'Drzwi zewnętrzne z montażem', 'Rolety do hali', 'Okna dachowe i parapety', 'Przeszklenie klatki schodowej'];
const REQUEST_COMMENTS = ['Klient prosi o wycenę w dwóch wariantach kolorystycznych.', 'Wysłano pytania o wymiary otworów.', 'Pomiar zaplanowany na przyszły tydzień.', 'Klient zaakceptował wstępną ofertę.'];
const DEMO_REQUESTS = 60;

/**
 * 60 offer requests of the last three months in every status, with tags and comments; every sixth
 * became an order (an offer made from it, linked both ways).
 */
/**
 * Who does the work in the demo: an executor for every user (the administrator), a service team
 * and the quality department; two roles, three task templates, and an active reclamation process
 * with a condition (a claim over 1000 zł gets an inspection at the customer's first).
 */
const seedWork = async (tx: Db) => {
  await tx.insert(entityTable('document_numerator')).values({ description: 'Zadania', documentType: 'task', prefix: 'ZAD', format: '{prefix}/{number}/{year}', padding: 5 }).onConflictDoNothing();
  const executor = entityTable('executor');
  const people = await tx.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.id));
  const personal = people.length > 0 ? await tx.insert(executor).values(people.map((u, i) => ({ code: `U${i + 1}`, name: u.name || `Użytkownik ${i + 1}`, userId: u.id }))).returning({ id: executor.id }) : [];
  const [service, quality] = await tx
    .insert(executor)
    .values([
      { code: 'SERWIS-1', name: 'Serwis – ekipa 1' },
      { code: 'JAKOSC', name: 'Dział jakości' },
    ])
    .returning({ id: executor.id });
  const role = entityTable('executor_role');
  const [complaints, serviceRole] = await tx.insert(role).values([{ name: 'Dział reklamacji' }, { name: 'Serwis' }]).returning({ id: role.id });
  const members = linesTable('executor_role', 'executors');
  await tx.insert(members).values([
    ...personal.map((p, i) => ({ executorRoleId: complaints.id, executorId: p.id, lineIndex: i })),
    { executorRoleId: complaints.id, executorId: quality.id, lineIndex: personal.length },
    { executorRoleId: serviceRole.id, executorId: service.id, lineIndex: 0 },
  ]);
  await tx.insert(entityTable('task_template')).values([
    { name: 'Oględziny u klienta', description: 'Umówić termin, obejrzeć wyrób na miejscu, zrobić zdjęcia.', executorRoleId: serviceRole.id, term: 3 },
    { name: 'Decyzja reklamacyjna', description: 'Rozpatrzyć reklamację i wpisać decyzję.', executorRoleId: complaints.id, term: 2 },
    { name: 'Kontakt z klientem', description: 'Zadzwonić do klienta i potwierdzić szczegóły zgłoszenia.', executorId: personal[0]?.id ?? quality.id, term: 1 },
  ]);
  const stages = [
    newStage({ id: 'weryfikacja', text: 'Weryfikacja zgłoszenia', next: 'kwota', executionTerm: 1, executorRoleId: complaints.id }),
    newStage({ id: 'kwota', text: 'Roszczenie powyżej 1000 zł?', isCondition: true, conditionCode: 'return Number(owner.amount) > 1000;', next: 'ogledziny', nextNo: 'decyzja' }),
    newStage({ id: 'ogledziny', text: 'Oględziny u klienta', next: 'decyzja', executionTerm: 3, executorRoleId: serviceRole.id }),
    newStage({
      id: 'decyzja',
      text: 'Decyzja reklamacyjna',
      executionTerm: 2,
      executorRoleId: complaints.id,
      beforeExecution: "if (!task.executionResult) return 'wpisz decyzję w wyniku wykonania';\nreturn true;",
      onExecution: "owner.set('internal_comment', 'Decyzja: ' + task.executionResult);\nlog('decyzja zapisana w uwagach wewnętrznych');",
    }),
  ];
  await tx.insert(entityTable('bp_definition')).values({
    description: 'Obsługa reklamacji',
    ownerObjectName: 'reclamation',
    isActive: true,
    status: 'Active',
    stages: serializeStages(stages),
    stageSettingsList: '',
  });
};

const seedOfferRequests = async (tx: Db, customerIds: number[]) => {
  const random = sequence(20_260_315);
  const request = entityTable('customer_request');
  const order = entityTable('sales_order');
  const [admin] = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const offers = await tx.select({ id: order.id, customerId: order.customerId }).from(order).where(eq(order.status, 'OFERTA')).orderBy(asc(order.id));
  for (let n = 0; n < DEMO_REQUESTS; n++) {
    const createdAt = new Date(Date.now() - Math.floor((DEMO_REQUESTS - n) * 1.5 * 86_400_000 + random() * 30_000_000));
    const customerId = customerIds[n % customerIds.length];
    const offer = n % 6 === 0 ? offers.find((o) => o.customerId === customerId) : undefined;
    if (offer) offers.splice(offers.indexOf(offer), 1);
    const [row] = await tx
      .insert(request)
      .values({
        number: await nextDocumentNumber(tx, 'customer_request', createdAt),
        customerId,
        title: `${REQUEST_TOPICS[n % REQUEST_TOPICS.length]} (${n + 1})`,
        status: 1 + Math.floor(random() * 4),
        manager: admin?.id ?? null,
        author: admin?.id ?? null,
        canceled: n % 15 === 14,
        sendingDate: n % 3 === 0 ? warsawDate(createdAt) : null,
        description: 'Zapytanie z formularza kontaktowego: prośba o ofertę wraz z montażem.',
        orderId: offer?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: request.id });
    if (offer) await tx.update(order).set({ customerRequestId: row.id }).where(eq(order.id, offer.id));
    if (n % 2 === 0) await tx.insert(linesTable('customer_request', 'tags')).values({ customerRequestId: row.id, lineIndex: 0, tagId: 1 + (n % 3) });
    const comments = 1 + Math.floor(random() * 3);
    await tx.insert(customerRequestComments).values(
      Array.from({ length: comments }, (_, i) => ({ customer_request_id: row.id, text: REQUEST_COMMENTS[(n + i) % REQUEST_COMMENTS.length], user_id: admin?.id ?? null, createdAt: new Date(createdAt.getTime() + (i + 1) * 3_600_000) })),
    );
  }
};
