// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { reclamationReport } from '../../schemas/reports';
import { GroupChooser } from './GroupChooser';

/** The chooser as the report page holds it: its levels in state, every change also reported. */
const changes = vi.fn<(groups: string[]) => void>();
const Chooser = ({ initial }: { initial: string[] }) => {
  const [groups, setGroups] = useState(initial);
  return (
    <GroupChooser
      definition={reclamationReport}
      groups={groups}
      onChange={(next) => {
        changes(next);
        setGroups(next);
      }}
    />
  );
};

const renderChooser = (initial: string[] = []) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <Chooser initial={initial} />
    </AdminContext>,
  );

/** The levels as the user reads them: position and key name. */
const levels = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const addControl = () => screen.getByRole('combobox', { name: /Dodaj poziom grupowania/ });
const openAdd = () => {
  fireEvent.mouseDown(addControl());
  return screen.getByRole('listbox');
};
const add = (name: string) => fireEvent.click(within(openAdd()).getByRole('option', { name }));

afterEach(() => {
  cleanup();
  changes.mockClear();
});

it('starts with no levels and says the report is a plain list', () => {
  renderChooser();
  expect(levels()).toEqual([]);
  expect(screen.getByText('Bez grupowania: sama lista reklamacji.')).toBeTruthy();
});

it('adds levels in the order chosen, numbering them', () => {
  renderChooser();
  add('Status');
  add('Rok przyjęcia');
  expect(levels()).toEqual(['1Status', '2Rok przyjęcia']);
  expect(changes).toHaveBeenLastCalledWith(['status', 'year']);
  expect(screen.queryByText('Bez grupowania: sama lista reklamacji.')).toBeNull();
});

it('does not offer a key already chosen', () => {
  renderChooser(['status', 'customer']);
  const options = within(openAdd()).getAllByRole('option').map((o) => o.textContent);
  expect(options).not.toContain('Status');
  expect(options).not.toContain('Klient');
  expect(options).toEqual(['Typ', 'Przyczyna', 'Sprawca', 'Sposób realizacji', 'Decyzja', 'Odpowiedzialny', 'Rodzaj dokumentu', 'Punkt sprzedaży', 'Miesiąc przyjęcia', 'Rok przyjęcia']);
});

it('removes a level and renumbers the rest', () => {
  renderChooser(['status', 'customer', 'year']);
  fireEvent.click(screen.getByRole('button', { name: 'Usuń poziom: Klient' }));
  expect(levels()).toEqual(['1Status', '2Rok przyjęcia']);
  expect(changes).toHaveBeenLastCalledWith(['status', 'year']);
  expect(within(openAdd()).getByRole('option', { name: 'Klient' })).toBeTruthy();
});

it('moves a level up and down; the first cannot go up, the last cannot go down', () => {
  renderChooser(['status', 'customer', 'year']);
  expect(screen.getByRole('button', { name: 'Wyżej: Status' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Niżej: Rok przyjęcia' }).hasAttribute('disabled')).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Wyżej: Rok przyjęcia' }));
  expect(levels()).toEqual(['1Status', '2Rok przyjęcia', '3Klient']);
  fireEvent.click(screen.getByRole('button', { name: 'Niżej: Status' }));
  expect(levels()).toEqual(['1Rok przyjęcia', '2Status', '3Klient']);
  expect(changes).toHaveBeenLastCalledWith(['year', 'status', 'customer']);
  expect(screen.getByRole('button', { name: 'Wyżej: Rok przyjęcia' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Niżej: Klient' }).hasAttribute('disabled')).toBe(true);
});

it('takes at most seven levels: the add control is disabled at seven and back after a removal', () => {
  renderChooser(['status', 'customer', 'type', 'reason', 'perpetrator', 'decision']);
  expect(addControl().getAttribute('aria-disabled')).toBeNull();
  add('Rok przyjęcia');
  expect(levels()).toHaveLength(7);
  expect(addControl().getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByText('Najwyżej 7 poziomów')).toBeTruthy();
  fireEvent.mouseDown(addControl());
  expect(screen.queryByRole('listbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Usuń poziom: Typ' }));
  expect(levels()).toHaveLength(6);
  expect(addControl().getAttribute('aria-disabled')).toBeNull();
  expect(screen.queryByText('Najwyżej 7 poziomów')).toBeNull();
});
