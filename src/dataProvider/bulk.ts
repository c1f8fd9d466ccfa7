/**
 * Bulk changes from a list:
 *
 *   set one field   POST /api/bulk/{entity}          { ids, set: { field: value } }
 *   delete          POST /api/bulk/{entity}/delete   { ids }   all, or none when any is used elsewhere
 *
 * Both answer `{ changed, refused: [{ id, code, message }] }`.
 */
import { apiData } from './httpClient';

export type BulkAnswer = { changed: number; refused: { id: number; code: string; message: string }[] };

export const bulkSet = (entity: string, ids: readonly unknown[], set: Record<string, unknown>): Promise<BulkAnswer> => apiData<BulkAnswer>(`/bulk/${entity}`, { method: 'POST', body: { ids, set } });

export const bulkDelete = (entity: string, ids: readonly unknown[]): Promise<BulkAnswer> => apiData<BulkAnswer>(`/bulk/${entity}/delete`, { method: 'POST', body: { ids } });
