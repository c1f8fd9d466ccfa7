import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { entityTable } from '../db/tables';
import { ApiError } from '../http';
import type { NumeratorSettings } from './numbering';
import { formatNumber, nextCounter, periodOf } from './numbering';

/**
 * Where each kind of document keeps its number (the numerator's `documentType` → the entity and
 * its field): a numerator never hands out a number a document of its kind already holds, be it
 * typed by hand, imported, or demo data.
 */
export const NUMBERED_DOCUMENTS: Readonly<Record<string, { entity: string; field: string }>> = {
  reclamation: { entity: 'reclamation', field: 'number' },
  order: { entity: 'sales_order', field: 'numberStr' },
  customer_request: { entity: 'customer_request', field: 'number' },
  delivery_document: { entity: 'delivery_document', field: 'number' },
  task: { entity: 'task', field: 'number' },
};

/** Counters looked up at once when the next ones are taken. */
const BATCH = 50;
/** The most taken numbers a numerator steps over in one go; past them it refuses (409) rather than search on. */
export const MAX_TAKEN_IN_A_ROW = 10_000;

/**
 * The first counter from `first` on whose number no document of the kind holds: the candidates
 * are looked up in batches through the number's index.
 */
const firstFreeCounter = async (tx: Db, documentType: string, settings: NumeratorSettings, first: number, date: Date): Promise<number> => {
  const place = NUMBERED_DOCUMENTS[documentType];
  if (!place) return first;
  const table = entityTable(place.entity);
  const column = table[place.field];
  for (let start = first; start < first + MAX_TAKEN_IN_A_ROW; start += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) => start + i);
    const texts = candidates.map((counter) => formatNumber(settings, counter, date));
    const taken = new Set((await tx.select({ number: column }).from(table).where(inArray(column, texts))).map((row) => row.number));
    const free = candidates.find((_, i) => !taken.has(texts[i]));
    if (free !== undefined) return free;
  }
  throw new ApiError(409, 'numbersTaken', [], { name: documentType, max: MAX_TAKEN_IN_A_ROW });
};

/**
 * The next number of a kind of document. The numerator's row is locked for the rest of the
 * caller's transaction, so concurrent creates queue up and never share a number; if the
 * transaction rolls back, the number is not used up.
 */
export const nextDocumentNumber = async (tx: Db, documentType: string, date: Date = new Date()): Promise<string> =>
  (await nextDocumentCounter(tx, documentType, date)).text;

/**
 * The next number of a kind of document with its parts: the counter and the numerator's prefix
 * (orders keep both, spec §3). A number some document already holds is stepped over, in the same
 * transaction: the numerator moves on past it.
 */
export const nextDocumentCounter = async (tx: Db, documentType: string, date: Date = new Date()): Promise<{ text: string; counter: number; prefix: string | null }> => {
  const numerator = entityTable('document_numerator');
  const [row] = await tx
    .select()
    .from(numerator)
    .where(and(eq(numerator.documentType, documentType), eq(numerator.active, true)))
    .for('update');
  if (!row) throw new ApiError(409, 'noNumerator', [], { name: documentType });
  const settings = row as unknown as NumeratorSettings & { id: number; lastNumber: number; lastPeriod: string | null };
  const period = periodOf(settings.resetPeriod, date);
  const counter = await firstFreeCounter(tx, documentType, settings, nextCounter(settings.lastNumber ?? 0, settings.lastPeriod, period), date);
  await tx.update(numerator).set({ lastNumber: counter, lastPeriod: period, updatedAt: sql`now()` }).where(eq(numerator.id, settings.id));
  return { text: formatNumber(settings, counter, date), counter, prefix: settings.prefix };
};
