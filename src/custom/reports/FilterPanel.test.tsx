// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import type { AuthProvider } from 'react-admin';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { dayGroup, dayInput, loadDayPicker } from '../../../tests/support/dayPickerDom';
import { dataProvider } from '../../dataProvider';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { reclamationReport } from '../../schemas/reports';
import { FilterPanel } from './FilterPanel';
import type { ReportSettings } from './reportModel';
import { emptySettings, requestBody } from './reportModel';

// The day pickers make each render heavier; on a busy machine the default budgets are too tight.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The dictionaries the filters list their values from. */
const LISTS: Record<string, unknown[]> = {
  '/api/getallreclamationstatuses': [
    { id: 17, description: 'Nowa' },
    { id: 18, description: 'Zamknięta' },
  ],
  '/api/customer': [{ id: 1, name: 'Meble Kowalski' }],
};
const server = vi.fn(async (url: string) => {
  const list = LISTS[url.split('?')[0]];
  return list ? answer({ httpStatus: 200, responseData: { rows: list, count: list.length } }) : answer({ httpStatus: 404, message: 'Nie ma takiej ścieżki API' }, 404);
});

const authProvider = (modules: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => modules,
});

/** The panel as the report page holds it; `settings` is what the page would send. */
let settings: ReportSettings;
const Panel = () => {
  const [value, setValue] = useState(() => emptySettings(reclamationReport));
  settings = value;
  return <FilterPanel definition={reclamationReport} settings={value} onChange={setValue} />;
};

const renderPanel = (modules = ['reclamations', 'reclamation_status', 'customers']) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider(modules)} dataProvider={dataProvider}>
      <Panel />
    </AdminContext>,
  );

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const choosePeriodType = (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rodzaj okresu/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
};
/** Picks a value of a filter's multi-select. */
const pick = async (filter: string, value: string) => {
  const input = screen.getByRole('combobox', { name: filter });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: value }));
  fireEvent.keyDown(input, { key: 'Escape' });
};

// The pickers are a chunk of their own: loaded once here, so each test waits only for React to show them.
beforeAll(loadDayPicker, 30_000);
beforeEach(() => vi.stubGlobal('fetch', server));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  server.mockClear();
});

it('offers a range by default, with its start and end', async () => {
  renderPanel();
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Status' });
  expect(screen.getByRole('combobox', { name: /Rodzaj okresu/ }).textContent).toBe('Zakres dat');
  // Both are the portal's day pickers, empty: sections to type DD.MM.YYYY into.
  expect((await dayInput('Przyjęte od')).value).toBe('');
  expect((await dayInput('Przyjęte do')).value).toBe('');
  expect(within(dayGroup('Przyjęte od')).getAllByRole('spinbutton').map((section) => section.textContent)).toEqual(['DD', 'MM', 'YYYY']);
  expect(screen.queryByLabelText('Dzień przyjęcia')).toBeNull();
});

it('a single day shows one date; back to a range shows both again', async () => {
  renderPanel();
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Status' });
  choosePeriodType('Jeden dzień');
  expect(screen.getByRole('combobox', { name: /Rodzaj okresu/ }).textContent).toBe('Jeden dzień');
  await dayInput('Dzień przyjęcia');
  expect(screen.queryByLabelText('Przyjęte od')).toBeNull();
  expect(screen.queryByLabelText('Przyjęte do')).toBeNull();
  fireEvent.change(await dayInput('Dzień przyjęcia'), { target: { value: '04.03.2025' } });
  expect(requestBody(reclamationReport, settings).filter.period).toEqual({ inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: null, field: 'input_date' });

  choosePeriodType('Zakres dat');
  expect((await dayInput('Przyjęte od')).value).toBe('04.03.2025');
  expect((await dayInput('Przyjęte do')).value).toBe('');
  expect(settings.period.periodType).toBe(1);
});

