// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { dayInput, loadDayPicker } from '../../../tests/support/dayPickerDom';
import { dataProvider } from '../../dataProvider';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { reclamationReport } from '../../schemas/reports';
import type { Variant } from '../../dataProvider/reports';
import { ReportPage } from './ReportPage';
import type { ReportResult } from './reportModel';

/** The whole page in jsdom, found by role as a user would: slower than a single component. */
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** As the server sends it: group rows without labels, each label once in `labels`. */
type Answer = Omit<ReportResult, 'group0'> & { group0: Omit<ReportResult['group0'][number], 'label'>[]; labels: Record<string, Record<string, string>> };

const RESULT: Answer = {
  groups: ['status'],
  labels: { status: { '17': 'Nowa', '18': 'Zamknięta' } },
  group0: [
    { level: 0, values: [17], countRows: 2, amount: 350.5 },
    { level: 0, values: [18], countRows: 1, amount: 99 },
  ],
  group1: [],
  group2: [],
  group3: [],
  group4: [],
  group5: [],
  group6: [],
  recordsDetail: [
    { id: 1, lineNumber: 1, number: 'REK/00001/2025', _status: 'Nowa', amount: 250.5, groupValues: [17] },
    { id: 2, lineNumber: 2, number: 'REK/00002/2025', _status: 'Nowa', amount: 100, groupValues: [17] },
    { id: 3, lineNumber: 3, number: 'REK/00003/2025', _status: 'Zamknięta', amount: 99, groupValues: [18] },
  ],
  total: { countRows: 3, amount: 449.5 },
  truncated: false,
  detailLimit: 100_000,
};

const MONTHLY: Variant = {
  id: 3,
  name: 'Nowe w marcu',
  settings: { period: { inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: '' }, filters: { status: { inUse: true, value: [17] } }, groups: ['status', 'year'] },
};

/** Every filter as the page sends it when untouched. */
const UNUSED = { inUse: false, value: [] };
const untouchedFilters = {
  status: UNUSED,
  customer: UNUSED,
  type: UNUSED,
  reason: UNUSED,
  perpetrator: UNUSED,
  execution_type: UNUSED,
  decision: UNUSED,
  responsible: UNUSED,
  doc_type: UNUSED,
  sales_point: UNUSED,
};

/** A reply the test sends when it chooses, to see the page while it waits. */
const later = () => {
  let reply: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    reply = resolve;
  });
  return { promise, reply };
};

/**
 * The server: dictionaries, the report and its spreadsheet, and the user's variants (kept, so a
 * saved one is listed again). `report` and `xlsx` answer the next calls of those two.
 */
const api = {
  variants: [] as Variant[],
  report: (): Response | Promise<Response> => answer({ httpStatus: 200, responseData: RESULT }),
  xlsx: (): Response | Promise<Response> =>
    new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="raport-reklamacji-2025-03-04.xlsx"' } }),
};
const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
  const method = init.method ?? 'GET';
  const path = url.split('?')[0];
  if (path === '/api/getallreclamationstatuses') return answer({ httpStatus: 200, responseData: { rows: [{ id: 17, description: 'Nowa' }, { id: 18, description: 'Zamknięta' }], count: 2 } });
  if (path === '/api/reports/reclamations' && method === 'POST') return api.report();
  if (path === '/api/reports/reclamations/xlsx' && method === 'POST') return api.xlsx();
  if (path === '/api/reports/reclamations/variants') {
    if (method === 'GET') return answer({ httpStatus: 200, responseData: api.variants });
    const { name, settings } = JSON.parse(String(init.body)) as Omit<Variant, 'id'>;
    const made = { id: 4, name, settings };
    api.variants = [...api.variants, made];
    return answer({ httpStatus: 200, responseData: made });
  }
  const one = /^\/api\/reports\/reclamations\/variants\/(\d+)$/.exec(path);
  if (one) {
    const id = Number(one[1]);
    if (method === 'DELETE') api.variants = api.variants.filter((v) => v.id !== id);
    if (method === 'PUT') api.variants = api.variants.map((v) => (v.id === id ? { id, ...(JSON.parse(String(init.body)) as Omit<Variant, 'id'>) } : v));
    return answer({ httpStatus: 200, responseData: api.variants.find((v) => v.id === id) ?? { id } });
  }
  return answer({ httpStatus: 404, message: 'Nie ma takiej ścieżki API' }, 404);
});
/** The calls the page made to a path with a method, each with its JSON body. */
const calls = (path: string, method: string) =>
  fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['reclamations', 'reclamation_status'],
};

