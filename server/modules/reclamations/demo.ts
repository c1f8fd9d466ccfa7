import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { demoSequence as sequence } from '../../db/seed';
import { entityTable, reclamationHistoryEvents, reclamationItems } from '../../db/tables';
import { nextDocumentNumber } from '../../core/numerators';
import { warsawDate } from '../../core/today';

const DEMO_RECLAMATIONS: { customer: number; subjects: string[]; fields: Record<string, unknown> }[] = [
  { customer: 0, subjects: ['OKNO', 'OKUCIA'], fields: { client_name: 'Anna', client_surname: 'Kowalczyk', city: 'Płock', sales_order: 'ZS/2026/0412', comment: 'Okno w salonie nie domyka się, okucie ociera o ramę.' } },
  { customer: 1, subjects: ['DRZWI'], fields: { client_name: 'Piotr', client_surname: 'Zając', city: 'Warszawa', sales_order: 'ZS/2026/0388', status: 18, comment: 'Rysa na skrzydle drzwi wejściowych po montażu.' } },
  { customer: 2, subjects: ['ROLETA', 'PARAPET'], fields: { client_name: 'Ewa', client_surname: 'Lis', city: 'Katowice', sales_order: 'ZS/2026/0501', status: 19, comment: 'Roleta zacina się w połowie; parapet pęknięty.' } },
  { customer: 0, subjects: ['SZYBA'], fields: { client_name: 'Marek', client_surname: 'Wójcik', city: 'Płock', sales_order: 'ZS/2026/0290', status: 21, comment: 'Zaparowanie między szybami pakietu.' } },
  { customer: 3, subjects: ['OKNO'], fields: { client_name: 'Klaus', client_surname: 'Becker', city: 'Berlin', sales_order: 'ZS/2026/0333', status: 22, comment: 'Wymiar niezgodny z zamówieniem (zgłoszenie po terminie).' } },
];


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

/** The demo's reclamations of the customers given: 14 of the last half year and 5 recent ones, with their positions, history and costs. */
export const seedReclamationsDemo = async (tx: Db, customers: { id: unknown }[]) => {
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
};