it('the period counts only while marked: entering a date marks it, unmarking keeps the dates', async () => {
  renderPanel();
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Status' });
  expect(box('Okres').checked).toBe(false);
  fireEvent.change(await dayInput('Przyjęte od'), { target: { value: '01.03.2025' } });
  fireEvent.change(await dayInput('Przyjęte do'), { target: { value: '31.03.2025' } });
  expect(box('Okres').checked).toBe(true);
  expect(requestBody(reclamationReport, settings).filter.period).toMatchObject({ inUse: true, dateFrom: '2025-03-01', dateTo: '2025-03-31' });
  fireEvent.click(box('Okres'));
  expect(box('Okres').checked).toBe(false);
  expect((await dayInput('Przyjęte od')).value).toBe('01.03.2025');
  expect(requestBody(reclamationReport, settings).filter.period).toMatchObject({ inUse: false, dateFrom: '2025-03-01', dateTo: '2025-03-31' });
});

it('a range ending before it starts is flagged', async () => {
  renderPanel();
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Status' });
  fireEvent.change(await dayInput('Przyjęte od'), { target: { value: '10.03.2025' } });
  fireEvent.change(await dayInput('Przyjęte do'), { target: { value: '01.03.2025' } });
  expect(screen.getByText('Data końcowa jest wcześniejsza niż początkowa')).toBeTruthy();
  expect(dayGroup('Przyjęte do').getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(await dayInput('Przyjęte do'), { target: { value: '10.03.2025' } });
  expect(screen.queryByText('Data końcowa jest wcześniejsza niż początkowa')).toBeNull();
  expect(dayGroup('Przyjęte do').getAttribute('aria-invalid')).toBe('false');
});

it('a filter counts only while marked: choosing a value marks it, unmarking keeps the value, clearing unmarks', async () => {
  renderPanel();
  const use = await screen.findByRole('checkbox', { name: 'Użyj filtra: Status' });
  expect((use as HTMLInputElement).checked).toBe(false);
  await pick('Status', 'Zamknięta');
  expect(box('Użyj filtra: Status').checked).toBe(true);
  expect(requestBody(reclamationReport, settings).filter.status).toEqual({ inUse: true, value: [18] });
  expect(requestBody(reclamationReport, settings).filter.customer).toEqual({ inUse: false, value: [] });

  fireEvent.click(box('Użyj filtra: Status'));
  expect(box('Użyj filtra: Status').checked).toBe(false);
  expect(screen.getByRole('button', { name: 'Zamknięta' })).toBeTruthy();
  expect(requestBody(reclamationReport, settings).filter.status).toEqual({ inUse: false, value: [18] });

  fireEvent.click(box('Użyj filtra: Status'));
  expect(requestBody(reclamationReport, settings).filter.status).toEqual({ inUse: true, value: [18] });
  fireEvent.click(within(screen.getByRole('button', { name: 'Zamknięta' })).getByTestId('CancelIcon'));
  expect(box('Użyj filtra: Status').checked).toBe(false);
  expect(requestBody(reclamationReport, settings).filter.status).toEqual({ inUse: false, value: [] });
});

it('lists the values of a filter from its dictionary', async () => {
  renderPanel();
  const input = await screen.findByRole('combobox', { name: 'Status' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Nowa', 'Zamknięta']);
  expect(server).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/getallreclamationstatuses\?/), expect.objectContaining({ method: 'GET' }));
});

it('offers only the filters whose values the user may list', async () => {
  renderPanel(['reclamations', 'customers']);
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Klient' });
  const offered = screen.getAllByRole('checkbox', { name: /^Użyj filtra/ }).map((c) => c.getAttribute('aria-label'));
  expect(offered).toEqual(['Użyj filtra: Klient', 'Użyj filtra: Rodzaj dokumentu']);
  await waitFor(() => expect(server).toHaveBeenCalled());
  expect(server.mock.calls.map(([url]) => url.split('?')[0])).toEqual(['/api/customer']);
});
