/**
 * Import of a spreadsheet into a list's entity:
 *
 *   template   GET  /api/import/{entity}/template.xlsx
 *   preview    POST /api/import/{entity}/preview   multipart: file, mapping (JSON)        writes nothing
 *   commit     POST /api/import/{entity}/commit    multipart: file, mapping, mode (all | valid)
 *
 * Sent with the upload's progress (sendWithProgress).
 */
import { sendWithProgress } from './xhr';

export type ImportError = { row: number; column: string; field: string; code: string; message: string };
export type ImportMapping = Record<string, string | null>;
export type ImportPreview = {
  mapping: ImportMapping;
  fields: { field: string; label: string; required?: boolean }[];
  key: string | null;
  rows: number;
  valid: number;
  creates: number;
  updates: number;
  unchanged: number;
  errorCount: number;
  errors: ImportError[];
};
export type ImportResult = { created: number; updated: number; skipped: number; errorCount: number; errors: ImportError[] };

const send = <T>(entity: string, step: 'preview' | 'commit', parts: { file: File; mapping?: ImportMapping; mode?: 'all' | 'valid' }, onProgress?: (fraction: number) => void): Promise<T> => {
  const form = new FormData();
  if (parts.mode) form.append('mode', parts.mode);
  if (parts.mapping) form.append('mapping', JSON.stringify(parts.mapping));
  form.append('file', parts.file, parts.file.name);
  return sendWithProgress<T>('POST', `/api/import/${entity}/${step}`, form, onProgress);
};

export const previewImport = (entity: string, file: File, mapping?: ImportMapping, onProgress?: (fraction: number) => void) => send<ImportPreview>(entity, 'preview', { file, mapping }, onProgress);

export const commitImport = (entity: string, file: File, mapping: ImportMapping, mode: 'all' | 'valid', onProgress?: (fraction: number) => void) => send<ImportResult>(entity, 'commit', { file, mapping, mode }, onProgress);