const renderReport = async () => {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider} dataProvider={dataProvider}>
      <ReportPage definition={reclamationReport} />
      <Notification />
    </AdminContext>,
  );
  await screen.findByRole('checkbox', { name: 'Użyj filtra: Status' });
  await waitFor(() => expect(calls('/api/reports/reclamations/variants', 'GET')).toHaveLength(1));
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const choose = (select: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: select }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
const levels = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const chosenStatuses = () => within(screen.getByRole('combobox', { name: 'Status' }).parentElement as HTMLElement).queryAllByRole('button').map((b) => b.textContent).filter(Boolean);

/** Where the downloaded file went: the link the page clicked. */
const downloads: { href: string; download: string }[] = [];

beforeAll(loadDayPicker, 30_000);
beforeEach(() => {
  api.variants = [MONTHLY];
  api.report = () => answer({ httpStatus: 200, responseData: RESULT });
  vi.stubGlobal('fetch', fetch);
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetch.mockClear();
  downloads.length = 0;
});

it('asks for the filters first; print waits for a result', async () => {
  await renderReport();
  // The browser's tab carries the report's name.
  await waitFor(() => expect(document.title).toBe('Raport reklamacji · Zaplecze'));
  expect(screen.getByText('Ustaw filtry i grupowanie, a następnie wykonaj raport.')).toBeTruthy();
  expect(button('Drukuj').disabled).toBe(true);
  expect(button('Wykonaj raport').disabled).toBe(false);
  expect(calls('/api/reports/reclamations', 'POST')).toHaveLength(0);
});

it('runs the report with the filters and grouping set, shows progress, then the result', async () => {
  const reply = later();
  api.report = () => reply.promise;
  await renderReport();
  fireEvent.change(await dayInput('Przyjęte od'), { target: { value: '01.03.2025' } });
  fireEvent.change(await dayInput('Przyjęte do'), { target: { value: '31.03.2025' } });
  choose(/Dodaj poziom grupowania/, 'Status');
  fireEvent.click(button('Wykonaj raport'));

  const running = await screen.findByRole('button', { name: 'Wykonywanie raportu…' });
  expect((running as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('progressbar', { name: 'Wykonywanie raportu…' })).toBeTruthy();
  expect(calls('/api/reports/reclamations', 'POST')).toEqual([
    {
      filter: { period: { inUse: true, periodType: 1, dateFrom: '2025-03-01', dateTo: '2025-03-31', field: 'input_date' }, ...untouchedFilters },
      groups: ['status'],
    },
  ]);

  reply.reply(answer({ httpStatus: 200, responseData: RESULT }));
  expect(await screen.findByText('Razem: 3 reklamacji')).toBeTruthy();
  expect(button('Wykonaj raport').disabled).toBe(false);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByText('Ustaw filtry i grupowanie, a następnie wykonaj raport.')).toBeNull();
  expect(button('Drukuj').disabled).toBe(false);
  const table = screen.getByRole('table', { name: 'Raport reklamacji' });
  expect(within(table).getByText('Status: Nowa')).toBeTruthy();
  expect(within(table).getByText('Status: Zamknięta')).toBeTruthy();
  expect(within(table).queryByText('REK/00001/2025')).toBeNull();
});

it('expands and collapses the whole result', async () => {
  await renderReport();
  choose(/Dodaj poziom grupowania/, 'Status');
  fireEvent.click(button('Wykonaj raport'));
  await screen.findByText('Razem: 3 reklamacji');
  const table = screen.getByRole('table', { name: 'Raport reklamacji' });
  fireEvent.click(button('Rozwiń wszystko'));
  expect(['REK/00001/2025', 'REK/00002/2025', 'REK/00003/2025'].map((n) => within(table).queryByText(n) !== null)).toEqual([true, true, true]);
  fireEvent.click(button('Zwiń wszystko'));
  expect(within(table).queryByText('REK/00001/2025')).toBeNull();
  expect(within(table).getAllByRole('button', { name: 'Rozwiń' })).toHaveLength(2);
});

