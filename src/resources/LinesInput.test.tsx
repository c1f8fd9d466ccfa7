// @vitest-environment jsdom
// Labels read `resources.samples.lines…`: this resource has no messages, so cells are found by their place.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n';
import type { LinesField, Locale } from '../schemas/core';
import { LinesInput } from './LinesInput';

const L = (pl: string) => ({ pl, en: pl, de: pl, fr: pl });
const field: LinesField = {
  type: 'lines',
  label: L('Pozycje'),
  table: 'sample_line',
  parentKey: 'sample_id',
  orderKey: 'lineNo',
  max: 10,
  editableFlag: 'editable',
  fields: { quantity: { type: 'number', integer: true, min: 1, label: L('Ilość'), default: 1 }, description: { type: 'text', label: L('Opis') } },
};

const renderLines = (record: Record<string, unknown>, onSubmit = vi.fn(), lineDefaults?: Record<string, unknown>) => {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <ResourceContextProvider value="samples">
        <RecordContextProvider value={{ id: 1, ...record }}>
          <Form record={{ id: 1, ...record }} onSubmit={onSubmit}>
            <LinesInput source="lines" field={field} lineDefaults={lineDefaults} />
            <button type="submit">Zapisz</button>
          </Form>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
};

afterEach(cleanup);

/** A cell by its line (from 0) and shown column (quantity 0, description 1). */
const cell = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
const texts = (col: number) => [...document.querySelectorAll<HTMLElement>(`[data-cell$=":${col}"]`)].map((element) => element.textContent);
const key = (target: Element, keyName: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(target, { key: keyName, ...init });
const submitted = async (submit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  return submit.mock.calls[0][0].lines as Record<string, unknown>[];
};

it('removes a line only after the confirmation that names it (its button or Ctrl+Delete), and saves the others in order', async () => {
  const submit = renderLines({ lines: [{ quantity: 2, description: 'pierwsza' }, { quantity: 3, description: 'druga' }, { quantity: 4, description: 'trzecia' }] });
  expect(texts(1)).toEqual(['pierwsza', 'druga', 'trzecia']);

  fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Usunąć pozycję 1?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(texts(1)).toEqual(['pierwsza', 'druga', 'trzecia']);

  fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 1' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Usunąć pozycję 1?' })).getByRole('button', { name: 'Potwierdź' }));
  await waitFor(() => expect(texts(1)).toEqual(['druga', 'trzecia']));

  key(cell(1, 1), 'Delete', { ctrlKey: true });
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Usunąć pozycję 2?' })).getByRole('button', { name: 'Potwierdź' }));
  await waitFor(() => expect(texts(1)).toEqual(['druga']));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  expect(await submitted(submit)).toEqual([{ quantity: 3, description: 'druga' }]);
});

it('edits a cell by typing on it: Enter confirms, Escape gives up, Tab confirms and moves on; Ctrl+↓ moves a line', async () => {
  const submit = renderLines({ lines: [{ quantity: 2, description: 'pierwsza' }, { quantity: 3, description: 'druga' }] });
  key(cell(0, 1), 'x');
  const input = screen.getByRole('textbox', { name: 'resources.samples.lines.lines.description' });
  expect(input.ownerDocument.activeElement).toBe(input);
  expect((input as HTMLInputElement).value).toBe('x');
  fireEvent.change(input, { target: { value: 'nowa' } });
  key(input, 'Escape');
  await waitFor(() => expect(texts(1)).toEqual(['pierwsza', 'druga']));

  key(cell(0, 1), 'Enter');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'zmieniona' } });
  key(screen.getByRole('textbox'), 'Enter');
  await waitFor(() => expect(texts(1)).toEqual(['zmieniona', 'druga']));

  key(cell(1, 0), 'Enter');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '1 200' } });
  key(screen.getByRole('textbox'), 'Tab');
  await waitFor(() => expect(texts(0)).toEqual(['2', '1200']));
  expect(document.activeElement).toBe(cell(1, 1));

  key(cell(0, 0), 'ArrowDown', { ctrlKey: true });
  await waitFor(() => expect(texts(1)).toEqual(['druga', 'zmieniona']));
  expect(document.activeElement).toBe(cell(1, 0));

  expect(await submitted(submit)).toEqual([
    { quantity: 1200, description: 'druga' },
    { quantity: 2, description: 'zmieniona' },
  ]);
});

