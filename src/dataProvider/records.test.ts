import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from './httpClient';
import { fileCalls, filesResource } from './records';

const LISTED = [{ id: 3, file_name: 'a.pdf' }];

/** A fake http client that records its calls and answers a file list. */
const fakeHttp = () => vi.fn<HttpClient>(async () => ({ httpStatus: 200, responseData: LISTED }));

describe('the reclamation dialect', () => {
  it('lists, opens, deletes and uploads through the reclamation calls', async () => {
    const http = fakeHttp();
    const calls = fileCalls('reclamation', 5, http);
    expect(await calls.list()).toEqual(LISTED);
    await calls.remove(11);
    expect(http.mock.calls).toEqual([
      ['/reclamation/subject_files', { method: 'POST', body: { reclamationId: 5 } }],
      ['/file/11', { method: 'DELETE', query: { parent: 'reclamation' } }],
    ]);
    expect(calls.href(11)).toBe('/api/reclamation/file/11');
    expect(calls.uploadTarget({ description: '  Rysa ', marked: true })).toEqual({
      url: '/api/reclamation/upload_files',
      data: { reclamationId: 5, description: 'Rysa', verification_protocol: true },
    });
    expect(calls.uploadTarget({ description: ' ' }).data).toEqual({ reclamationId: 5, description: null, verification_protocol: false });
  });
});

describe('the generic dialect', () => {
  it.each(['order', 'customer_request', 'customer_request_comment'] as const)('names the owner %s in every call', async (objectType) => {
    const http = fakeHttp();
    const calls = fileCalls(objectType, 42, http);
    expect(await calls.list()).toEqual(LISTED);
    await calls.remove(9);
    expect(http.mock.calls).toEqual([
      ['/subject_files', { method: 'POST', body: { objectType, objectId: 42 } }],
      ['/file/9', { method: 'DELETE', query: { parent: objectType } }],
    ]);
    expect(calls.href(9)).toBe(`/api/file/9?parent=${objectType}`);
    expect(calls.uploadTarget({ description: ' Rysunek ' })).toEqual({ url: '/api/upload_files', data: { objectType, id: 42, description: 'Rysunek' } });
    expect(calls.uploadTarget({ description: '', marked: true }).data).toEqual({ objectType, id: 42, description: null, verification_protocol: true });
  });

  it('fails as the client fails', async () => {
    const http = vi.fn<HttpClient>(async () => {
      throw new Error('Brak uprawnień');
    });
    await expect(fileCalls('order', 1, http).list()).rejects.toThrow('Brak uprawnień');
  });
});

describe('filesResource', () => {
  it("checks rights on the owner's module; a comment's files on its offer request's", () => {
    expect(filesResource('reclamation')).toBe('reclamations');
    expect(filesResource('order')).toBe('sales/sales-orders');
    expect(filesResource('customer_request')).toBe('sales/customer-requests');
    expect(filesResource('customer_request_comment')).toBe('sales/customer-requests');
  });
});
