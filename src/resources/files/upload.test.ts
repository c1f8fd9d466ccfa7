import { describe, expect, it } from 'vitest';
import type { UploadRequest } from './upload';
import { formatAdded, formatSize, MAX_FILE_SIZE, progressPercent, typeLabel, UploadError, uploadFiles, uploadProblem } from './upload';

describe('presentation of files', () => {
  it('shows sizes in KB below a megabyte and MB above', () => {
    expect(formatSize(10, 'pl')).toBe('1 KB');
    expect(formatSize(150 * 1024, 'pl')).toBe('150 KB');
    expect(formatSize(1.5 * 1024 * 1024, 'pl')).toBe('1,5 MB');
    expect(formatSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatSize(MAX_FILE_SIZE, 'en')).toBe('20.0 MB');
  });
  it('names the recognised types and leaves others to "other"', () => {
    expect(typeLabel('application/pdf')).toBe('PDF');
    expect(typeLabel('image/png')).toBe('PNG');
    expect(typeLabel('image/jpeg')).toBe('JPEG');
    expect(typeLabel('application/octet-stream')).toBeUndefined();
  });
  it('dates as DD.MM.YYYY HH:mm', () => {
    expect(formatAdded('2026-03-05T08:07:00')).toBe('05.03.2026 08:07');
    expect(formatAdded('nonsense')).toBe('');
  });
});

describe('uploadProblem', () => {
  it('refuses too many, too large and empty files before sending', () => {
    expect(uploadProblem(Array.from({ length: 11 }, (_, i) => ({ name: `${i}`, size: 1 })))?.key).toBe('filesTooMany');
    expect(uploadProblem([{ name: 'a', size: 1 }, { name: 'duzy.pdf', size: MAX_FILE_SIZE + 1 }])).toEqual({ key: 'filesTooLarge', params: { name: 'duzy.pdf', max: '20 MB' } });
    expect(uploadProblem([{ name: 'pusty', size: 0 }])?.key).toBe('filesEmptyFile');
    expect(uploadProblem([{ name: 'a', size: MAX_FILE_SIZE }])).toBeUndefined();
  });
});

/** A fake XMLHttpRequest that records what it was given and answers as told. */
const fakeRequest = (status: number, responseText: string) => {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
  const request: UploadRequest = {
    status,
    responseText,
    withCredentials: false,
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: (method: string, url: string | URL) => {
      sent.method = method;
      sent.url = String(url);
    },
    setRequestHeader: (name: string, value: string) => {
      sent.headers[name] = value;
    },
    send: (body?: Document | XMLHttpRequestBodyInit | null) => {
      sent.body = body as FormData;
      request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
      request.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 } as ProgressEvent);
      queueMicrotask(() => request.onload?.());
    },
  } as UploadRequest;
  return { request, sent };
};

describe('uploadFiles', () => {
  it('sends the files and the data as multipart, reports progress and resolves with the stored files', async () => {
    const stored = [{ id: 1, file_name: 'a.pdf' }];
    const { request, sent } = fakeRequest(200, JSON.stringify({ httpStatus: 200, responseData: stored }));
    const progress: number[] = [];
    const result = await uploadFiles({
      url: '/api/upload_files',
      data: { ownerId: 7, description: 'opis' },
      files: [new Blob(['%PDF-1.4']), new Blob(['x'])],
      names: ['a.pdf', 'b.txt'],
      locale: 'pl',
      onProgress: (p) => progress.push(p),
      createRequest: () => request,
    });
    expect(result).toEqual(stored);
    expect(progress).toEqual([25, 100]);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/upload_files', headers: { 'Accept-Language': 'pl' } });
    expect(request.withCredentials).toBe(true);
    // `data` goes first, so the server checks the owner before it reads any file.
    expect([...(sent.body?.keys() ?? [])]).toEqual(['data', 'files', 'files']);
    expect(JSON.parse(String(sent.body?.get('data')))).toEqual({ ownerId: 7, description: 'opis' });
    expect(sent.body?.getAll('files').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.txt']);
  });

  it("rejects with the server's message", async () => {
    const { request } = fakeRequest(413, JSON.stringify({ httpStatus: 413, message: 'Plik jest za duży: najwyżej 20 MB' }));
    const error = await uploadFiles({ url: '/api/upload_files', data: { ownerId: 7 }, files: [new Blob(['x'])], names: ['x'], locale: 'pl', createRequest: () => request }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 413, message: 'Plik jest za duży: najwyżej 20 MB' });
  });

  it('computes percent only when the total is known', () => {
    expect(progressPercent({ lengthComputable: true, loaded: 1, total: 3 })).toBe(33);
    expect(progressPercent({ lengthComputable: false, loaded: 1, total: 0 })).toBeUndefined();
  });
});
