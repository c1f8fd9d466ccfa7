// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider, DataProvider, GetListParams } from 'react-admin';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { entityByName } from '../../../schemas/registry';
import { TaskList } from './TaskList';

const TASKS = entityByName('task').menu;

const ROWS = [
  { id: 2, number: 'ZAD/00002/2026', name: 'Oględziny', importance: 'HIGHT', executorName: null, executorRoleName: 'Serwis', baseDocument: 'Recl. nr REK/00001/2026 ref: ZS/2026/0412', date: '2026-03-05T09:07:30', executionPeriod: '2026-03-07T00:00:00', executed: false, executionDate: null, createdAt: '2026-03-05T09:07:31' },
  { id: 1, number: 'ZAD/00001/2026', name: 'Telefon do klienta', importance: 'NOT_SET', executorName: 'Jan Nowak', executorRoleName: null, baseDocument: null, date: '2026-03-04T08:00:00', executionPeriod: null, executed: true, executionDate: '2026-03-04T12:30:15', createdAt: '2026-03-04T08:00:01' },
];

const renderList = (rights: string[]) => {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: ROWS, total: ROWS.length }));
  const dataProvider = { getList, getMany: async () => ({ data: [] }) } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => rights,
    canAccess: async ({ action }) => action === 'list',
  };
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
        <ResourceContextProvider value={TASKS}>
          <TaskList />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
};

afterEach(cleanup);

it('shows executor or role, the base document, the due date without seconds and the state in colour', async () => {
  renderList(['internalTasks']);
  const open = (await screen.findByText('ZAD/00002/2026')).closest('tr') as HTMLElement;
  const executed = screen.getByText('ZAD/00001/2026').closest('tr') as HTMLElement;
  expect(within(open).getByText('Serwis (rola)')).toBeTruthy();
  // The specification's code HIGHT reads as the word for high.
  expect(within(open).getByText('Wysoka')).toBeTruthy();
  expect(within(open).getByText('Recl. nr REK/00001/2026 ref: ZS/2026/0412')).toBeTruthy();
  expect(within(open).getByText('05.03.2026 09:07:30')).toBeTruthy();
  expect(within(open).getByText('07.03.2026 00:00')).toBeTruthy();
  expect(within(open).getByText('Otwarte')).toBeTruthy();
  expect(within(executed).getByText('Jan Nowak')).toBeTruthy();
  expect(within(executed).getByText('Wykonane 04.03.2026 12:30:15')).toBeTruthy();
  // Each row is edged in its state's colour (the theme's success and info).
  const edge = (row: HTMLElement) => getComputedStyle(row.querySelector('td') as HTMLElement).borderLeftColor;
  expect(edge(executed)).not.toBe(edge(open));
});

it('narrows to the user\'s or their roles\' tasks; "Wszystkie" only with the right', async () => {
  const getList = renderList(['internalTasks']);
  const scope = await screen.findByRole('group', { name: 'Zakres zadań' });
  expect(within(scope).getAllByRole('button').map((b) => b.textContent)).toEqual(['Moje', 'Moich ról']);
  await waitFor(() => expect(getList).toHaveBeenCalled());
  expect(getList.mock.calls[0][1].filter).toEqual({});
  fireEvent.click(within(scope).getByRole('button', { name: 'Moich ról' }));
  await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].filter).toEqual({ scope: 'roles' }));
  cleanup();

  renderList(['internalTasks', 'allTasks']);
  const withRight = await screen.findByRole('group', { name: 'Zakres zadań' });
  await waitFor(() => expect(within(withRight).getAllByRole('button').map((b) => b.textContent)).toEqual(['Moje', 'Moich ról', 'Wszystkie']));
  expect(within(withRight).getByRole('button', { name: 'Wszystkie' }).getAttribute('aria-pressed')).toBe('true');
});
