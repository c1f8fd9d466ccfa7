/**
 * Bulk changes from a list:
 *
 *   set one field   POST /api/bulk/{entity}          { ids | filter, set: { field: value } }
 *   delete          POST /api/bulk/{entity}/delete   { ids | filter, except? }   all, or none when any is used elsewhere
 *
 * Both answer `{ changed, refused: [{ id, code, message }] }`.
 */
import { apiData } from './httpClient';

export type BulkAnswer = { changed: number; refused: { id: number; code: string; message: string }[] };
/** The records of a bulk change: chosen ones, or every one a list's filter finds (but `except`). */
export type BulkTarget = { ids: readonly unknown[] } | { filter: Record<string, unknown>; except?: readonly unknown[] };

export const bulkSet = (entity: string, target: BulkTarget, set: Record<string, unknown>): Promise<BulkAnswer> => apiData<BulkAnswer>(`/bulk/${entity}`, { method: 'POST', body: { ...target, set } });

export const bulkDelete = (entity: string, target: BulkTarget): Promise<BulkAnswer> => apiData<BulkAnswer>(`/bulk/${entity}/delete`, { method: 'POST', body: target });
