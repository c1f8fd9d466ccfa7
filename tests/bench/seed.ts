import pg from 'pg';

/**
 * Bulk data for the bench, set-based only: every table is filled by INSERT … SELECT FROM
 * generate_series, in id ranges (chunks) so that progress can be shown. Nothing goes row by row
 * through JavaScript.
 */

export type SeedSize = { reclamations: number; customers: number };
export type OrderSeedSize = { orders: number; customers: number };
export type SeedOutcome = { seeded: boolean; seconds: number; counts: Record<string, number> };

const CHUNK = 200_000;
/** Reclamations spread over about three years, the newest today. */
const DAYS = 3 * 365;

const ids = async (client: pg.Client, table: string): Promise<number[]> =>
  (await client.query<{ id: number }>(`SELECT id FROM "${table}" ORDER BY id`)).rows.map((r) => r.id);

const countOf = async (client: pg.Client, table: string): Promise<number> =>
  Number((await client.query<{ n: string }>(`SELECT count(*)::bigint AS n FROM "${table}"`)).rows[0].n);

const counts = async (client: pg.Client) => ({
  customer: await countOf(client, 'customer'),
  reclamation: await countOf(client, 'reclamation'),
  reclamation_item: await countOf(client, 'reclamation_item'),
  reclamation_history_event: await countOf(client, 'reclamation_history_event'),
});

const ranges = (total: number): [number, number][] => {
  const out: [number, number][] = [];
  for (let lo = 1; lo <= total; lo += CHUNK) out.push([lo, Math.min(total, lo + CHUNK - 1)]);
  return out;
};

/** A random element of an int[] parameter (1-based). */
const pick = (param: string) => `(${param}::int[])[1 + floor(random() * array_length(${param}::int[], 1))::int]`;

const CUSTOMERS_SQL = `
  INSERT INTO customer (id, name, abbreviation, nip, email, phone, address, post_code, city, region)
  SELECT g,
    (ARRAY['Okna','Drzwi','Budmax','Fenster','Dom','Stolbud','Ogrody','Rolmet'])[1 + g % 8] || ' ' ||
      (ARRAY['Nowak','Kowalski','Wiśniewski','Wójcik','Kamiński','Lewandowski','Zieliński','Szymański','Woźniak','Dąbrowski'])[1 + (g / 8) % 10] ||
      ' Sp. z o.o. ' || g,
    'KL' || g,
    'B' || lpad(g::text, 9, '0'),
    'biuro' || g || '@klient.example.pl',
    '+48 ' || (500000000 + g)::text,
    'ul. Przemysłowa ' || (1 + g % 200),
    lpad((g % 100)::text, 2, '0') || '-' || lpad((g % 1000)::text, 3, '0'),
    (ARRAY['Warszawa','Kraków','Poznań','Wrocław','Gdańsk','Łódź','Katowice','Lublin','Płock','Szczecin'])[1 + g % 10],
    (ARRAY['mazowieckie','małopolskie','wielkopolskie','dolnośląskie','pomorskie','łódzkie','śląskie','lubelskie','mazowieckie','zachodniopomorskie'])[1 + g % 10]
  FROM generate_series(1, $1::int) g`;

/**
 * One chunk of reclamations, ids lo…hi. Dates rise with the id over three years; old ones are
 * mostly closed (Uznana / Odrzucona), recent ones spread over the open statuses. Customers are
 * skewed (a few big dealers, a long tail): customer = 1 + floor(C · r²).
 */
