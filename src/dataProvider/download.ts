import { currentLocale } from '../i18n/locale';

/** The file name a `Content-Disposition` header gives, or `fallback`. */
export const fileNameOf = (header: string | null, fallback: string): string => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/**
 * Fetches a file the API builds (a report's or a list's .xlsx) and saves it under the server's
 * file name: as a blob, so the screen can show progress and the server's message on failure.
 */
export const downloadFile = async (path: string, fallbackName: string, init: { method?: string; body?: unknown } = {}): Promise<void> => {
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download from the blob; it may be read a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
