// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { RaRecord } from 'react-admin';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { TaskActions } from './TaskActions';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const OPEN: RaRecord = { id: 5, number: 'ZAD/00005/2026', canExecute: true, executed: false, executionAccepted: false, authorId: 7, bpExemplarId: 2, stageId: 's1', redirectStages: [{ id: 's3', text: 'Naprawa' }] };

const renderActions = (task: RaRecord) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <RecordContextProvider value={task}>
        <TaskActions />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('offers only what applies to the task', () => {
  renderActions(OPEN);
  expect(buttons()).toEqual(['Przyjmij', 'Wykonaj', 'Przekieruj', 'Wyślij wynik']);
  cleanup();
  renderActions({ ...OPEN, executed: true });
  expect(buttons()).toEqual(['Anuluj wykonanie', 'Wyślij wynik']);
  cleanup();
  renderActions({ ...OPEN, canExecute: false });
  expect(buttons()).toEqual([]);
});

it('accepting calls its route at once', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: { ...OPEN, executionAccepted: true } }));
  vi.stubGlobal('fetch', fetch);
  renderActions(OPEN);
  fireEvent.click(screen.getByRole('button', { name: 'Przyjmij' }));
  expect(await screen.findByText('Zadanie przyjęte do wykonania.')).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith('/api/accept_exec_task/5', expect.objectContaining({ method: 'PUT' }));
});

it('executing asks for the result, which is required', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 200, responseData: { ...OPEN, executed: true } }));
  vi.stubGlobal('fetch', fetch);
  renderActions(OPEN);
  fireEvent.click(screen.getByRole('button', { name: 'Wykonaj' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wykonaj' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Wykonaj' }));
  expect(await within(dialog).findByText('To pole nie może być puste')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Wynik wykonania/ }), { target: { value: 'Wymieniono okucie' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Wykonaj' }));
  expect(await screen.findByText('Zadanie wykonane.')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wykonaj' })).toBeNull());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/execute_task/5');
  expect(JSON.parse(String(init.body))).toEqual({ executionResult: 'Wymieniono okucie' });
});

it('redirecting asks for the stage and shows the server\'s refusal', async () => {
  const fetch = vi.fn(async () => answer({ httpStatus: 422, message: 'Kod etapu zgłosił błąd: brak decyzji' }, 422));
  vi.stubGlobal('fetch', fetch);
  renderActions(OPEN);
  fireEvent.click(screen.getByRole('button', { name: 'Przekieruj' }));
  const dialog = await screen.findByRole('dialog', { name: 'Przekieruj' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Etap docelowy/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Naprawa' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Przekieruj' }));
  expect(await screen.findByText('Kod etapu zgłosił błąd: brak decyzji')).toBeTruthy();
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/redirect_task/5');
  expect(JSON.parse(String(init.body))).toEqual({ stageId: 's3' });
  // The dialog stays open to try again.
  expect(screen.getByRole('dialog', { name: 'Przekieruj' })).toBeTruthy();
});
