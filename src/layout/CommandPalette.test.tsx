// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext, HttpError } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../dataProvider/httpClient';
import { messagesFor } from '../i18n';
import type { Locale } from '../schemas/core';
import { CommandPalette } from './CommandPalette';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['reclamations', 'customers'],
};

const Here = () => <output aria-label="path">{useLocation().pathname}</output>;
const path = () => screen.getByRole('status', { name: 'path', hidden: true }).textContent;

const renderPalette = (http: HttpClient, onClose = vi.fn()) => {
  render(
    <MemoryRouter initialEntries={['/start']}>
      <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider}>
        <CommandPalette open onClose={onClose} http={http} />
        <Here />
      </AdminContext>
    </MemoryRouter>,
  );
  return onClose;
};

const box = () => screen.getByRole('combobox', { name: 'Szukaj w portalu' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

afterEach(cleanup);

describe('CommandPalette', () => {
  it('offers only the screens of the user\'s modules, and opens the chosen one with Enter', async () => {
    const http = vi.fn<HttpClient>(async () => ({ responseData: [] }));
    const onClose = renderPalette(http);
    await waitFor(() => expect(options()).toEqual(['Reklamacje', 'Klienci', 'Raport reklamacjiRaporty']));
    fireEvent.change(box(), { target: { value: 'k' } });
    // A name that starts with the text comes first.
    await waitFor(() => expect(options()).toEqual(['Klienci', 'Reklamacje', 'Raport reklamacjiRaporty']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    // One letter asks the server nothing.
    expect(http).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(path()).toBe('/customers');
    expect(onClose).toHaveBeenCalled();
  });

  it('finds records by number a moment after typing stops, and opens one with the arrow keys and Enter', async () => {
    const http = vi.fn<HttpClient>(async () => ({
      responseData: [
        { resource: 'reclamation', id: 5, label: 'RK/00005/2026', secondary: 'Kowalski' },
        { resource: 'customer', id: 9, label: 'Budmax', secondary: 'Łódź' },
      ],
    }));
    renderPalette(http);
    fireEvent.change(box(), { target: { value: 'RK/00005' } });
    await waitFor(() => expect(options()).toEqual(['RK/00005/2026Reklamacja · Kowalski', 'BudmaxKlient · Łódź']));
    expect(http).toHaveBeenCalledTimes(1);
    expect(http).toHaveBeenCalledWith('/search', { query: { q: 'RK/00005' } });
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(path()).toBe('/customers-detail/9');
  });

  it('says so when nothing is found, and when the search failed', async () => {
    let fail = false;
    const http = vi.fn<HttpClient>(async () => {
      if (fail) throw new Error('down');
      return { responseData: [] };
    });
    renderPalette(http);
    fireEvent.change(box(), { target: { value: 'xyzzy' } });
    expect(await screen.findByText('Nic nie znaleziono.')).toBeTruthy();
    fail = true;
    fireEvent.change(box(), { target: { value: 'xyzzyq' } });
    expect(await screen.findByText('Nie udało się wyszukać dokumentów. Spróbuj ponownie.')).toBeTruthy();
  });

  it('finds nothing, and says no failure, for a user who reads no kind of record searched (403)', async () => {
    const http = vi.fn<HttpClient>(async () => {
      throw new HttpError('Brak uprawnień', 403, { httpStatus: 403, code: 'forbidden' });
    });
    renderPalette(http);
    fireEvent.change(box(), { target: { value: 'xyzzy' } });
    expect(await screen.findByText('Nic nie znaleziono.')).toBeTruthy();
    expect(http).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Nie udało się wyszukać dokumentów. Spróbuj ponownie.')).toBeNull();
  });
});