it('refuses what is no number where it is typed, and names a broken rule on its cell once the form is sent', async () => {
  const submit = renderLines({ lines: [{ quantity: 2, description: 'a' }] });
  key(cell(0, 0), 'Enter');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'dwa' } });
  key(screen.getByRole('textbox'), 'Enter');
  await screen.findByText('To nie liczba: „dwa”');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '0' } });
  key(screen.getByRole('textbox'), 'Enter');
  await waitFor(() => expect(texts(0)).toEqual(['0']));
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(cell(0, 0).getAttribute('aria-invalid')).toBe('true'));
  expect(cell(0, 0).textContent).toBe('0Wartość musi wynosić co najmniej 1');
  expect(submit).not.toHaveBeenCalled();
});

it('pastes a block from a spreadsheet from the current cell on, adding lines, each problem on its cell', async () => {
  const submit = renderLines({ lines: [{ quantity: 2, description: 'a' }] });
  const data = { getData: () => '5\tpięć\n"6"\t"sześć, ""6"""\nx\tzła' };
  fireEvent.paste(cell(0, 0), { clipboardData: data });
  await waitFor(() => expect(texts(1)).toEqual(['pięć', 'sześć, "6"', 'zła']));
  expect(texts(0)).toEqual(['5', '6', '1To nie liczba: „x”']);
  expect(cell(2, 0).getAttribute('aria-invalid')).toBe('true');
  // Until the cell is put right, the form is not sent.
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
  await screen.findByText('Popraw pozycje zaznaczone na czerwono.');
  expect(submit).not.toHaveBeenCalled();
  key(cell(2, 0), '7');
  key(screen.getByRole('textbox'), 'Enter');
  await waitFor(() => expect(cell(2, 0).getAttribute('aria-invalid')).toBeNull());
  expect((await submitted(submit)).map((line) => line.quantity)).toEqual([5, 6, 7]);
});

it('adds a line with the line fields\' defaults; a record that locks its lines shows them as a document table', async () => {
  renderLines({ lines: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
  await waitFor(() => expect(texts(0)).toEqual(['1']));
  expect(document.activeElement).toBe(cell(0, 0));
  cleanup();

  renderLines({ editable: false, lines: [{ quantity: 4, description: 'zamknięta' }] });
  expect(screen.getByText('Tych pozycji nie można już zmieniać.')).toBeTruthy();
  expect(screen.queryByRole('grid')).toBeNull();
  expect(screen.getByRole('table').textContent).toContain('zamknięta');
  expect(screen.queryByRole('button', { name: 'Dodaj pozycję' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Usuń pozycję/ })).toBeNull();
  expect(cell(0, 0).tabIndex).toBe(-1);
  key(cell(0, 1), 'Enter');
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('a new line may start with what the record says instead of a field default (a discount the record gives its lines)', async () => {
  renderLines({ lines: [] }, vi.fn(), { quantity: 7 });
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
  await waitFor(() => expect(texts(0)).toEqual(['7']));
});

it('a choice confirmed untouched keeps its value, one no longer offered too; the arrows pick another', async () => {
  const choice: LinesField = { ...field, fields: { vat: { type: 'select', label: L('VAT'), options: [23, 8, 0].map((rate) => ({ id: rate, label: L(`${rate}%`) })) } } };
  const renderChoice = (vat: number) => {
    const submit = vi.fn();
    render(
      <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
        <ResourceContextProvider value="samples">
          <Form record={{ id: 1, lines: [{ vat }] }} onSubmit={submit}>
            <LinesInput source="lines" field={choice} />
            <button type="submit">Zapisz</button>
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    return submit;
  };
  const named = (rate: number) => `resources.samples.options.vat.${rate}`;

  // 7 % is offered no more: Enter and Tab (Tab confirms without adding a line, as Enter on the last cell would) keep it.
  let submit = renderChoice(7);
  key(cell(0, 0), 'Enter');
  expect(within(screen.getByRole('listbox')).queryByRole('option', { selected: true })).toBeNull();
  key(screen.getByRole('combobox'), 'Tab');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect((await submitted(submit)).map((line) => line.vat)).toEqual([7]);
  cleanup();

  submit = renderChoice(8);
  key(cell(0, 0), 'Enter');
  expect(within(screen.getByRole('listbox')).getByRole('option', { selected: true }).textContent).toBe(named(8));
  key(screen.getByRole('combobox'), 'ArrowDown');
  key(screen.getByRole('combobox'), 'Tab');
  await waitFor(() => expect(texts(0)).toEqual([named(0)]));
  expect((await submitted(submit)).map((line) => line.vat)).toEqual([0]);
});
