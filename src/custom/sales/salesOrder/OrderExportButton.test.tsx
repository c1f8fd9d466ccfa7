// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ListControllerResult } from 'react-admin';
import { AdminContext, ListContextProvider, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { orderExportPath } from './orderExport';
import { OrderExportButton } from './OrderExportButton';

/** A reply the test sends when it chooses, to see the button while it waits. */
const later = () => {
  let reply: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    reply = resolve;
  });
  return { promise, reply };
};

const FILTER = { status: 'NEW', q: 'Łąkowe' };
const SORT = { field: 'numberStr', order: 'ASC' as const };

const renderButton = (total = 3) => {
  // Only what the button reads of the list: its filter, sort and count.
  const list = { filterValues: FILTER, sort: SORT, total } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <ListContextProvider value={list}>
        <OrderExportButton />
      </ListContextProvider>
      <Notification />
    </AdminContext>,
  );
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const downloads: { href: string; download: string }[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetch);
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetch.mockReset();
  downloads.length = 0;
});

describe('order list export', () => {
  it('asks for the list as it is filtered and sorted, without the page', () => {
    expect(orderExportPath(FILTER, SORT)).toBe(`/api/orders/xlsx?sort=numberStr&order=ASC&filter=${encodeURIComponent(JSON.stringify(FILTER))}`);
    expect(orderExportPath({}, undefined)).toBe('/api/orders/xlsx?filter=%7B%7D');
  });

  it('shows it is busy while the file is prepared, then saves it under the server\u2019s name', async () => {
    const reply = later();
    fetch.mockReturnValueOnce(reply.promise);
    renderButton();
    fireEvent.click(button('Eksport XLSX'));
    const busy = await screen.findByRole('button', { name: 'Przygotowywanie pliku…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([orderExportPath(FILTER, SORT)]);
    expect(downloads).toEqual([]);
    reply.reply(new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="zamowienia-2026-03-05.xlsx"' } }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:orders', download: 'zamowienia-2026-03-05.xlsx' }]));
    expect(button('Eksport XLSX').disabled).toBe(false);
  });

  it('says when the file could not be made, and may be pressed again', async () => {
    fetch.mockResolvedValueOnce(new Response('{"httpStatus":503}', { status: 503 }));
    renderButton();
    fireEvent.click(button('Eksport XLSX'));
    expect(await screen.findByText('Nie udało się pobrać pliku z zamówieniami.')).toBeTruthy();
    expect(downloads).toEqual([]);
    expect(button('Eksport XLSX').disabled).toBe(false);
  });

  it('an empty list has nothing to export', () => {
    renderButton(0);
    expect(button('Eksport XLSX').disabled).toBe(true);
  });
});
