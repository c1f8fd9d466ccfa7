// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { ConnectionTest } from './ConnectionTest';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = { id: 4, name: 'Biuro', email: 'biuro@zaplecze.local', imapHost: 'imap.example.com', imapPort: 993, password: '', hasPassword: true };

const renderTest = () =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <RecordContextProvider value={ACCOUNT}>
        <Form record={ACCOUNT}>
          <ConnectionTest />
        </Form>
      </RecordContextProvider>
    </AdminContext>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('tests the settings on the form with the stored password and says which stage failed and why', async () => {
  const answer = {
    imap: { ok: true, message: 'Zalogowano do serwera IMAP' },
    smtp: { ok: false, stage: 'auth', message: 'Serwer SMTP odrzucił login lub hasło' },
  };
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ httpStatus: 200, responseData: answer }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  renderTest();
  fireEvent.click(await screen.findByRole('button', { name: 'Sprawdź połączenie' }));
  const smtp = await screen.findByTestId('test-smtp', {}, { timeout: 5000 });
  expect(within(smtp).getByText('SMTP: błąd: logowanie')).toBeTruthy();
  expect(within(smtp).getByText('Serwer SMTP odrzucił login lub hasło')).toBeTruthy();
  expect(within(screen.getByTestId('test-imap')).getByText('IMAP: działa')).toBeTruthy();
  expect(fetch.mock.calls[0][0]).toBe('/api/email_account/test');
  const body = JSON.parse(String(fetch.mock.calls[0][1]?.body)) as Record<string, unknown>;
  expect(body).toMatchObject({ id: 4, imapHost: 'imap.example.com', imapPort: 993 });
  expect(body).not.toHaveProperty('password');
  expect(body).not.toHaveProperty('hasPassword');
});

it("shows the server's refusal of the test itself", async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ httpStatus: 403, message: 'Brak uprawnień' }), { status: 403, headers: { 'content-type': 'application/json' } })));
  renderTest();
  fireEvent.click(await screen.findByRole('button', { name: 'Sprawdź połączenie' }));
  await waitFor(() => expect(screen.getByText('Brak uprawnień')).toBeTruthy(), { timeout: 5000 });
});
