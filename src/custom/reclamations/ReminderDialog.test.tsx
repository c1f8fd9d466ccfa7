// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { defaultReminderDay } from './presentation';
import { ReminderButton } from './ReminderDialog';

// The day picker makes each render heavier; on a busy machine the default budgets are too tight.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderButton = () =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <RecordContextProvider value={{ id: 5 }}>
        <ReminderButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Dodaj przypomnienie' }));
  return screen.findByRole('dialog', { name: 'Nowe przypomnienie' });
};

/** The day picker's input once its chunk has loaded: it holds the day as shown (DD.MM.YYYY) and takes a typed one. */
const dayInput = (dialog: HTMLElement) =>
  waitFor(() => {
    const input = dialog.querySelector(`[id="${within(dialog).getByText(/Dzień przypomnienia/, { selector: 'label' }).getAttribute('for')}"]`) as HTMLInputElement;
    expect(input.getAttribute('aria-hidden')).toBe('true');
    return input;
  });

// The pickers are a chunk of their own: loaded once here, so each test waits only for React to show them.
beforeAll(() => import('../../resources/DateValuePicker'), 30_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('proposes tomorrow and closes on Esc without saving', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: {} }));
  vi.stubGlobal('fetch', fetch);
  renderButton();
  const dialog = await openDialog();
  // Tomorrow, shown as spec §9 writes a day.
  expect((await dayInput(dialog)).value).toBe(defaultReminderDay().split('-').reverse().join('.'));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fetch).not.toHaveBeenCalled();
});

it('saves on Enter in the text (Shift+Enter does not), then closes and says so', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: { id: 1 } }));
  vi.stubGlobal('fetch', fetch);
  renderButton();
  const dialog = await openDialog();
  fireEvent.change(await dayInput(dialog), { target: { value: '02.04.2031' } });
  const text = within(dialog).getByLabelText(/Treść przypomnienia/);
  fireEvent.change(text, { target: { value: '  Oddzwonić do klienta ' } });
  fireEvent.keyDown(text, { key: 'Enter', shiftKey: true });
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.keyDown(text, { key: 'Enter' });
  await waitFor(() =>
    expect(fetch).toHaveBeenCalledWith(
      '/api/reclamations/5/reminders',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ remind_at: '2031-04-02', description: 'Oddzwonić do klienta' }) }),
    ),
  );
  expect(await screen.findByText('Dodano przypomnienie')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('asks for the text before calling the server', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: {} }));
  vi.stubGlobal('fetch', fetch);
  renderButton();
  const dialog = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  expect(await within(dialog).findByText('To pole nie może być puste')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});

it("shows the server's objection on its field and stays open", async () => {
  const refusal = { httpStatus: 400, code: 'badRequest', message: 'remind_at: …', errors: [{ path: 'remind_at', code: 'dateTooEarly', message: 'Data nie może być wcześniejsza niż 12.05.2026' }] };
  vi.stubGlobal('fetch', vi.fn(async () => answer(refusal, 400)));
  renderButton();
  const dialog = await openDialog();
  fireEvent.change(within(dialog).getByLabelText(/Treść przypomnienia/), { target: { value: 'Za późno' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  expect(await within(dialog).findByText('Data nie może być wcześniejsza niż 12.05.2026')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Nowe przypomnienie' })).toBeTruthy();
});
