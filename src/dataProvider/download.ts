import { currentLocale } from '../i18n/locale';

/** The file name a `Content-Disposition` header gives, or `fallback`. */
export const fileNameOf = (header: string | null, fallback: string): string => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/** A response's body as a blob, telling `onProgress` the bytes read so far (and the records the file holds, when the server says). */
const readAll = async (response: Response, onProgress?: (bytes: number, records?: number) => void): Promise<Blob> => {
  if (!onProgress || !response.body) return response.blob();
  const header = response.headers.get('x-total-count');
  const records = header === null ? undefined : Number(header);
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes, records);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? undefined });
};

/**
 * Fetches a file the API builds (a report's or a list's .xlsx) and saves it under the server's
 * file name: as a blob, so the screen can show progress (`onProgress`) and the server's message on failure.
 */
export const downloadFile = async (path: string, fallbackName: string, init: { method?: string; body?: unknown; onProgress?: (bytes: number, records?: number) => void } = {}): Promise<void> => {
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: { 'Accept-Language': currentLocale(), ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message || `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await readAll(response, init.onProgress));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download from the blob; it may be read a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
