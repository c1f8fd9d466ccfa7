// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider, DataProvider } from 'react-admin';
import { AdminContext, memoryStore, Notification, RecordContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n';
import type { EntityDef, Locale } from '../schemas/core';
import { entityByName } from '../schemas/registry';
import type { ChildRecordsGridProps } from './ChildRecordsGrid';
import { ChildRecordsGrid } from './ChildRecordsGrid';

vi.setConfig({ testTimeout: 20_000 });

const COSTS = entityByName('reclamation_cost');
const ORDERS = entityByName('reclamation_production_order');
const ARTICLES = entityByName('reclamation_cost_article');

const COST_ROWS = [
  { id: 3, reclamation_id: 5, cost_article: 1, description: 'Transport', cost_date: '2026-03-05', quantity: 2, unit_price: 0.1, amount: 0.1 },
  { id: 4, reclamation_id: 5, cost_article: 2, description: 'Montaż', cost_date: '2026-03-06', quantity: 1, unit_price: '1234.5', amount: '1234.2' },
];

const definitions = Object.fromEntries([COSTS, ORDERS, ARTICLES].map((e) => [e.menu, { name: e.menu, recordRepresentation: e.recordRepresentation, hasList: true, hasEdit: true, hasCreate: true, hasShow: true }]));

const renderGrid = (props: Partial<ChildRecordsGridProps> & { entity: EntityDef }, rows: Record<string, unknown>[], canModify = true) => {
  const dataProvider = {
    getManyReference: vi.fn(async () => ({ data: rows, total: rows.length })),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids.map((id) => ({ id, code: `K${id}`, description: `Rodzaj ${id}` })) })),
    getList: vi.fn(async () => ({ data: [1, 2].map((id) => ({ id, code: `K${id}`, description: `Rodzaj ${id}` })), total: 2 })),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 99, ...data } })),
    update: vi.fn(async (_resource: string, { id, data, previousData }: { id: number; data: Record<string, unknown>; previousData: Record<string, unknown> }) => ({ data: { ...previousData, ...data, id } })),
    delete: vi.fn(async (_resource: string, { previousData }: { previousData: Record<string, unknown> }) => ({ data: previousData })),
  };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ action }) => canModify || !['create', 'edit', 'delete'].includes(action),
  };
  render(
    <AdminContext store={memoryStore()} dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider} i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <RecordContextProvider value={{ id: 5, number: 'REK/00005/2026' }}>
          <ChildRecordsGrid foreignKey="reclamation_id" title="Koszty" texts={{ empty: 'Brak kosztów.', add: 'Dodaj koszt', edit: 'Zmień koszt', total: 'Razem' }} {...props} />
        </RecordContextProvider>
      </ResourceDefinitionContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
};

afterEach(cleanup);

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));

