// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { dayInput, loadDayPicker } from '../../../tests/support/dayPickerDom';
import { dataProvider } from '../../dataProvider';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { orderListReport } from '../../schemas/reports';
import { ReportPage } from './ReportPage';

/** The same page as the reclamation report's, given the order-list definition: its own filters, keys, columns and sums. */
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RESULT = {
  groups: ['status'],
  labels: { status: { NEW: 'Nowe', CONFIRMED: 'Potwierdzone' } },
  group0: [
    { values: ['NEW'], countRows: 2, sumBrutto: 246, sumVat: 46, sumNetto: 200 },
    { values: ['CONFIRMED'], countRows: 1, sumBrutto: 0.37, sumVat: 0.07, sumNetto: 0.3 },
  ],
  group1: [],
  group2: [],
  group3: [],
  group4: [],
  group5: [],
  group6: [],
  recordsDetail: [
    { id: 1, lineNumber: 1, number: 'ZAM-000001', createdAt: '2025-02-01T00:30:00', customer: 1, _customer: 'Meble Kowalski', author: 2, _author: 'Anna Nowak', currency: 'PLN', _currency: 'PLN', sumBrutto: 123, sumVat: 23, sumNetto: 100, status: 'NEW', groupValues: ['NEW'] },
    { id: 2, lineNumber: 2, number: 'ZAM-000002', createdAt: '2025-02-03T09:00:00', customer: 1, _customer: 'Meble Kowalski', author: 2, _author: 'Anna Nowak', currency: 'EUR', _currency: 'EUR', sumBrutto: 123, sumVat: 23, sumNetto: 100, status: 'NEW', groupValues: ['NEW'] },
    { id: 3, lineNumber: 3, number: 'ZAM-000003', createdAt: '2025-02-04T09:00:00', customer: 1, _customer: 'Meble Kowalski', author: 2, _author: 'Anna Nowak', currency: 'PLN', _currency: 'PLN', sumBrutto: 0.37, sumVat: 0.07, sumNetto: 0.3, status: 'CONFIRMED', groupValues: ['CONFIRMED'] },
  ],
  total: { countRows: 3, sumBrutto: 246.37, sumVat: 46.07, sumNetto: 200.3 },
  truncated: false,
  detailLimit: 2000,
};

const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
  const method = init.method ?? 'GET';
  const path = url.split('?')[0];
  if (path === '/api/customer') return answer({ httpStatus: 200, responseData: { rows: [{ id: 1, name: 'Meble Kowalski' }], count: 1 } });
  if (path === '/api/reports/orders' && method === 'POST') return answer({ httpStatus: 200, responseData: RESULT });
  if (path === '/api/reports/orders/variants') return answer({ httpStatus: 200, responseData: [] });
  return answer({ httpStatus: 404, message: 'Nie ma takiej ścieżki API' }, 404);
});
const calls = (path: string, method: string) =>
  fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['orders', 'customers'],
};

const renderReport = async () => {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider} dataProvider={dataProvider}>
      <ReportPage definition={orderListReport} />
    </AdminContext>,
  );
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Klient' });
  await waitFor(() => expect(calls('/api/reports/orders/variants', 'GET')).toHaveLength(1));
};
const choose = (select: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: select }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

beforeAll(loadDayPicker, 30_000);
beforeEach(() => vi.stubGlobal('fetch', fetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetch.mockClear();
});

it('offers the order list’s filters: two periods, customer, status, currency and the deletion mark', async () => {
  await renderReport();
  expect(screen.getByRole('heading', { name: 'Raport zamówień' })).toBeTruthy();
  expect(screen.getByText('Bez grupowania: sama lista zamówień.')).toBeTruthy();
  expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? c.closest('label')?.textContent)).toEqual([
    'Data utworzenia',
    'Data dostawy',
    'Użyj filtra: Klient',
    'Użyj filtra: Status',
    'Użyj filtra: Waluta',
    'Użyj filtra: Do usunięcia',
  ]);
  expect((await dayInput('Data utworzenia od')).value).toBe('');
  expect((await dayInput('Data dostawy do')).value).toBe('');
  // A status is one of the order's own options, in Polish.
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Status' }), { key: 'ArrowDown' });
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Oferta', 'Nowe', 'Potwierdzone', 'Gotowe do produkcji', 'Zamknięte', 'Anulowane']);
  fireEvent.click(screen.getByRole('option', { name: 'Nowe' }));
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Status' }), { key: 'Escape' });
  // The deletion mark: choosing "Tak" puts the filter in use.
  choose(/^Do usunięcia/, 'Tak');
  expect((screen.getByRole('checkbox', { name: 'Użyj filtra: Do usunięcia' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.change(await dayInput('Data dostawy od'), { target: { value: '01.03.2025' } });

  choose(/Dodaj poziom grupowania/, 'Status');
  fireEvent.click(screen.getByRole('button', { name: 'Wykonaj raport' }));
  await screen.findByText('Razem: 3 zamówień');
  expect(calls('/api/reports/orders', 'POST')).toEqual([
    {
      filter: {
        customer: { inUse: false, value: [] },
        status: { inUse: true, value: ['NEW'] },
        currency: { inUse: false, value: [] },
        createdAt: { inUse: false, periodType: 1, dateFrom: null, dateTo: null, field: 'createdAt' },
        deliveryDate: { inUse: true, periodType: 1, dateFrom: '2025-03-01', dateTo: null, field: 'deliveryDate' },
        markedToDelete: { inUse: true, value: true },
      },
      groups: ['status'],
    },
  ]);
});

it('shows the groups with their three sums under their columns, and the orders under them', async () => {
  await renderReport();
  choose(/Dodaj poziom grupowania/, 'Status');
  expect(within(screen.getByRole('list')).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['1Status']);
  fireEvent.click(screen.getByRole('button', { name: 'Wykonaj raport' }));
  await screen.findByText('Razem: 3 zamówień');
  const table = screen.getByRole('table', { name: 'Raport zamówień' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Lp.', 'Numer', 'Data utworzenia', 'Klient', 'Autor', 'Waluta', 'Wartość brutto', 'VAT', 'Wartość netto', 'Liczba']);
  const group = within(table).getByText('Status: Nowe').closest('tr') as HTMLTableRowElement;
  expect(Array.from(group.cells).map((c) => c.textContent).slice(1)).toEqual(['246,00', '46,00', '200,00', '2']);
  fireEvent.click(within(group).getByRole('button', { name: 'Rozwiń' }));
  const row = within(table).getByText('ZAM-000002').closest('tr') as HTMLTableRowElement;
  expect(Array.from(row.cells).map((c) => c.textContent)).toEqual(['2', 'ZAM-000002', '03.02.2025 09:00:00', 'Meble Kowalski', 'Anna Nowak', 'EUR', '123,00', '23,00', '100,00', '']);
});
