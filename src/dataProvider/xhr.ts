import { HttpError } from 'react-admin';
import { currentLocale } from '../i18n/locale';

/**
 * A call through XMLHttpRequest, the one browser call that reports how much of a request body has
 * gone out (`onProgress`, 0 to 1): a JSON body (a string) or a multipart one (FormData). Resolves
 * with the envelope's `responseData`; rejects with an HttpError carrying the server's message and body.
 */
export const sendWithProgress = <T>(method: 'POST' | 'PUT', url: string, body: string | FormData, onProgress?: (fraction: number) => void): Promise<T> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    if (typeof body === 'string') request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.setRequestHeader('X-Zaplecze-Client', 'portal');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new HttpError(request.statusText || 'Network error', request.status || 0));
    request.onload = () => {
      let answer: { message?: string; responseData?: T } | undefined;
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        answer = undefined;
      }
      if (request.status >= 200 && request.status < 300 && answer?.responseData !== undefined) resolve(answer.responseData);
      else reject(new HttpError(answer?.message ?? request.statusText, request.status, answer));
    };
    request.send(body);
  });
