// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useWatch } from 'react-hook-form';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Locale } from '../../../schemas/core';
import type { AccessKey, Setting } from './matrix';
import { RightsMatrix } from './RightsMatrix';

const label = (pl: string, en: string) => ({ pl, en, de: en, fr: en });
const KEYS: AccessKey[] = [
  { key: '*', label: label('Wszystkie moduły', 'All modules'), clientAccess: false },
  { key: 'reclamations', label: label('Reklamacje', 'Reclamations'), clientAccess: true },
  { key: 'customers', label: label('Klienci', 'Customers'), clientAccess: true },
  { key: 'users', label: label('Użytkownicy', 'Users'), clientAccess: false },
];

/** The form value as the test reads it. */
let settings: Setting[] = [];
const Spy = () => {
  settings = useWatch({ name: 'settings' }) ?? [];
  return null;
};

const renderMatrix = (values: { user_type: number; settings: Setting[] }, locale: Locale = 'pl') =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), locale)}>
      <Form defaultValues={values}>
        <RightsMatrix keys={KEYS} />
        <Spy />
      </Form>
    </AdminContext>,
  );

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const click = (name: string) => act(() => fireEvent.click(box(name)));

afterEach(cleanup);

describe('RightsMatrix', () => {
  it('shows a row per key with native, focusable checkboxes', () => {
    renderMatrix({ user_type: 1, settings: [] });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['Wszystkie moduły', 'Reklamacje', 'Klienci', 'Użytkownicy']);
    const cell = box('Odczyt – Reklamacje');
    expect(cell.type).toBe('checkbox');
    expect(cell.tabIndex).not.toBe(-1);
  });

  it('ticks read with modify, and forbidden clears both', () => {
    renderMatrix({ user_type: 1, settings: [] });
    click('Modyfikacja – Klienci');
    expect(box('Odczyt – Klienci').checked).toBe(true);
    expect(settings).toEqual([{ key: 'customers', canRead: true, canModify: true, isForbidden: false }]);
    click('Zabroniony – Klienci');
    expect(box('Odczyt – Klienci').checked).toBe(false);
    expect(box('Modyfikacja – Klienci').checked).toBe(false);
    expect(settings).toEqual([{ key: 'customers', canRead: false, canModify: false, isForbidden: true }]);
    click('Zabroniony – Klienci');
    expect(settings).toEqual([]);
  });

  it('toggles a whole column of the rows the filter shows', () => {
    renderMatrix({ user_type: 1, settings: [] });
    act(() => fireEvent.change(screen.getByLabelText('Szukaj modułu'), { target: { value: 'klie' } }));
    expect(screen.queryByText('Reklamacje')).toBeNull();
    click('Odczyt – wszystkie widoczne moduły');
    expect(settings.map((s) => s.key)).toEqual(['customers']);
    act(() => fireEvent.change(screen.getByLabelText('Szukaj modułu'), { target: { value: '' } }));
    expect(box('Odczyt – wszystkie widoczne moduły').dataset.indeterminate).toBe('true');
    click('Odczyt – wszystkie widoczne moduły');
    expect(settings.map((s) => s.key).sort()).toEqual(['*', 'customers', 'reclamations', 'users']);
    click('Odczyt – wszystkie widoczne moduły');
    expect(settings).toEqual([]);
  });

  it('in a client group, disables and drops the keys clients may not hold', () => {
    renderMatrix({ user_type: 2, settings: [{ key: 'users', canRead: true, canModify: false, isForbidden: false }] });
    expect(box('Odczyt – Użytkownicy').disabled).toBe(true);
    expect(box('Odczyt – Użytkownicy').checked).toBe(false);
    expect(settings).toEqual([]);
    expect(screen.getByText(/Grupa klientów/)).toBeTruthy();
    click('Modyfikacja – wszystkie widoczne moduły');
    expect(settings.map((s) => s.key)).toEqual(['reclamations', 'customers']);
  });

  it('names the modules in English for Dutch', () => {
    renderMatrix({ user_type: 1, settings: [] }, 'nl');
    expect(box('Read – Customers')).toBeTruthy();
  });
});
