// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider, DataProvider, GetManyReferenceParams } from 'react-admin';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { RecordMail } from './RecordMail';

vi.setConfig({ testTimeout: 20_000 });

const SENT = [{ id: 9, to: 'zofia@example.com', subject: 'Reklamacja REK/00012/2026', state: 'sent', createdAt: '2026-03-05T09:07:30' }];

const Location = () => <div data-testid="location">{`${useLocation().pathname}${useLocation().search}`}</div>;

const renderFor = (record: Record<string, unknown>, props: Parameters<typeof RecordMail>[0]) => {
  const getManyReference = vi.fn(async (_resource: string, _params: GetManyReferenceParams) => ({ data: SENT, total: 1 }));
  const getOne = vi.fn(async () => ({ data: { id: 4, name: 'Okna Sp. z o.o.', email: 'biuro@okna.pl' } }));
  const dataProvider = { getManyReference, getOne, getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;
  const authProvider: AuthProvider = { login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, canAccess: async () => true };
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
        <RecordContextProvider value={record}>
          <RecordMail {...props} />
        </RecordContextProvider>
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
  return { getManyReference, getOne };
};

afterEach(cleanup);

it("lists the record's sent e-mails and writes a new one to the record's own address", async () => {
  const { getManyReference, getOne } = renderFor({ id: 12, customer: 4, email: 'zofia@example.com' }, { ownerType: 'reclamation', customerField: 'customer', emailField: 'email' });
  const section = await screen.findByRole('region', { name: 'Wysłane e-maile' }, { timeout: 5000 });
  expect(await within(section).findByText('Reklamacja REK/00012/2026')).toBeTruthy();
  expect(within(section).getByText('Wysłana')).toBeTruthy();
  expect(getManyReference.mock.calls[0][0]).toBe('outgoing-emails');
  expect(getManyReference.mock.calls[0][1]).toMatchObject({ target: 'ownerId', id: 12, filter: { ownerType: 'reclamation' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Napisz e-mail' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/new-email?ownerType=reclamation&ownerId=12&to=zofia%40example.com'));
  expect(getOne).not.toHaveBeenCalled();
});

it("writes to the customer's address when the record has none of its own", async () => {
  const { getOne } = renderFor({ id: 30, customerId: 4 }, { ownerType: 'order', customerField: 'customerId' });
  fireEvent.click(await screen.findByRole('button', { name: 'Napisz e-mail' }, { timeout: 5000 }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/new-email?ownerType=order&ownerId=30&to=biuro%40okna.pl'));
  expect(getOne).toHaveBeenCalledWith('customers', { id: 4 });
});
