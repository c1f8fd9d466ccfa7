import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { entityTable } from '../db/tables';
import { ApiError } from '../http';
import type { NumeratorSettings } from './numbering';
import { formatNumber, nextCounter, periodOf } from './numbering';

/**
 * The next number of a kind of document. The numerator's row is locked for the rest of the
 * caller's transaction, so concurrent creates queue up and never share a number; if the
 * transaction rolls back, the number is not used up.
 */
export const nextDocumentNumber = async (tx: Db, documentType: string, date: Date = new Date()): Promise<string> =>
  (await nextDocumentCounter(tx, documentType, date)).text;

/** The next number of a kind of document with its parts: the counter and the numerator's prefix (orders keep both, spec §3). */
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
  const counter = nextCounter(settings.lastNumber ?? 0, settings.lastPeriod, period);
  await tx.update(numerator).set({ lastNumber: counter, lastPeriod: period, updatedAt: sql`now()` }).where(eq(numerator.id, settings.id));
  return { text: formatNumber(settings, counter, date), counter, prefix: settings.prefix };
};