it('a cut report loads the rows of a group when it is opened, with the settings it ran with, numbered after the groups before it', async () => {
  // The first answer carried only status 17's two rows; status 18 has three more the screen has not got.
  const cut: Answer = {
    ...RESULT,
    group0: [RESULT.group0[0], { ...RESULT.group0[1], countRows: 3 }],
    recordsDetail: RESULT.recordsDetail.slice(0, 2),
    total: { countRows: 5, amount: 0 },
    truncated: true,
    detailLimit: 2,
  };
  const part: Answer = {
    ...RESULT,
    group0: [{ ...RESULT.group0[1], countRows: 3 }],
    recordsDetail: [3, 4, 5].map((id, i) => ({ id, lineNumber: i + 1, number: `REK/0000${id}/2025`, _status: 'Zamknięta', amount: 1, groupValues: [18] })),
    total: { countRows: 3, amount: 3 },
  };
  const reply = later();
  api.report = () => answer({ httpStatus: 200, responseData: cut });
  await renderReport();
  choose(/Dodaj poziom grupowania/, 'Status');
  fireEvent.click(button('Wykonaj raport'));
  await screen.findByText('Razem: 5 reklamacji');
  // Edited after the run: the group's rows are still asked for as the report ran.
  choose(/Dodaj poziom grupowania/, 'Klient');
  const table = screen.getByRole('table', { name: 'Raport reklamacji' });

  // The first group came whole: opening it asks for nothing.
  fireEvent.click(within(table).getAllByRole('button', { name: 'Rozwiń' })[0]);
  expect(within(table).getByText('REK/00002/2025')).toBeTruthy();
  expect(calls('/api/reports/reclamations', 'POST')).toHaveLength(1);

  api.report = () => reply.promise;
  fireEvent.click(within(table).getByRole('button', { name: 'Rozwiń' }));
  expect(await within(table).findByText('Wczytywanie wierszy grupy…')).toBeTruthy();
  const asked = calls('/api/reports/reclamations', 'POST');
  expect(asked).toHaveLength(2);
  expect(asked[1]).toEqual({ ...asked[0], within: [18] });
  expect(asked[1].groups).toEqual(['status']);

  reply.reply(answer({ httpStatus: 200, responseData: part }));
  expect(await within(table).findByText('REK/00005/2025')).toBeTruthy();
  expect(within(table).queryByText('Wczytywanie wierszy grupy…')).toBeNull();
  const line = (number: string) => within(table).getByText(number).closest('tr')?.querySelector('td')?.textContent;
  expect([line('REK/00003/2025'), line('REK/00005/2025')]).toEqual(['3', '5']);

  // Closed and opened again: the rows are kept, nothing more is asked.
  fireEvent.click(within(table).getAllByRole('button', { name: 'Zwiń' })[1]);
  fireEvent.click(within(table).getAllByRole('button', { name: 'Rozwiń' })[0]);
  expect(within(table).getByText('REK/00004/2025')).toBeTruthy();
  expect(calls('/api/reports/reclamations', 'POST')).toHaveLength(2);
});

it('after "expand all" on a cut report, a group without its rows offers to load them', async () => {
  const cut: Answer = { ...RESULT, recordsDetail: RESULT.recordsDetail.slice(0, 2), truncated: true, detailLimit: 2 };
  const part: Answer = { ...RESULT, group0: [RESULT.group0[1]], recordsDetail: [{ ...RESULT.recordsDetail[2], lineNumber: 1 }], total: { countRows: 1, amount: 99 } };
  api.report = () => answer({ httpStatus: 200, responseData: cut });
  await renderReport();
  choose(/Dodaj poziom grupowania/, 'Status');
  fireEvent.click(button('Wykonaj raport'));
  await screen.findByText('Razem: 3 reklamacji');
  const table = screen.getByRole('table', { name: 'Raport reklamacji' });
  fireEvent.click(button('Rozwiń wszystko'));
  // Expanding everything asks for nothing; the group without rows says so and offers them.
  expect(within(table).getByText('REK/00002/2025')).toBeTruthy();
  expect(within(table).getByText('Pokazano 0 z 1 wierszy; wszystkie są w pliku XLSX.')).toBeTruthy();
  expect(calls('/api/reports/reclamations', 'POST')).toHaveLength(1);
  expect(within(table).getAllByRole('button', { name: 'Wczytaj wiersze' })).toHaveLength(1);

  api.report = () => answer({ httpStatus: 200, responseData: part });
  fireEvent.click(within(table).getByRole('button', { name: 'Wczytaj wiersze' }));
  expect(await within(table).findByText('REK/00003/2025')).toBeTruthy();
  expect(calls('/api/reports/reclamations', 'POST')[1].within).toEqual([18]);
  expect(within(table).queryByRole('button', { name: 'Wczytaj wiersze' })).toBeNull();
  expect(within(table).getByText('REK/00003/2025').closest('tr')?.querySelector('td')?.textContent).toBe('3');
});