const RECLAMATIONS_SQL = `
  INSERT INTO reclamation (id, number, input_date, doc_type, status, customer, type, reason, perpetrator, execution_type,
    decision, decision_date, responsible, sales_point, execution_term, sales_date, sales_order, client_name, client_surname,
    city, post_code, telephone, amount, comment, created_at, updated_at)
  SELECT g,
    'REK/' || lpad(g::text, $3::int, '0') || '/' || extract(year FROM d)::int,
    d,
    CASE WHEN rs < 0.9 THEN 1 ELSE 2 END,
    st,
    1 + floor($4::int * rc * rc)::int,
    ${pick('$5')}, ${pick('$6')}, ${pick('$7')}, ${pick('$8')},
    CASE WHEN st IN (21, 22) THEN ${pick('$9')} END,
    CASE WHEN st IN (21, 22) THEN d + (7 + floor(random() * 30)::int) END,
    CASE WHEN random() < 0.7 THEN $10::int END,
    CASE WHEN random() < 0.8 THEN ${pick('$11')} END,
    d + 14 + floor(random() * 30)::int,
    d - floor(random() * 365)::int,
    'ZS/' || extract(year FROM d)::int || '/' || lpad((g % 10000)::text, 4, '0'),
    (ARRAY['Anna','Piotr','Ewa','Marek','Katarzyna','Tomasz','Agnieszka','Paweł'])[1 + g % 8],
    (ARRAY['Kowalczyk','Zając','Lis','Wójcik','Mazur','Krawczyk','Kaczmarek','Piotrowski'])[1 + (g / 8) % 8],
    (ARRAY['Warszawa','Kraków','Poznań','Wrocław','Gdańsk','Łódź','Katowice','Lublin'])[1 + (g / 64) % 8],
    lpad((g % 100)::text, 2, '0') || '-' || lpad((g % 1000)::text, 3, '0'),
    '+48 ' || (600000000 + g % 100000000)::text,
    round((random() * random() * 8000)::numeric, 2),
    'Zgłoszenie reklamacyjne nr ' || g || ': ' ||
      (ARRAY['okno nie domyka się','rysa na skrzydle','zaparowanie pakietu szybowego','roleta zacina się','pęknięty parapet','brak okucia'])[1 + g % 6],
    d::timestamptz + interval '9 hours',
    d::timestamptz + interval '9 hours'
  FROM (
    SELECT g, d, rs, rc,
      CASE
        WHEN age > 120 THEN CASE WHEN rs < 0.55 THEN 21 WHEN rs < 0.9 THEN 22 WHEN rs < 0.94 THEN 20 WHEN rs < 0.97 THEN 18 ELSE 19 END
        ELSE CASE WHEN rs < 0.2 THEN 17 WHEN rs < 0.45 THEN 18 WHEN rs < 0.6 THEN 19 WHEN rs < 0.75 THEN 20 WHEN rs < 0.9 THEN 21 ELSE 22 END
      END AS st
    FROM (
      SELECT g, current_date - a AS d, a AS age, random() AS rs, random() AS rc
      FROM (SELECT g, (($2::bigint - g) * ${DAYS} / $2::bigint)::int AS a FROM generate_series($1::int, $12::int) g) x
    ) y
  ) s`;

/** 1–3 positions per reclamation (by a hash of its id: about two on average). */
const ITEMS_SQL = `
  INSERT INTO reclamation_item (reclamation_id, reclamation_subject, possition_index, description, quantity)
  SELECT r.id, ${pick('$3')}, i, CASE WHEN i = 0 THEN 'Pozycja główna' END, 1 + floor(random() * 3)::int
  FROM reclamation r CROSS JOIN LATERAL generate_series(0, (hashint4(r.id) & 2147483647) % 3) i
  WHERE r.id BETWEEN $1 AND $2`;

/** 1–3 history events: the registration, then a status change, then the decision. */
const HISTORY_SQL = `
  INSERT INTO reclamation_history_event (reclamation_id, action_type, description, user_id, created_at)
  SELECT r.id,
    CASE WHEN i = 2 THEN 4 ELSE 1 END,
    CASE i WHEN 0 THEN 'Rejestracja: Zarejestrowana' WHEN 1 THEN 'Status: Zarejestrowana → W analizie' ELSE 'Decyzja: Uznana w całości' END,
    CASE WHEN i > 0 THEN $3::int END,
    r.input_date::timestamptz + make_interval(days => i * 3, hours => 9 + i)
  FROM reclamation r CROSS JOIN LATERAL generate_series(0, (hashint4(r.id + 7) & 2147483647) % 3) i
  WHERE r.id BETWEEN $1 AND $2`;

/**
 * Fills customers, reclamations, positions and history to the requested size, unless the
 * database already holds exactly that many customers and reclamations (a second run reuses them).
 */
export const seedBulk = async (url: string, size: SeedSize, log: (line: string) => void): Promise<SeedOutcome> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const before = await counts(client);
    if (before.reclamation === size.reclamations && before.customer === size.customers && before.reclamation_item > 0 && before.reclamation_history_event > 0) {
      log(`bench: reusing ${before.reclamation} reclamations, ${before.customer} customers (set BENCH_FRESH=1 for a new cluster)`);
      return { seeded: false, seconds: 0, counts: before };
    }
    log(`bench: seeding ${size.customers} customers and ${size.reclamations} reclamations`);
    // The rows are consistent by construction: foreign-key triggers are skipped (superuser only),
    // and commits do not wait for the WAL flush.
    await client.query("SET session_replication_role = 'replica'");
    await client.query('SET synchronous_commit = off');
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query('TRUNCATE reclamation_history_event, reclamation_item, reclamation, customer RESTART IDENTITY CASCADE');

    const step = async (label: string, run: () => Promise<unknown>) => {
      const t = performance.now();
      await run();
      log(`bench:   ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    };
    await step(`customers 1…${size.customers}`, () => client.query(CUSTOMERS_SQL, [size.customers]));

    const dictionaryIds: number[][] = [];
    for (const table of ['reclamation_type', 'reclamation_reason', 'reclamation_perpetrator', 'reclamation_execution_type', 'reclamation_decision', 'sales_point', 'reclamation_subject']) {
      dictionaryIds.push(await ids(client, table));
    }
    const [types, reasons, perpetrators, executionTypes, decisions, salesPoints, subjects] = dictionaryIds;
    const adminId = (await client.query<{ id: number }>('SELECT min(id) AS id FROM users')).rows[0].id;
    const width = Math.max(6, String(size.reclamations).length);
    for (const [lo, hi] of ranges(size.reclamations)) {
      await step(`reclamations ${lo}…${hi}`, () =>
        client.query(RECLAMATIONS_SQL, [lo, size.reclamations, width, size.customers, types, reasons, perpetrators, executionTypes, decisions, adminId, salesPoints, hi]),
      );
    }
    for (const [lo, hi] of ranges(size.reclamations)) {
      await step(`positions of ${lo}…${hi}`, () => client.query(ITEMS_SQL, [lo, hi, subjects]));
    }
    for (const [lo, hi] of ranges(size.reclamations)) {
      await step(`history of ${lo}…${hi}`, () => client.query(HISTORY_SQL, [lo, hi, adminId]));
    }
    for (const table of ['customer', 'reclamation', 'reclamation_item', 'reclamation_history_event']) {
      await client.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${table}"))`);
    }
    await client.query("SET session_replication_role = 'origin'");
    // As autovacuum would have done on a live table: visibility map (index-only scans) and statistics.
    await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE) customer, reclamation, reclamation_item, reclamation_history_event'));
    const after = await counts(client);
    const seconds = (performance.now() - started) / 1000;
    log(`bench: seeded in ${seconds.toFixed(1)} s: ${JSON.stringify(after)}`);
    return { seeded: true, seconds, counts: after };
  } finally {
    await client.end();
  }
};

