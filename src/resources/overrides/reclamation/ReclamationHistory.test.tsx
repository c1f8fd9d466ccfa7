// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import { ReclamationHistory } from './ReclamationHistory';

const renderHistory = (record: Record<string, unknown>, locale: Locale = 'pl') =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), locale)}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <ReclamationHistory />
      </RecordContextProvider>
    </AdminContext>,
  );

afterEach(cleanup);

it('says there is no history yet', () => {
  renderHistory({ history: [] });
  const section = screen.getByRole('region', { name: 'Historia' });
  expect(within(section).getByText('Brak zdarzeń w historii reklamacji.')).toBeTruthy();
  expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
});

it('lists the events newest first with their type, description, author and time', () => {
  renderHistory({
    history: [
      { id: 1, action_type: 1, description: 'Rejestracja: Zarejestrowana', user_name: 'Administrator', createdAt: '2026-03-05T08:09:10' },
      { id: 2, action_type: 4, description: 'Decyzja: Naprawa', user_name: null, createdAt: '2026-03-06T14:00:00' },
    ],
  });
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-action-type'))).toEqual(['4', '1']);
  expect(items[0].textContent).toBe('DecyzjaDecyzja: NaprawaSystem · 06.03.2026 14:00:00');
  expect(items[1].textContent).toBe('Zmiana statusuRejestracja: ZarejestrowanaAdministrator · 05.03.2026 08:09:10');
});

it('speaks the chosen language', () => {
  renderHistory({ history: [{ id: 1, action_type: 6, description: '', user_name: 'Anna', createdAt: '2026-03-05T08:09:10' }] }, 'de');
  expect(screen.getByRole('region', { name: 'Verlauf' })).toBeTruthy();
  expect(screen.getByRole('listitem').textContent).toBe('ErinnerungAnna · 05.03.2026 08:09:10');
});
