// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import type { RecordFilesProps } from './RecordFiles';
import { RecordFiles } from './RecordFiles';
import { MAX_FILE_SIZE } from './upload';

const FILES = [
  { id: 12, file_name: 'rysunek.png', content_type: 'image/png', size: 150 * 1024, description: 'Wymiary', verification_protocol: false, created_by_name: 'Anna', createdAt: '2026-03-05T09:30:00' },
  { id: 11, file_name: 'umowa.docx', content_type: 'application/octet-stream', size: 2.5 * 1024 * 1024, description: null, verification_protocol: true, created_by_name: null, createdAt: '2026-03-04T08:07:00' },
];
const STORED = { id: 13, file_name: 'oferta.pdf', content_type: 'application/pdf', size: 8, description: 'Oferta', verification_protocol: false, created_by_name: 'Admin', createdAt: '2026-03-06T10:00:00' };

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A user who may read every module and modify none. */
const readerOnly: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ action }) => action !== 'edit',
};

const renderFiles = (props: RecordFilesProps, authProvider?: AuthProvider) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => ({ ...messagesFor(l as Locale) }), 'pl')} authProvider={authProvider}>
      <RecordFiles {...props} />
      <Notification />
    </AdminContext>,
  );

/** The XMLHttpRequests an upload made: what each was given; each answers the file it stored. */
const uploads: { url?: string; headers: Record<string, string>; body?: FormData }[] = [];
class FakeXMLHttpRequest {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly sent: (typeof uploads)[number] = { headers: {} };
  open(_method: string, url: string) {
    this.sent.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.sent.headers[name] = value;
  }
  send(body: FormData) {
    this.sent.body = body;
    uploads.push(this.sent);
    queueMicrotask(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ httpStatus: 200, responseData: [STORED] });
      this.onload?.();
    });
  }
}

const fileInput = (section: HTMLElement) => section.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = () => new File(['%PDF-1.4'], 'oferta.pdf', { type: 'application/pdf' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  uploads.length = 0;
});

it('lists a record\'s files through the generic calls, without a mark column when none is given', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: FILES }));
  vi.stubGlobal('fetch', fetch);
  renderFiles({ objectType: 'order', ownerId: 7 });
  const section = screen.getByRole('region', { name: 'Pliki' });
  const rows = await within(section).findAllByRole('row');
  expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nazwa', 'Typ', 'Rozmiar', 'Opis', 'Data', 'Dodał(a)', 'Akcje']);
  expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
    ['rysunek.png', 'PNG', '150 KB', 'Wymiary', '05.03.2026 09:30', 'Anna'],
    ['umowa.docx', 'inny', '2,5 MB', '', '04.03.2026 08:07', ''],
  ]);
  const open = within(section).getByRole('link', { name: 'Otwórz plik umowa.docx' });
  expect(open.getAttribute('href')).toBe('/api/file/11?parent=order');
  expect(open.getAttribute('target')).toBe('_blank');
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith('/api/subject_files', expect.objectContaining({ method: 'POST', body: JSON.stringify({ objectType: 'order', objectId: 7 }) }));
  expect(within(section).queryByRole('checkbox')).toBeNull();
});

it('deletes a file after the confirmation naming it, then lists the files again', async () => {
  const fetch = vi.fn(async (url: string) => answer({ httpStatus: 200, responseData: url.startsWith('/api/file/') ? FILES[1] : FILES }));
  vi.stubGlobal('fetch', fetch);
  renderFiles({ objectType: 'order', ownerId: 7 });
  fireEvent.click(await screen.findByRole('button', { name: 'Usuń plik umowa.docx' }));
  const dialog = await screen.findByRole('dialog', { name: 'Usunąć plik „umowa.docx”?' });
  expect(fetch).toHaveBeenCalledTimes(1);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/file/11?parent=order', expect.objectContaining({ method: 'DELETE' })));
  expect(await screen.findByText('Usunięto plik „umowa.docx”')).toBeTruthy();
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/subject_files')).toHaveLength(2));
});

