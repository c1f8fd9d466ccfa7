import dayjs from 'dayjs';
import type { StoredFile } from '../../dataProvider/records';
import { MAX_FILE_SIZE, MAX_FILE_SIZE_TEXT, MAX_FILES } from '../../schemas/files';
import type { TextKey } from './texts';

/** The server's limits, checked here too so nobody waits for a 413. */
export { MAX_FILE_SIZE, MAX_FILE_SIZE_TEXT, MAX_FILES } from '../../schemas/files';

/** "PDF", "JPEG", "PNG" for the types the server recognised, else undefined ("other"). */
export const typeLabel = (contentType: string): string | undefined =>
  ({ 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' })[contentType];

/** A size as people read it: whole KB (at least 1) below 1 MB, MB with one decimal above. */
export const formatSize = (bytes: number, locale: string): string => {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
};

/** When a file was added: DD.MM.YYYY HH:mm. */
export const formatAdded = (value: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '';
};

/** Why a choice of files cannot be sent, as a key of ./texts.ts with its parameters, or undefined. */
export const uploadProblem = (chosen: readonly { name: string; size: number }[]): { key: TextKey; params: Record<string, string | number> } | undefined => {
  if (chosen.length > MAX_FILES) return { key: 'filesTooMany', params: { max: MAX_FILES } };
  const big = chosen.find((f) => f.size > MAX_FILE_SIZE);
  if (big) return { key: 'filesTooLarge', params: { name: big.name, max: MAX_FILE_SIZE_TEXT } };
  const empty = chosen.find((f) => f.size === 0);
  if (empty) return { key: 'filesEmptyFile', params: { name: empty.name } };
  return undefined;
};

/** A failed upload: the server's message (already in the user's language) when it sent one. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string | undefined,
  ) {
    super(message ?? '');
  }
}

/** The part of XMLHttpRequest an upload uses (a fake in the tests). */
export type UploadRequest = Pick<XMLHttpRequest, 'open' | 'send' | 'setRequestHeader' | 'status' | 'responseText' | 'withCredentials'> & {
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
};

export type UploadOptions = {
  /** Where the files go (the owner's upload call, `fileCalls(…).uploadTarget`). */
  url: string;
  /** The `data` part, sent as JSON before the files so the server checks the owner before reading them. */
  data: Record<string, unknown>;
  files: readonly Blob[];
  /** The names the files are sent under (File carries its own; a Blob needs one). */
  names?: readonly string[];
  locale: string;
  /** Called with 0–100 while the body goes out. */
  onProgress?: (percent: number) => void;
  createRequest?: () => UploadRequest;
};

/** The percent of an upload progress event, or undefined when the total is unknown. */
export const progressPercent = (event: { lengthComputable: boolean; loaded: number; total: number }): number | undefined =>
  event.lengthComputable && event.total > 0 ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined;

/**
 * Sends files as multipart (the `data` JSON, then the `files` parts) through XMLHttpRequest,
 * because fetch cannot report upload progress. Resolves with the stored files' metadata; rejects
 * with an UploadError carrying the server's message.
 */
export const uploadFiles = (options: UploadOptions): Promise<StoredFile[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('data', JSON.stringify(options.data));
    options.files.forEach((file, i) => form.append('files', file, options.names?.[i] ?? (file as File).name ?? 'plik'));
    const request = options.createRequest?.() ?? (new XMLHttpRequest() as unknown as UploadRequest);
    request.open('POST', options.url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', options.locale);
    request.upload.onprogress = (event) => {
      const percent = progressPercent(event);
      if (percent !== undefined) options.onProgress?.(percent);
    };
    request.onload = () => {
      let body: { responseData?: StoredFile[]; message?: string } | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status === 200 && Array.isArray(body?.responseData)) {
        options.onProgress?.(100);
        resolve(body.responseData);
      } else {
        reject(new UploadError(request.status, body?.message));
      }
    };
    request.onerror = () => reject(new UploadError(0, undefined));
    request.onabort = () => reject(new UploadError(0, undefined));
    request.send(form);
  });