/** Staff users who author the bench's orders (never signed in: the hash is no argon2 hash). */
const AUTHORS_SQL = `
  INSERT INTO users (name, email, password_hash, user_status, user_type)
  SELECT (ARRAY['Anna','Piotr','Ewa','Marek','Katarzyna'])[1 + g % 5] || ' ' || (ARRAY['Handlowa','Sprzedawca','Kowalska','Nowak'])[1 + (g / 5) % 4] || ' ' || g,
    'bench.author' || g || '@zaplecze.local', 'bench', 1, 1
  FROM generate_series(1, $1::int) g
  ON CONFLICT (email) DO NOTHING`;

/**
 * One chunk of orders, ids lo…hi, created over about three years (the newest today, at office
 * hours); old ones are mostly closed, recent ones spread over the open statuses. Customers are
 * skewed as the reclamations' are; most orders are in PLN; the sums are exact to the grosz
 * (gross = net + 23 % VAT, each rounded).
 */
const ORDERS_SQL = `
  INSERT INTO sales_order (id, number_str, prefix, number, status, customer_id, reference, project, currency, terms_of_payment, delivery_method,
    delivery_date, shipment_date, package_material, discount_percent, comment, marked_to_delete, sum_netto, sum_vat, sum_brutto, discount_sum, author,
    created_at, updated_at)
  SELECT g, 'ZAM-' || lpad(g::text, $3::int, '0'), 'ZAM', g, st,
    1 + floor($4::int * rc * rc)::int,
    'REF/' || g,
    CASE WHEN random() < 0.3 THEN 'Budowa ' || (ARRAY['Osiedle Zielone','Hala magazynowa','Szkoła','Dom jednorodzinny','Biurowiec','Przychodnia'])[1 + g % 6] || ' ' || (g % 997) END,
    CASE WHEN rcur < 0.85 THEN 'PLN' WHEN rcur < 0.95 THEN 'EUR' ELSE 'USD' END,
    ${pick('$5')},
    (ARRAY['STANDARD','STANDARD','STANDARD','UNTIL_CERTAIN_DATE','ON_CERTAIN_DATE','VIP'])[1 + g % 6],
    dd,
    CASE WHEN st = 'CLOSED' THEN dd - g % 3 END,
    CASE WHEN g % 4 = 0 THEN 'Folia' ELSE 'Karton' END, 0,
    CASE WHEN random() < 0.2 THEN 'Uwagi do zamówienia ' || g || ': ' ||
      (ARRAY['dostawa na budowę','telefon przed dostawą','faktura zbiorcza','pilne','montaż po stronie klienta'])[1 + g % 5] END,
    random() < 0.02,
    netto, round(netto * 0.23, 2), netto + round(netto * 0.23, 2), 0,
    ${pick('$6')},
    t, t
  FROM (
    SELECT g, t, t::date + 14 + floor(random() * 30)::int AS dd, rc, rcur, netto,
      CASE
        WHEN age > 60 THEN CASE WHEN rs < 0.8 THEN 'CLOSED' WHEN rs < 0.92 THEN 'CANCELED' ELSE 'READY_FOR_PRODUCTION' END
        ELSE CASE WHEN rs < 0.1 THEN 'OFERTA' WHEN rs < 0.4 THEN 'NEW' WHEN rs < 0.7 THEN 'CONFIRMED' WHEN rs < 0.9 THEN 'READY_FOR_PRODUCTION' ELSE 'CANCELED' END
      END AS st
    FROM (
      SELECT g, a AS age, (current_date - a)::timestamptz + make_interval(hours => 7 + g % 10, mins => g % 60) AS t,
        random() AS rs, random() AS rc, random() AS rcur, round((50 + random() * random() * 20000)::numeric, 2) AS netto
      FROM (SELECT g, (($2::bigint - g) * ${DAYS} / $2::bigint)::int AS a FROM generate_series($1::int, $7::int) g) x
    ) y
  ) s`;