it('uploads an order\'s files with their description to /api/upload_files and lists them', async () => {
  let listed: unknown[] = [];
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: listed }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  renderFiles({ objectType: 'order', ownerId: 7 });
  const section = screen.getByRole('region', { name: 'Pliki' });
  await within(section).findByText('Brak plików.');
  const form = within(section).getByRole('form', { name: 'Dodaj pliki' });
  fireEvent.change(fileInput(section), { target: { files: [pdf()] } });
  expect(within(form).getByText('Wybrano (1): oferta.pdf (1 KB)')).toBeTruthy();
  fireEvent.change(within(form).getByRole('textbox', { name: 'Opis' }), { target: { value: ' Oferta ' } });
  listed = [STORED];
  fireEvent.click(within(form).getByRole('button', { name: 'Wyślij' }));

  expect(await screen.findByText('Dodano pliki: 1')).toBeTruthy();
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toMatchObject({ url: '/api/upload_files', headers: { 'Accept-Language': 'pl' } });
  expect([...(uploads[0].body?.keys() ?? [])]).toEqual(['data', 'files']);
  expect(JSON.parse(String(uploads[0].body?.get('data')))).toEqual({ objectType: 'order', id: 7, description: 'Oferta' });
  expect((uploads[0].body?.get('files') as File).name).toBe('oferta.pdf');
  expect(await within(section).findByRole('cell', { name: 'oferta.pdf' })).toBeTruthy();
  expect(within(form).getByText('Nie wybrano plików')).toBeTruthy();
});

it('offers the mark the owner\'s files may carry, shows it on the files that carry it and sends it with an upload', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => answer({ httpStatus: 200, responseData: FILES })));
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  renderFiles({ objectType: 'task', ownerId: 5, mark: 'Znak próbny' });
  const section = screen.getByRole('region', { name: 'Pliki' });
  const rows = await within(section).findAllByRole('row');
  expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nazwa', 'Typ', 'Rozmiar', 'Opis', 'Znak próbny', 'Data', 'Dodał(a)', 'Akcje']);
  expect(within(rows[1]).queryByRole('img', { name: 'Znak próbny' })).toBeNull();
  expect(within(rows[2]).getByRole('img', { name: 'Znak próbny' })).toBeTruthy();
  fireEvent.change(fileInput(section), { target: { files: [pdf()] } });
  fireEvent.click(within(section).getByRole('checkbox', { name: 'Znak próbny' }));
  fireEvent.click(within(section).getByRole('button', { name: 'Wyślij' }));
  expect(await screen.findByText('Dodano pliki: 1')).toBeTruthy();
  expect(JSON.parse(String(uploads[0].body?.get('data')))).toEqual({ objectType: 'task', id: 5, description: null, verification_protocol: true });
});

it('refuses too many or too large files before sending anything', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => answer({ httpStatus: 200, responseData: [] })));
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  renderFiles({ objectType: 'order', ownerId: 7 });
  const section = screen.getByRole('region', { name: 'Pliki' });
  await within(section).findByText('Brak plików.');
  const send = within(section).getByRole('button', { name: 'Wyślij' });

  fireEvent.change(fileInput(section), { target: { files: Array.from({ length: 11 }, (_, i) => new File(['x'], `${i}.txt`)) } });
  expect(within(section).getByRole('alert').textContent).toBe('Za dużo plików naraz: najwyżej 10');
  expect(send.hasAttribute('disabled')).toBe(true);

  const big = new File(['x'], 'duzy.pdf');
  Object.defineProperty(big, 'size', { value: MAX_FILE_SIZE + 1 });
  fireEvent.change(fileInput(section), { target: { files: [big] } });
  expect(within(section).getByRole('alert').textContent).toBe('Plik „duzy.pdf” jest za duży: najwyżej 20 MB');
  expect(send.hasAttribute('disabled')).toBe(true);
  fireEvent.submit(within(section).getByRole('form', { name: 'Dodaj pliki' }));
  expect(uploads).toHaveLength(0);
});

it('offers neither upload nor delete to a user without the right to modify the owner', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => answer({ httpStatus: 200, responseData: FILES })));
  const canAccess = vi.fn(readerOnly.canAccess);
  renderFiles({ objectType: 'order', ownerId: 7 }, { ...readerOnly, canAccess });
  const section = screen.getByRole('region', { name: 'Pliki' });
  expect(await within(section).findByRole('link', { name: 'Otwórz plik umowa.docx' })).toBeTruthy();
  await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'sales/sales-orders', action: 'edit' })));
  expect(within(section).queryByRole('button', { name: 'Usuń plik umowa.docx' })).toBeNull();
  expect(within(section).queryByRole('form', { name: 'Dodaj pliki' })).toBeNull();
});

it('stays read-only when told, whatever the rights, under the title it is given', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => answer({ httpStatus: 200, responseData: FILES })));
  renderFiles({ objectType: 'customer_request_comment', ownerId: 3, readOnly: true, title: 'Dołącz pliki' });
  const section = screen.getByRole('region', { name: 'Dołącz pliki' });
  const open = await within(section).findByRole('link', { name: 'Otwórz plik rysunek.png' });
  expect(open.getAttribute('href')).toBe('/api/file/12?parent=customer_request_comment');
  expect(within(section).queryByRole('button', { name: /^Usuń plik/ })).toBeNull();
  expect(within(section).queryByRole('form', { name: 'Dodaj pliki' })).toBeNull();
});
