// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { ReclamationFiles } from './ReclamationFiles';

const FILES = [
  { id: 12, file_name: 'zdjęcie.png', content_type: 'image/png', size: 150 * 1024, description: 'Rysa', verification_protocol: false, created_by_name: 'Anna', createdAt: '2026-03-05T09:30:00' },
  { id: 11, file_name: 'evil.pdf', content_type: 'application/octet-stream', size: 2.5 * 1024 * 1024, description: null, verification_protocol: true, created_by_name: null, createdAt: '2026-03-04T08:07:00' },
];

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderFiles = (queryClient?: QueryClient) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} queryClient={queryClient}>
      <RecordContextProvider value={{ id: 5 }}>
        <ReclamationFiles />
      </RecordContextProvider>
    </AdminContext>,
  );

/** What an upload sent (its address and body); it answers the file stored. */
const uploads: { url?: string; body?: FormData }[] = [];
class FakeXMLHttpRequest {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror = null;
  onabort = null;
  private readonly sent: (typeof uploads)[number] = {};
  open(_method: string, url: string) {
    this.sent.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent.body = body;
    uploads.push(this.sent);
    queueMicrotask(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ httpStatus: 200, responseData: [FILES[1]] });
      this.onload?.();
    });
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  uploads.length = 0;
});

it('lists the files with type, size, protocol mark and date, each opening in a new tab', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: FILES }));
  vi.stubGlobal('fetch', fetch);
  renderFiles();
  const section = screen.getByRole('region', { name: 'Pliki' });
  const rows = await within(section).findAllByRole('row');
  expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
    ['zdjęcie.png', 'PNG', '150 KB', 'Rysa', '', '05.03.2026 09:30'],
    ['evil.pdf', 'inny', '2,5 MB', '', 'Protokół weryfikacji', '04.03.2026 08:07'],
  ]);
  expect(within(rows[2]).getByRole('img', { name: 'Protokół weryfikacji' })).toBeTruthy();
  const open = within(section).getByRole('link', { name: 'Otwórz plik evil.pdf' });
  expect(open.getAttribute('href')).toBe('/api/reclamation/file/11');
  expect(open.getAttribute('target')).toBe('_blank');
  expect(fetch).toHaveBeenCalledWith('/api/reclamation/subject_files', expect.objectContaining({ method: 'POST', body: JSON.stringify({ reclamationId: 5 }) }));
});

it('asks before deleting, naming the file, then deletes it', async () => {
  const fetch = vi.fn(async (url: string) => (url.startsWith('/api/file/') ? answer({ httpStatus: 200, responseData: FILES[1] }) : answer({ httpStatus: 200, responseData: FILES })));
  vi.stubGlobal('fetch', fetch);
  renderFiles();
  fireEvent.click(await screen.findByRole('button', { name: 'Usuń plik evil.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'Usunąć plik „evil.pdf”?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/file/11?parent=reclamation', expect.objectContaining({ method: 'DELETE' })));
});

it('says when there are no files and offers the upload form', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => answer({ httpStatus: 200, responseData: [] })));
  renderFiles();
  const section = screen.getByRole('region', { name: 'Pliki' });
  expect(await within(section).findByText('Brak plików.')).toBeTruthy();
  expect(within(section).getByRole('button', { name: 'Wyślij' }).hasAttribute('disabled')).toBe(true);
  expect(within(section).getByRole('checkbox', { name: 'Protokół weryfikacji' })).toBeTruthy();
});

it('sends the files through the reclamation\'s own call, with the verification protocol mark', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => answer({ httpStatus: 200, responseData: [] })));
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  renderFiles();
  const section = screen.getByRole('region', { name: 'Pliki' });
  await within(section).findByText('Brak plików.');
  const input = section.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'protokol.pdf', { type: 'application/pdf' })] } });
  fireEvent.click(within(section).getByRole('checkbox', { name: 'Protokół weryfikacji' }));
  fireEvent.click(within(section).getByRole('button', { name: 'Wyślij' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0].url).toBe('/api/reclamation/upload_files');
  expect(JSON.parse(String(uploads[0].body?.get('data')))).toEqual({ reclamationId: 5, description: null, verification_protocol: true });
});

it('refreshes the whole screen after a change, so the history shows it', async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => answer({ httpStatus: 200, responseData: url.startsWith('/api/file/') ? FILES[0] : FILES })));
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderFiles(queryClient);
  fireEvent.click(await screen.findByRole('button', { name: 'Usuń plik zdjęcie.png' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }));
  // react-admin's refresh: every query, the reclamation (and its history) included.
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith());
});

it('shows nothing before the reclamation is saved', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const { container } = render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <ReclamationFiles />
    </AdminContext>,
  );
  expect(container.querySelector('section')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});