it('without grouping lists the reclamations, and says when the server cut the detail rows', async () => {
  api.report = () => answer({ httpStatus: 200, responseData: { ...RESULT, groups: [], group0: [], truncated: true, detailLimit: 3 } });
  await renderReport();
  fireEvent.click(button('Wykonaj raport'));
  expect(await screen.findByText('Raport przyniósł pierwsze 3 wierszy szczegółów; pozostałe grupy wczytują swoje wiersze po rozwinięciu.')).toBeTruthy();
  expect(calls('/api/reports/reclamations', 'POST')[0].groups).toEqual([]);
  const table = screen.getByRole('table', { name: 'Raport reklamacji' });
  expect(within(table).getByText('REK/00003/2025')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Rozwiń wszystko' })).toBeNull();
});

it("shows the server's error message, a general one when it has none, and clears it on success", async () => {
  api.report = () => answer({ httpStatus: 500, message: 'Baza danych jest niedostępna' }, 500);
  await renderReport();
  fireEvent.click(button('Wykonaj raport'));
  expect((await screen.findByRole('alert')).textContent).toBe('Baza danych jest niedostępna');
  expect(screen.queryByRole('table')).toBeNull();
  expect(button('Wykonaj raport').disabled).toBe(false);

  api.report = () => new Response('', { status: 502 });
  fireEvent.click(button('Wykonaj raport'));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nie udało się wykonać raportu.'));

  api.report = () => answer({ httpStatus: 200, responseData: RESULT });
  fireEvent.click(button('Wykonaj raport'));
  expect(await screen.findByText('Razem: 3 reklamacji')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('exports the spreadsheet: posts the settings, shows it is busy, saves the file under its name', async () => {
  const reply = later();
  api.xlsx = () => reply.promise;
  await renderReport();
  choose(/Dodaj poziom grupowania/, 'Status');
  fireEvent.click(button('Eksport do XLSX'));

  const busy = await screen.findByRole('button', { name: 'Przygotowywanie pliku…' });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  expect(calls('/api/reports/reclamations/xlsx', 'POST')).toEqual([
    { filter: { period: { inUse: false, periodType: 1, dateFrom: null, dateTo: null, field: 'input_date' }, ...untouchedFilters }, groups: ['status'] },
  ]);
  expect(calls('/api/reports/reclamations', 'POST')).toHaveLength(0);
  expect(downloads).toEqual([]);

  reply.reply(new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="raport-reklamacji-2025-03-04.xlsx"' } }));
  await waitFor(() => expect(downloads).toEqual([{ href: 'blob:report', download: 'raport-reklamacji-2025-03-04.xlsx' }]));
  expect(button('Eksport do XLSX').disabled).toBe(false);
});

it('says when the spreadsheet could not be made', async () => {
  api.xlsx = () => answer({ httpStatus: 500, message: 'Błąd' }, 500);
  await renderReport();
  fireEvent.click(button('Eksport do XLSX'));
  expect(await screen.findByText('Nie udało się pobrać pliku raportu.')).toBeTruthy();
  expect(downloads).toEqual([]);
  expect(button('Eksport do XLSX').disabled).toBe(false);
});

it('will not run or export a range that ends before it starts', async () => {
  await renderReport();
  fireEvent.change(await dayInput('Przyjęte od'), { target: { value: '31.03.2025' } });
  fireEvent.change(await dayInput('Przyjęte do'), { target: { value: '01.03.2025' } });
  expect(button('Wykonaj raport').disabled).toBe(true);
  expect(button('Eksport do XLSX').disabled).toBe(true);
  fireEvent.change(await dayInput('Przyjęte do'), { target: { value: '01.04.2025' } });
  expect(button('Wykonaj raport').disabled).toBe(false);
  expect(button('Eksport do XLSX').disabled).toBe(false);
});

it('choosing a saved variant fills the form, and the report runs with it', async () => {
  await renderReport();
  expect(button('Zapisz wariant').disabled).toBe(true);
  choose(/Wariant/, 'Nowe w marcu');

  expect(screen.getByRole('combobox', { name: /Wariant/ }).textContent).toBe('Nowe w marcu');
  expect(screen.getByRole('combobox', { name: /Rodzaj okresu/ }).textContent).toBe('Jeden dzień');
  expect((await dayInput('Dzień przyjęcia')).value).toBe('04.03.2025');
  expect((screen.getByRole('checkbox', { name: 'Okres' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Użyj filtra: Status' }) as HTMLInputElement).checked).toBe(true);
  await waitFor(() => expect(chosenStatuses()).toEqual(['Nowa']));
  expect(levels()).toEqual(['1Status', '2Rok przyjęcia']);
  expect(button('Zapisz wariant').disabled).toBe(false);

  fireEvent.click(button('Wykonaj raport'));
  await screen.findByText('Razem: 3 reklamacji');
  expect(calls('/api/reports/reclamations', 'POST')).toEqual([
    {
      filter: { period: { inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: null, field: 'input_date' }, ...untouchedFilters, status: { inUse: true, value: [17] } },
      groups: ['status', 'year'],
    },
  ]);
});

it('saves the form as a new variant, selects it, then saves changes over it', async () => {
  await renderReport();
  choose(/Dodaj poziom grupowania/, 'Klient');
  fireEvent.click(button('Zapisz jako nowy wariant'));
  const dialog = await screen.findByRole('dialog', { name: 'Zapisz jako nowy wariant' });
  const save = within(dialog).getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Nazwa wariantu'), { target: { value: '  Według klienta ' } });
  fireEvent.click(save);

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Zapisano wariant raportu.')).toBeTruthy();
  expect(calls('/api/reports/reclamations/variants', 'POST')).toEqual([
    {
      name: 'Według klienta',
      settings: { period: { inUse: false, periodType: 1, dateFrom: '', dateTo: '' }, filters: untouchedFilters, groups: ['customer'] },
    },
  ]);
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Wariant/ }).textContent).toBe('Według klienta'));
  expect(calls('/api/reports/reclamations/variants', 'GET')).toHaveLength(2);

  choose(/Dodaj poziom grupowania/, 'Rok przyjęcia');
  fireEvent.click(button('Zapisz wariant'));
  await waitFor(() => expect(calls('/api/reports/reclamations/variants/4', 'PUT')).toHaveLength(1));
  expect(calls('/api/reports/reclamations/variants/4', 'PUT')[0]).toMatchObject({ name: 'Według klienta', settings: { groups: ['customer', 'year'] } });
});

it('offers the name of the chosen variant when saving it as a new one', async () => {
  await renderReport();
  choose(/Wariant/, 'Nowe w marcu');
  fireEvent.click(button('Zapisz jako nowy wariant'));
  const dialog = await screen.findByRole('dialog', { name: 'Zapisz jako nowy wariant' });
  expect((within(dialog).getByLabelText('Nazwa wariantu') as HTMLInputElement).value).toBe('Nowe w marcu (2)');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls('/api/reports/reclamations/variants', 'POST')).toHaveLength(0);
});

it('deletes the chosen variant after asking', async () => {
  await renderReport();
  choose(/Wariant/, 'Nowe w marcu');
  fireEvent.click(button('Usuń wariant'));
  const dialog = await screen.findByRole('dialog', { name: 'Usunąć wariant „Nowe w marcu”?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
  await waitFor(() => expect(calls('/api/reports/reclamations/variants/3', 'DELETE')).toHaveLength(1));
  expect(await screen.findByText('Usunięto wariant raportu.')).toBeTruthy();
  await waitFor(() => expect(button('Usuń wariant').disabled).toBe(true));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Wariant/ }));
  expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['(bez wariantu)']);
});
