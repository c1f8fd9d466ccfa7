// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { PLACEHOLDERS } from '../../../schemas/mail/placeholders';
import { PlaceholderHelp } from './PlaceholderHelp';

afterEach(cleanup);

const renderFor = (recordType: string) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <Form record={{ recordType }}>
        <PlaceholderHelp />
      </Form>
    </AdminContext>,
  );

it('lists the placeholders of the chosen record type with what each gives', async () => {
  renderFor('reclamation');
  const list = await screen.findByTestId('placeholder-list');
  expect(screen.getByRole('heading', { name: 'Dozwolone pola szablonu (Reklamacja)' })).toBeTruthy();
  expect(within(list).getByText('{{reclamation.number}}')).toBeTruthy();
  expect(within(list).getByText('{{customer.name}}')).toBeTruthy();
  expect(within(list).getAllByRole('term')).toHaveLength(PLACEHOLDERS.reclamation.length);
  expect(within(list).queryByText('{{order.number}}')).toBeNull();
});

it('a template for no record offers only the sender and the date', async () => {
  renderFor('none');
  const list = await screen.findByTestId('placeholder-list');
  expect(within(list).getAllByRole('term').map((t) => t.textContent)).toEqual(PLACEHOLDERS.none.map((p) => `{{${p.name}}}`));
});
