// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider, DataProvider } from 'react-admin';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { ReclamationCosts } from './ReclamationCosts';
import { ReclamationProductionOrders } from './ReclamationProductionOrders';

vi.setConfig({ testTimeout: 20_000 });

const authProvider: AuthProvider = { login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, canAccess: async () => true };

const renderSection = (section: 'costs' | 'orders', reclamation: Record<string, unknown>, rows: Record<string, unknown>[]) => {
  const dataProvider = {
    getManyReference: vi.fn(async () => ({ data: rows, total: rows.length })),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids.map((id) => ({ id, code: `K${id}`, description: `Rodzaj ${id}` })) })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 99, ...data } })),
  };
  render(
    <AdminContext store={memoryStore()} dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider} i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <RecordContextProvider value={{ id: 5, ...reclamation }}>{section === 'costs' ? <ReclamationCosts /> : <ReclamationProductionOrders />}</RecordContextProvider>
    </AdminContext>,
  );
  return dataProvider;
};

afterEach(cleanup);

it('"Koszty": totals the amounts in PLN; a new cost\'s amount follows quantity × unit price and stays editable', async () => {
  renderSection('costs', {}, [
    { id: 1, reclamation_id: 5, cost_article: 1, description: 'Transport', cost_date: '2026-03-05', quantity: 1, unit_price: 0.1, amount: 0.1 },
    { id: 2, reclamation_id: 5, cost_article: 1, description: 'Dojazd', cost_date: '2026-03-06', quantity: 1, unit_price: 0.2, amount: 0.2 },
  ]);
  const section = await screen.findByRole('region', { name: 'Koszty' });
  const table = await within(section).findByRole('table', { name: 'Koszty' });
  expect(within(table).getAllByRole('row').at(-1)?.textContent).toBe('Razem0,30 PLN');
  fireEvent.click(within(section).getByRole('button', { name: 'Dodaj koszt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj koszt' });
  expect(within(dialog).getByText('Ilość × cena jedn.; można zmienić')).toBeTruthy();
  const amount = () => (within(dialog).getByRole('spinbutton', { name: /^Kwota/ }) as HTMLInputElement).value;
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Ilość' }), { target: { value: '3' } });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Cena jedn.' }), { target: { value: '12.5' } });
  await waitFor(() => expect(amount()).toBe('37.5'));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Kwota/ }), { target: { value: '30' } });
  await waitFor(() => expect(amount()).toBe('30'));
});

it('"Zlecenia produkcyjne": a new order gets the next number and the only subject of the positions; without positions, no subject to choose', async () => {
  const provider = renderSection('orders', { number: 'REK/00005/2026', possitions: [{ reclamation_subject: 3, code: 'OKNO' }] }, [{ id: 7, reclamation_id: 5, number: 'REK/00005/2026/ZP/1', quantity: 1, status: 'DONE' }]);
  const section = await screen.findByRole('region', { name: 'Zlecenia produkcyjne' });
  await within(section).findByRole('table', { name: 'Zlecenia produkcyjne' });
  fireEvent.click(within(section).getByRole('button', { name: 'Utwórz zlecenie' }));
  const dialog = await screen.findByRole('dialog', { name: 'Utwórz zlecenie' });
  expect((within(dialog).getByRole('textbox', { name: /^Numer zlecenia/ }) as HTMLInputElement).value).toBe('REK/00005/2026/ZP/2');
  expect(within(dialog).getByRole('combobox', { name: 'Przedmiot' }).textContent).toBe('OKNO');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(provider.create).toHaveBeenCalled());
  expect(provider.create.mock.calls[0][1].data).toEqual({ number: 'REK/00005/2026/ZP/2', reclamation_subject: 3, quantity: 1, status: 'NEW', reclamation_id: 5 });
  cleanup();

  renderSection('orders', { number: 'REK/00006/2026', possitions: [] }, []);
  const empty = await screen.findByRole('region', { name: 'Zlecenia produkcyjne' });
  await within(empty).findByText('Brak zleceń produkcyjnych.');
  fireEvent.click(within(empty).getByRole('button', { name: 'Utwórz zlecenie' }));
  const noSubjects = await screen.findByRole('dialog', { name: 'Utwórz zlecenie' });
  expect(within(noSubjects).getByText('Reklamacja nie ma zapisanych pozycji, więc nie ma z czego wybrać przedmiotu.')).toBeTruthy();
  expect(within(noSubjects).getByRole('combobox', { name: 'Przedmiot' }).getAttribute('aria-disabled')).toBe('true');
});
