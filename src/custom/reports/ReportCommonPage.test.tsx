// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { ReportCommonPage } from './ReportCommonPage';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const authProvider = (modules: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => modules,
});

const renderAt = (path: string, modules: string[]) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider(modules)}>
        <Routes>
          <Route path="/reports/reportCommon/:reportModule" element={<ReportCommonPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: [] }));

beforeEach(() => vi.stubGlobal('fetch', fetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetch.mockClear();
});

it('opens the reclamation report for a user with the reclamations right', async () => {
  renderAt('/reports/reportCommon/reclamations', ['reclamations']);
  expect(await screen.findByRole('heading', { name: 'Raport reklamacji' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Wykonaj raport' })).toBeTruthy();
});

it('says there is no such report for another module, and asks the server nothing', async () => {
  renderAt('/reports/reportCommon/invoices', ['reclamations']);
  expect(await screen.findByText('Nie ma takiego raportu.')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Raport reklamacji' })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('denies the report to a user without the reclamations right', async () => {
  renderAt('/reports/reportCommon/reclamations', ['customers']);
  expect(await screen.findByText('Brak dostępu')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Wykonaj raport' })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('opens the order-list report, the same page given its definition, for a user with the orders right', async () => {
  renderAt('/reports/reportCommon/orders', ['orders']);
  expect(await screen.findByRole('heading', { name: 'Raport zamówień' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Data utworzenia' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Raport reklamacji' })).toBeNull();
});

it('denies the order-list report to a user who may read reclamations but not orders', async () => {
  renderAt('/reports/reportCommon/orders', ['reclamations']);
  expect(await screen.findByText('Brak dostępu')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});