it("draws the child entity's list fields as columns, each value as its kind reads, and totals the money column", async () => {
  const provider = renderGrid({ entity: COSTS, rowActions: true, total: { field: 'amount', unit: 'PLN' } }, COST_ROWS);
  const section = await screen.findByRole('region', { name: 'Koszty' });
  const table = await within(section).findByRole('table', { name: 'Koszty' });
  const [head, ...rows] = within(table).getAllByRole('row');
  expect(within(head).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Rodzaj kosztu', 'Opis', 'Data', 'Ilość', 'Cena jedn.', 'Kwota', '']);
  await waitFor(() => expect(cellTexts(rows[0])[0]).toBe('Rodzaj 1'));
  expect(cellTexts(rows[0]).slice(0, 6)).toEqual(['Rodzaj 1', 'Transport', '05.03.2026', '2', '0,10', '0,10']);
  expect(cellTexts(rows[1]).slice(0, 6)).toEqual(['Rodzaj 2', 'Montaż', '06.03.2026', '1', '1 234,50', '1 234,20']);
  expect(cellTexts(rows[2])).toEqual(['Razem', '1 234,30 PLN', '']);
  expect(provider.getManyReference).toHaveBeenCalledWith('reclamations/costs', expect.objectContaining({ target: 'reclamation_id', id: 5, sort: { field: 'cost_date', order: 'ASC' } }));
});

it('follows the schema: a field no longer in the list is no longer a column', async () => {
  const withoutDescription: EntityDef = { ...COSTS, fields: { ...COSTS.fields, description: { ...COSTS.fields.description, inList: false } as EntityDef['fields'][string] } };
  renderGrid({ entity: withoutDescription }, COST_ROWS);
  const table = await screen.findByRole('table', { name: 'Koszty' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Rodzaj kosztu', 'Data', 'Ilość', 'Cena jedn.', 'Kwota']);
  // Without rowActions or a total: no buttons in the rows, no footer.
  expect(within(table).queryByRole('button', { name: 'Edytuj' })).toBeNull();
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

it('says when there are none; without the right to change, no add button', async () => {
  renderGrid({ entity: COSTS, rowActions: true }, [], false);
  const section = await screen.findByRole('region', { name: 'Koszty' });
  await within(section).findByText('Brak kosztów.');
  expect(within(section).queryByRole('table')).toBeNull();
  expect(within(section).queryByRole('button', { name: 'Dodaj koszt' })).toBeNull();
});

it("adds a record through a dialog of the child's inputs, with the schema's defaults and the parent's id", async () => {
  const provider = renderGrid({ entity: COSTS, rowActions: true }, []);
  fireEvent.click(await screen.findByRole('button', { name: 'Dodaj koszt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj koszt' });
  // The number inputs; the date's sections are spinbuttons too once the picker's chunk has loaded.
  const numberInputs = within(dialog).getAllByRole('spinbutton').filter((element) => element instanceof HTMLInputElement);
  expect(numberInputs.map((input) => input.value)).toEqual(['1', '0', '0']);
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opis' }), { target: { value: 'Dojazd' } });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Kwota/ }), { target: { value: '15.5' } });
  const article = within(dialog).getByRole('combobox', { name: /^Rodzaj kosztu/ });
  fireEvent.focus(article);
  fireEvent.change(article, { target: { value: 'Rodzaj' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Rodzaj 2' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(provider.create).toHaveBeenCalled());
  expect(provider.create.mock.calls[0][0]).toBe('reclamations/costs');
  expect(provider.create.mock.calls[0][1].data).toMatchObject({ reclamation_id: 5, cost_article: 2, description: 'Dojazd', quantity: 1, unit_price: 0, amount: 15.5 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('changes a row in the dialog and deletes one only after a confirmation naming it', async () => {
  const provider = renderGrid({ entity: COSTS, rowActions: true }, COST_ROWS);
  const table = await screen.findByRole('table', { name: 'Koszty' });
  fireEvent.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: 'Edytuj' }));
  const dialog = await screen.findByRole('dialog', { name: 'Zmień koszt' });
  expect((within(dialog).getByRole('textbox', { name: 'Opis' }) as HTMLInputElement).value).toBe('Transport');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opis' }), { target: { value: 'Transport 2' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(provider.update).toHaveBeenCalled());
  const { id, data } = provider.update.mock.calls[0][1];
  expect(id).toBe(3);
  // The key to the parent and the id stay out of what is sent.
  expect(data).toEqual({ cost_article: 1, description: 'Transport 2', cost_date: '2026-03-05', quantity: 2, unit_price: 0.1, amount: 0.1 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(within(table).getAllByRole('row')[2]).getByRole('button', { name: 'Usuń' }));
  const confirm = await screen.findByRole('dialog', { name: 'Usunąć „Montaż”?' });
  expect(provider.delete).not.toHaveBeenCalled();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Potwierdź' }));
  await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('reclamations/costs', expect.objectContaining({ id: 4 })));
});

it('changes a select of `inRow` right in its row and leaves it out of the dialog', async () => {
  const orders = [{ id: 7, reclamation_id: 5, number: 'REK/00005/2026/ZP/1', reclamation_subject: null, description: 'Szyba', quantity: 1, due_date: null, status: 'NEW' }];
  const provider = renderGrid({ entity: ORDERS, title: 'Zlecenia produkcyjne', texts: { empty: '-', add: 'Utwórz zlecenie', changed: 'Zmieniono' }, inRow: ['status'], newRecord: (parent, rows) => ({ number: `${String(parent.number)}/ZP/${rows.length + 1}` }) }, orders);
  const table = await screen.findByRole('table', { name: 'Zlecenia produkcyjne' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Numer zlecenia', 'Przedmiot', 'Opis', 'Ilość', 'Termin', 'Status']);
  fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Status REK/00005/2026/ZP/1' }));
  fireEvent.click(await screen.findByRole('option', { name: 'W realizacji' }));
  await waitFor(() => expect(provider.update).toHaveBeenCalledWith('reclamations/productionorders', expect.objectContaining({ id: 7, data: { status: 'IN_PROGRESS' } })));
  await screen.findByText('Zmieniono');

  fireEvent.click(screen.getByRole('button', { name: 'Utwórz zlecenie' }));
  const dialog = await screen.findByRole('dialog', { name: 'Utwórz zlecenie' });
  expect((within(dialog).getByRole('textbox', { name: /^Numer zlecenia/ }) as HTMLInputElement).value).toBe('REK/00005/2026/ZP/2');
  expect(within(dialog).queryByRole('combobox', { name: /^Status/ })).toBeNull();
});