const AUTHORS = 20;

/**
 * Fills customers (when their number differs: that empties every table hanging on them) and
 * customer orders to the requested size, unless the database already holds exactly that many.
 */
export const seedOrders = async (url: string, size: OrderSeedSize, log: (line: string) => void): Promise<SeedOutcome> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const orderCounts = async () => ({ customer: await countOf(client, 'customer'), sales_order: await countOf(client, 'sales_order') });
  try {
    const before = await orderCounts();
    // Orders seeded before the list was measured lack the columns it reads (project, comment, shipment date): seeded anew.
    const complete = (await client.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM sales_order WHERE project IS NOT NULL) AS ok')).rows[0].ok;
    if (before.sales_order === size.orders && before.customer === size.customers && complete) {
      log(`bench: reusing ${before.sales_order} orders, ${before.customer} customers (set BENCH_FRESH=1 for a new cluster)`);
      return { seeded: false, seconds: 0, counts: before };
    }
    log(`bench: seeding ${size.orders} orders`);
    await client.query("SET session_replication_role = 'replica'");
    await client.query('SET synchronous_commit = off');
    const step = async (label: string, run: () => Promise<unknown>) => {
      const t = performance.now();
      await run();
      log(`bench:   ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    };
    if (before.customer !== size.customers) {
      log('bench:   the customers differ: every table hanging on them is emptied');
      await client.query('TRUNCATE customer RESTART IDENTITY CASCADE');
      await step(`customers 1…${size.customers}`, () => client.query(CUSTOMERS_SQL, [size.customers]));
      await client.query(`SELECT setval(pg_get_serial_sequence('"customer"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "customer"))`);
    }
    await client.query('TRUNCATE sales_order RESTART IDENTITY CASCADE');
    await client.query(AUTHORS_SQL, [AUTHORS]);
    const authors = (await client.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'bench.author%' ORDER BY id`)).rows.map((r) => r.id);
    const terms = await ids(client, 'terms_of_payment');
    if (terms.length === 0) throw new Error('No terms of payment: the dictionaries are not seeded');
    const width = Math.max(6, String(size.orders).length);
    for (const [lo, hi] of ranges(size.orders)) {
      await step(`orders ${lo}…${hi}`, () => client.query(ORDERS_SQL, [lo, size.orders, width, size.customers, terms, authors, hi]));
    }
    await client.query(`SELECT setval(pg_get_serial_sequence('"sales_order"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "sales_order"))`);
    // The order numerator goes on after the seeded numbers (ZAM-1000001 after ZAM-1000000), as on a live database.
    await client.query(`UPDATE document_numerator SET last_number = $1, last_period = '' WHERE document_type = 'order'`, [size.orders]);
    await client.query("SET session_replication_role = 'origin'");
    await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE) customer, sales_order, users'));
    const after = await orderCounts();
    const seconds = (performance.now() - started) / 1000;
    log(`bench: seeded in ${seconds.toFixed(1)} s: ${JSON.stringify(after)}`);
    return { seeded: true, seconds, counts: after };
  } finally {
    await client.end();
  }
};

/** What the bench prices and orders: catalogue products, one configurable product, price lists and customer groups. */
export type SalesCatalogue = {
  seeded: boolean;
  /** Active, not configurable products (priced by every bench price list). */
  products: number[];
  /** The configurable product: its parameters in order, each with its values' ids in order. */
  configurable: { productId: number; parameters: { id: number; values: number[] }[] };
  /** Customers of the group the base list's discount is for. */
  discountCustomers: number[];
};

export const CATALOGUE_PRODUCTS = 300;
export const CONFIG_PARAMETERS = 10;
export const CONFIG_VALUES = 3;
const CONFIG_CODE = 'BENCH-CFG-10';
const DISCOUNT_GROUP = 'HURT';

/**
 * The catalogue: 300 products (every 50th inactive; short codes and names as the demo's), and one
 * configurable window of 10 parameters with 3 values each.
 */
const PRODUCTS_SQL = `
  INSERT INTO product (code, article, name, description, unit_of_measure, status, config_product)
  SELECT 'BENCH-' || lpad(g::text, 4, '0'), 'ART-' || (10000 + g),
    (ARRAY['Okno PCV','Drzwi zewnętrzne','Roleta','Parapet','Moskitiera','Klamka','Uszczelka','Listwa'])[1 + g % 8] || ' ' || g,
    CASE WHEN g % 4 = 0 THEN 'Produkt katalogowy nr ' || g END,
    CASE WHEN g % 8 IN (6, 7) THEN 'mb' ELSE 'szt.' END,
    CASE WHEN g % 50 = 0 THEN 'Inactive' ELSE 'Active' END,
    false
  FROM generate_series(1, $1::int) g`;

/**
 * Three PLN price lists: the base list valid today (every product, a surcharge per value of the
 * configurable product, a discount for the HURT group and a smaller one for DETAL), last year's
 * base list (expired) and a dealer list (price code DEALER, which no bench customer has). Every
 * list prices every bench product, so the route has to choose.
 */
const PRICE_LISTS_SQL = `
  INSERT INTO price_list (description, price_code, currency, valid_from, valid_to, active)
  VALUES ('Bench: cennik podstawowy', NULL, 'PLN', current_date - 200, NULL, true),
    ('Bench: cennik poprzedni', NULL, 'PLN', current_date - 565, current_date - 201, true),
    ('Bench: cennik dealerski', 'DEALER', 'PLN', current_date - 200, NULL, true)
  RETURNING id`;

/**
 * Fills the sales catalogue unless it is there (products BENCH-*, price lists "Bench: …"): every
 * piece is replaced together. Customers get a group (a third HURT, a third DETAL) if they have none.
 */
export const seedSalesCatalogue = async (url: string, log: (line: string) => void): Promise<SalesCatalogue> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [present] } = await client.query<{ products: number; lists: number; surcharges: number; values: number }>(`
      SELECT (SELECT count(*) FROM product WHERE code LIKE 'BENCH-%')::int AS products,
        (SELECT count(*) FROM price_list WHERE description LIKE 'Bench: %')::int AS lists,
        (SELECT count(*) FROM price_list_surcharge s JOIN price_list l ON l.id = s.price_list_id WHERE l.description LIKE 'Bench: %')::int AS surcharges,
        (SELECT count(*) FROM parameter_value v JOIN product_parameter p ON p.id = v.parameter_id JOIN product c ON c.id = p.product_id WHERE c.code = '${CONFIG_CODE}')::int AS values`);
    const values = CONFIG_PARAMETERS * CONFIG_VALUES;
    const seeded = !(present.products === CATALOGUE_PRODUCTS + 1 && present.lists === 3 && present.surcharges === 3 * values && present.values === values);
    if (seeded) {
      const started = performance.now();
      await client.query('BEGIN');
      await client.query(`DELETE FROM price_list WHERE description LIKE 'Bench: %'`);
      await client.query(`DELETE FROM product WHERE code LIKE 'BENCH-%'`);
      await client.query(PRODUCTS_SQL, [CATALOGUE_PRODUCTS]);
      const { rows: [config] } = await client.query<{ id: number }>(
        `INSERT INTO product (code, article, name, description, unit_of_measure, status, config_product)
         VALUES ($1, 'ART-CFG-10', 'Okno konfigurowane (10 parametrów)', 'Okno PCV z konfiguratora', 'szt.', 'Active', true) RETURNING id`,
        [CONFIG_CODE],
      );
      await client.query(
        `INSERT INTO product_parameter (product_id, name, sort_order, add_description)
         SELECT $1, (ARRAY['Profil','Kolor','Szyba','Okucia','Klamka','Otwieranie','Nawiewnik','Listwa','Parapet','Montaż'])[p], p, p <= 6
         FROM generate_series(1, $2::int) p`,
        [config.id, CONFIG_PARAMETERS],
      );
      await client.query(
        `INSERT INTO parameter_value (parameter_id, label, is_default, sort_order)
         SELECT p.id, p.name || ' ' || (ARRAY['standard','plus','premium','extra','specjalny'])[v], v = 1, v
         FROM product_parameter p CROSS JOIN generate_series(1, $2::int) v WHERE p.product_id = $1`,
        [config.id, CONFIG_VALUES],
      );
      const lists = (await client.query<{ id: number }>(PRICE_LISTS_SQL)).rows.map((r) => r.id);
      const [base, previous, dealer] = lists;
      // Prices: the base list's, 5 % less last year, 12 % less for dealers; the configurable window from 1 200 zł.
      await client.query(
        `INSERT INTO price_list_price (price_list_id, line_index, product_id, price)
         SELECT l.id, (row_number() OVER (PARTITION BY l.id ORDER BY p.id))::int - 1, p.id,
           round(CASE WHEN p.config_product THEN 1200 ELSE 12 + (hashint4(p.id) & 1023) / 2.0 END * l.factor, 2)
         FROM product p CROSS JOIN (VALUES ($1::int, 1.0), ($2::int, 0.95), ($3::int, 0.88)) l(id, factor)
         WHERE p.code LIKE 'BENCH-%'`,
        [base, previous, dealer],
      );
      // A surcharge per value in every list: 7 zł per place of its parameter, 45 zł more per value above the first.
      await client.query(
        `INSERT INTO price_list_surcharge (price_list_id, line_index, parameter_value_id, price)
         SELECT l.id, (row_number() OVER (PARTITION BY l.id ORDER BY v.id))::int - 1, v.id, round((p.sort_order * 7 + (v.sort_order - 1) * 45) * l.factor, 2)
         FROM parameter_value v JOIN product_parameter p ON p.id = v.parameter_id
           CROSS JOIN (VALUES ($2::int, 1.0), ($3::int, 0.95), ($4::int, 0.88)) l(id, factor)
         WHERE p.product_id = $1`,
        [config.id, base, previous, dealer],
      );
      await client.query(
        `INSERT INTO price_list_discount (price_list_id, line_index, customers_group, product_id, discount_percent, max_discount, discount_priority)
         VALUES ($1, 0, '${DISCOUNT_GROUP}', NULL, 5, 15, 1), ($1, 1, 'DETAL', NULL, 2, 5, 1), ($2, 0, '${DISCOUNT_GROUP}', NULL, 4, 12, 1), ($3, 0, '${DISCOUNT_GROUP}', NULL, 3, 10, 1)`,
        [base, previous, dealer],
      );
      await client.query('COMMIT');
      await client.query('ANALYZE product, product_parameter, parameter_value, price_list, price_list_price, price_list_surcharge, price_list_discount');
      log(`bench: sales catalogue seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (${CATALOGUE_PRODUCTS} products, a configurable one of ${CONFIG_PARAMETERS}×${CONFIG_VALUES} values, 3 price lists)`);
    }
    await client.query(`UPDATE customer SET customers_group = CASE id % 3 WHEN 0 THEN '${DISCOUNT_GROUP}' ELSE 'DETAL' END WHERE customers_group IS NULL AND id % 3 <> 2`);
    const products = (await client.query<{ id: number }>(`SELECT id FROM product WHERE code LIKE 'BENCH-%' AND NOT config_product AND status = 'Active' ORDER BY id`)).rows.map((r) => r.id);
    const { rows } = await client.query<{ product_id: number; parameter_id: number; value_id: number }>(
      `SELECT p.product_id, p.id AS parameter_id, v.id AS value_id FROM product c
         JOIN product_parameter p ON p.product_id = c.id JOIN parameter_value v ON v.parameter_id = p.id
       WHERE c.code = $1 ORDER BY p.sort_order, p.id, v.sort_order, v.id`,
      [CONFIG_CODE],
    );
    const parameters: { id: number; values: number[] }[] = [];
    for (const row of rows) {
      if (parameters.at(-1)?.id !== row.parameter_id) parameters.push({ id: row.parameter_id, values: [] });
      parameters.at(-1)!.values.push(row.value_id);
    }
    const discountCustomers = (await client.query<{ id: number }>(`SELECT id FROM customer WHERE customers_group = '${DISCOUNT_GROUP}' ORDER BY id`)).rows.map((r) => r.id);
    if (rows.length === 0 || discountCustomers.length === 0) throw new Error('The sales catalogue is incomplete');
    return { seeded, products, configurable: { productId: rows[0].product_id, parameters }, discountCustomers };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
};

export type TaskSeedSize = { tasks: number };
/** Who the bench's tasks are for: executors (some with a user account), roles of them, and who assigned the tasks. */
export type TaskPeople = { executors: number[]; roles: number[]; authors: number[] };

/** Tasks spread over about two years, the newest today. */
const TASK_DAYS = 2 * 365;
const TASK_EXECUTORS = 12;
/** The first this many executors have a user account (they hear of their new tasks). */
const TASK_EXECUTOR_ACCOUNTS = 8;
export const TASK_ROLES = ['Bench: Dział reklamacji', 'Bench: Serwis', 'Bench: Dział jakości', 'Bench: Logistyka'] as const;

/**
 * Staff who work tasks: eight users with an executor each (never signed in: the hash is no argon2
 * hash), four service teams without an account, and four roles of three executors each (executor
 * k is in role k mod 4). Made once; a later run finds them by e-mail, code and name.
 */
const taskPeople = async (client: pg.Client): Promise<TaskPeople> => {
  await client.query(
    `INSERT INTO users (name, email, password_hash, user_status, user_type)
     SELECT (ARRAY['Joanna','Krzysztof','Magdalena','Rafał'])[1 + g % 4] || ' ' || (ARRAY['Serwisant','Reklamacje','Jakość','Magazyn'])[1 + (g / 4) % 4] || ' ' || g,
       'bench.executor' || g || '@zaplecze.local', 'bench', 1, 1
     FROM generate_series(1, $1::int) g
     ON CONFLICT (email) DO NOTHING`,
    [TASK_EXECUTOR_ACCOUNTS],
  );
  await client.query(
    `INSERT INTO executor (code, name, user_id)
     SELECT 'BENCH-W' || g,
       CASE WHEN g <= $2 THEN u.name ELSE 'Serwis – ekipa ' || (g - $2) END,
       u.id
     FROM generate_series(1, $1::int) g LEFT JOIN users u ON g <= $2 AND u.email = 'bench.executor' || g || '@zaplecze.local'
     ON CONFLICT (code) DO NOTHING`,
    [TASK_EXECUTORS, TASK_EXECUTOR_ACCOUNTS],
  );
  await client.query(`INSERT INTO executor_role (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [[...TASK_ROLES]]);
  const executors = (await client.query<{ id: number }>(`SELECT id FROM executor WHERE code LIKE 'BENCH-W%' ORDER BY substring(code FROM 8)::int`)).rows.map((r) => r.id);
  const roles = (await client.query<{ id: number; name: string }>('SELECT id, name FROM executor_role WHERE name = ANY($1::text[])', [[...TASK_ROLES]]))
    .rows.sort((a, b) => TASK_ROLES.indexOf(a.name as (typeof TASK_ROLES)[number]) - TASK_ROLES.indexOf(b.name as (typeof TASK_ROLES)[number]))
    .map((r) => r.id);
  const { rows: [members] } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM executor_role_member WHERE executor_role_id = ANY($1::int[])', [roles]);
  if (members.n !== executors.length) {
    await client.query('DELETE FROM executor_role_member WHERE executor_role_id = ANY($1::int[])', [roles]);
    await client.query(
      `INSERT INTO executor_role_member (executor_role_id, line_index, executor_id)
       SELECT ($1::int[])[1 + ((k - 1) % 4)::int], ((k - 1) / 4)::int, e FROM unnest($2::int[]) WITH ORDINALITY AS m(e, k)`,
      [roles, executors],
    );
  }
  const authors = (
    await client.query<{ id: number }>(`SELECT id FROM users WHERE id = (SELECT min(id) FROM users) OR email LIKE 'bench.executor%@zaplecze.local' ORDER BY id`)
  ).rows.map((r) => r.id);
  return { executors, roles, authors };
};

/** A task's age in days from its id (the newest today); the year firsts and the chunks use the same formula. */
const taskAge = (g: string, total: string) => `((${total}::bigint - ${g}) * ${TASK_DAYS} / ${total}::bigint)::int`;

/**
 * One chunk of tasks, ids lo…hi, over two years at office hours, each of a reclamation a few days
 * older than itself (ids rise with dates in both tables) and of its customer. Numbered as the task
 * numerator numbers them, ZAD/nnnnn/yyyy, from 1 in each year. Three in five are an executor's,
 * the rest a role's (an executed role task names who did it); old tasks are nearly all executed,
 * recent ones mostly open. Assigned by the administrator or one of the staff.
 */
const TASKS_SQL = `
  INSERT INTO task (id, number, name, importance, executor_id, executor_role_id, date, execution_period, description, comment, customer_id,
    owner_type, owner_id, author_id, started, execution_accepted, executed, execution_date, execution_result, created_at, updated_at)
  SELECT s.g,
    'ZAD/' || lpad(s.n::text, greatest(5, length(s.n::text)), '0') || '/' || s.yr,
    k.name,
    (ARRAY['NOT_SET','NOT_SET','NORMAL','NORMAL','NORMAL','LOW','HIGHT','HIGHT'])[1 + (s.g / 8) % 8],
    CASE WHEN s.ra < 0.6 OR s.done THEN ${pick('$5')} END,
    CASE WHEN s.ra >= 0.6 THEN ${pick('$6')} END,
    s.t,
    (s.t::date + s.term)::timestamptz,
    k.name || ' – reklamacja ' || COALESCE(r.number, s.owner::text) || '. ' || k.todo,
    CASE WHEN random() < 0.2 THEN (ARRAY['Klient dostępny po 15:00','Proszę o zdjęcia','Pilne – klient dzwonił dwa razy','Uzgodnić z działem jakości'])[1 + s.g % 4] END,
    r.customer,
    'reclamation', s.owner,
    ${pick('$7')},
    CASE WHEN s.done THEN least(s.t + interval '2 hours', s.executed_at) WHEN s.accepted THEN s.t + interval '2 hours' END,
    s.accepted,
    s.done,
    CASE WHEN s.done THEN s.executed_at END,
    CASE WHEN s.done THEN (ARRAY['Załatwione','Klient poinformowany telefonicznie','Wymieniono okucie','Reklamacja uznana','Odrzucono – uszkodzenie mechaniczne','Naprawiono na miejscu'])[1 + s.g % 6] END,
    s.t,
    CASE WHEN s.done THEN s.executed_at ELSE s.t END
  FROM (
    SELECT g, t, yr, ra, term, owner, done, done OR ra2 < 0.4 AS accepted, g - ($3::int[])[array_position($4::int[], yr)] + 1 AS n,
      least(now(), t + make_interval(days => floor(random() * (term + 3))::int, hours => 1 + floor(random() * 6)::int)) AS executed_at
    FROM (
      SELECT g, (current_date - a)::timestamptz + make_interval(hours => 7 + g % 10, mins => g % 60) AS t,
        extract(year FROM current_date - a)::int AS yr, random() AS ra, random() AS ra2, 1 + floor(random() * 14)::int AS term,
        greatest(1, least($8::int, $8::int - floor((a + 1 + random() * 14) * $8::bigint / ${DAYS})::int)) AS owner,
        random() < CASE WHEN a > 30 THEN 0.95 WHEN a > 7 THEN 0.7 ELSE 0.3 END AS done
      FROM (SELECT g, ${taskAge('g', '$2')} AS a FROM generate_series($1::int, $9::int) g) x
    ) y
  ) s
  CROSS JOIN LATERAL (SELECT
      (ARRAY['Kontakt z klientem','Oględziny u klienta','Decyzja reklamacyjna','Wymiana okucia','Wycena naprawy','Zamówienie części','Montaż poprawkowy','Weryfikacja zgłoszenia'])[1 + s.g % 8] AS name,
      (ARRAY['Umówić termin.','Sprawdzić na miejscu i zrobić zdjęcia.','Wpisać decyzję w wyniku.','Zamówić i wymienić.','Przygotować wycenę.','Sprawdzić dostępność w magazynie.','Uzgodnić termin montażu.','Sprawdzić kompletność zgłoszenia.'])[1 + s.g % 8] AS todo) k
  LEFT JOIN reclamation r ON r.id = s.owner`;

/**
 * Fills the task table to the requested size, each task a reclamation's (they must be seeded
 * first: seedBulk), and the task numerator after the seeded numbers of this year, unless the
 * database already holds exactly that many tasks of these executors with their reclamations.
 * The executors, roles and their staff are made either way.
 */
export const seedTasks = async (url: string, size: TaskSeedSize, log: (line: string) => void): Promise<SeedOutcome & { people: TaskPeople }> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const people = await taskPeople(client);
    const taskCounts = async () => ({ task: await countOf(client, 'task'), executor: people.executors.length, executor_role: people.roles.length });
    const { rows: [{ reclamations }] } = await client.query<{ reclamations: number }>('SELECT COALESCE(max(id), 0)::int AS reclamations FROM reclamation');
    if (reclamations === 0) throw new Error('No reclamations: the tasks belong to reclamations (seedBulk first)');
    const before = await taskCounts();
    const { rows: [state] } = await client.query<{ complete: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM task WHERE executed AND execution_result IS NOT NULL AND executor_id = ANY($1::int[]))
         AND EXISTS (SELECT 1 FROM task WHERE NOT executed AND executor_role_id = ANY($2::int[]))
         AND EXISTS (SELECT 1 FROM document_numerator WHERE document_type = 'task' AND active)
         AND (SELECT max(owner_id) FROM task WHERE owner_type = 'reclamation') <= $3 AS complete`,
      [people.executors, people.roles, reclamations],
    );
    if (before.task === size.tasks && state.complete) {
      log(`bench: reusing ${before.task} tasks (set BENCH_FRESH=1 for a new cluster)`);
      return { seeded: false, seconds: 0, counts: before, people };
    }
    log(`bench: seeding ${size.tasks} tasks of ${reclamations} reclamations`);
    await client.query("SET session_replication_role = 'replica'");
    await client.query('SET synchronous_commit = off');
    const step = async (label: string, run: () => Promise<unknown>) => {
      const t = performance.now();
      await run();
      log(`bench:   ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    };
    // Their internal messages go with them (ON DELETE CASCADE: TRUNCATE … CASCADE empties internal_message).
    await client.query('TRUNCATE task RESTART IDENTITY CASCADE');
    // Where each year's numbers start: the first id of the year, by the chunks' own formula.
    const { rows: years } = await client.query<{ year: number; first: number }>(
      `SELECT extract(year FROM current_date - a)::int AS year, min(g)::int AS first
       FROM (SELECT g, ${taskAge('g', '$1')} AS a FROM generate_series(1, $1::int) g) x GROUP BY 1 ORDER BY 1`,
      [size.tasks],
    );
    const firsts = years.map((y) => y.first);
    const yearList = years.map((y) => y.year);
    for (const [lo, hi] of ranges(size.tasks)) {
      await step(`tasks ${lo}…${hi}`, () =>
        client.query(TASKS_SQL, [lo, size.tasks, firsts, yearList, people.executors, people.roles, people.authors, reclamations, hi]),
      );
    }
    await client.query(`SELECT setval(pg_get_serial_sequence('"task"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "task"))`);
    // The task numerator goes on after this year's seeded numbers, as on a live database.
    const current = years.at(-1);
    await client.query(
      `INSERT INTO document_numerator (description, document_type, prefix, format, padding, reset_period, last_number, last_period)
       VALUES ('Zadania', 'task', 'ZAD', '{prefix}/{number}/{year}', 5, 'year', $1, $2)
       ON CONFLICT (document_type) DO UPDATE SET format = EXCLUDED.format, padding = EXCLUDED.padding, reset_period = EXCLUDED.reset_period,
         last_number = EXCLUDED.last_number, last_period = EXCLUDED.last_period, active = true, updated_at = now()`,
      [current ? size.tasks - current.first + 1 : 0, String(current?.year ?? new Date().getFullYear())],
    );
    await client.query("SET session_replication_role = 'origin'");
    await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE) task, executor, executor_role, executor_role_member, users'));
    const after = await taskCounts();
    const seconds = (performance.now() - started) / 1000;
    log(`bench: seeded in ${seconds.toFixed(1)} s: ${JSON.stringify(after)}`);
    return { seeded: true, seconds, counts: after, people };
  } finally {
    await client.end();
  }
};
