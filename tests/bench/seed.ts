import pg from 'pg';

/**
 * Bulk data for the bench, set-based only: every table is filled by INSERT … SELECT FROM
 * generate_series, in id ranges (chunks) so that progress can be shown. Nothing goes row by row
 * through JavaScript.
 */

export type SeedSize = { reclamations: number; customers: number };
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
