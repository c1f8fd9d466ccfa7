// @vitest-environment jsdom
// Labels read `resources.samples.lines…`: this resource has no messages, so inputs are found by role.
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
  fields: { quantity: { type: 'number', integer: true, label: L('Ilość'), default: 1 }, description: { type: 'text', label: L('Opis') } },
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

const descriptions = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

it('removes a line only after the confirmation that names it, and saves the others in order', async () => {
  const submit = renderLines({ lines: [{ quantity: 2, description: 'pierwsza' }, { quantity: 3, description: 'druga' }] });
  expect(descriptions()).toEqual(['pierwsza', 'druga']);

  fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Usunąć pozycję 1?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(descriptions()).toEqual(['pierwsza', 'druga']);

  fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 1' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Usunąć pozycję 1?' })).getByRole('button', { name: 'Potwierdź' }));
  await waitFor(() => expect(descriptions()).toEqual(['druga']));

  fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(submit.mock.calls[0][0].lines).toEqual([{ quantity: 3, description: 'druga' }]);
});

it('adds a line with the line fields\' defaults; a record that locks its lines shows them read-only', async () => {
  const submit = renderLines({ lines: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
  await waitFor(() => expect(screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value)).toEqual(['1']));
  cleanup();

  renderLines({ editable: false, lines: [{ quantity: 4, description: 'zamknięta' }] });
  expect(screen.getByText('Tych pozycji nie można już zmieniać.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Dodaj pozycję' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Usuń pozycję/ })).toBeNull();
  expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).readOnly)).toEqual([true]);
  expect(submit).not.toHaveBeenCalled();
});

it('a new line may start with what the record says instead of a field default (a discount the record gives its lines)', async () => {
  renderLines({ lines: [] }, vi.fn(), { quantity: 7 });
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
  await waitFor(() => expect(screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value)).toEqual(['7']));
});
