import { HttpError } from 'react-admin';
import { currentLocale } from '../i18n/locale';

/** The portal's only way to call the API: JSON in and out, cookies sent, errors as HttpError. */
export type HttpClient = (path: string, init?: { method?: string; body?: unknown; query?: Record<string, unknown>; version?: unknown }) => Promise<unknown>;

export type ApiErrorBody = { httpStatus: number; code?: string; message: string; errors?: { path: string; code: string; message: string }[]; responseData?: { current?: Record<string, unknown> } };

const queryString = (query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * Calls `/api{path}`; `version`, the version of the record a change is made to, goes as `If-Match`
 * (a change of an older one is refused with 409 `staleRecord`). A failure becomes an HttpError whose message is the server's (already in
 * the user's language) and whose body maps field paths to messages, so react-admin forms show
 * them on the fields.
 */
export const httpClient: HttpClient = async (path, init = {}) => {
  const response = await fetch(`/api${path}${queryString(init.query)}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLocale(),
      'X-Zaplecze-Client': 'portal',
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(typeof init.version === 'number' ? { 'If-Match': `"${init.version}"` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const body = json as ApiErrorBody | undefined;
    const fieldErrors = Object.fromEntries((body?.errors ?? []).filter((e) => e.path).map((e) => [e.path, e.message]));
    // Field errors go on the form's fields; without any, react-admin shows the message instead.
    const errors = Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
    throw new HttpError(body?.message ?? response.statusText, response.status, { ...body, errors });
  }
  return json;
};

/** Calls `/api{path}` and answers the `responseData` of the answer's envelope (`{ httpStatus, responseData }`). */
export const apiData = async <T>(path: string, init?: Parameters<HttpClient>[1]): Promise<T> => ((await httpClient(path, init)) as { responseData: T }).responseData;
