/**
 * Import of a spreadsheet into a list's entity:
 *
 *   template   GET  /api/import/{entity}/template.xlsx
 *   preview    POST /api/import/{entity}/preview   multipart: file, mapping (JSON)        writes nothing
 *   commit     POST /api/import/{entity}/commit    multipart: file, mapping, mode (all | valid)
 *
 * Sent through XMLHttpRequest, the one browser call that reports how much of a body has gone out.
 */
import { HttpError } from 'react-admin';
import { currentLocale } from '../i18n/locale';

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

const send = <T>(entity: string, step: 'preview' | 'commit', parts: { file: File; mapping?: ImportMapping; mode?: 'all' | 'valid' }, onProgress?: (fraction: number) => void): Promise<T> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    if (parts.mode) form.append('mode', parts.mode);
    if (parts.mapping) form.append('mapping', JSON.stringify(parts.mapping));
    form.append('file', parts.file, parts.file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/import/${entity}/${step}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.setRequestHeader('X-Zaplecze-Client', 'portal');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new HttpError(request.statusText || 'Network error', request.status || 0));
    request.onload = () => {
      let body: { message?: string; responseData?: T } | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status === 200 && body?.responseData) resolve(body.responseData);
      else reject(new HttpError(body?.message ?? request.statusText, request.status, body));
    };
    request.send(form);
  });

export const previewImport = (entity: string, file: File, mapping?: ImportMapping, onProgress?: (fraction: number) => void) => send<ImportPreview>(entity, 'preview', { file, mapping }, onProgress);

export const commitImport = (entity: string, file: File, mapping: ImportMapping, mode: 'all' | 'valid', onProgress?: (fraction: number) => void) => send<ImportResult>(entity, 'commit', { file, mapping, mode }, onProgress);
