// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { AnalysisAnswer, AnalysisRow } from '../../schemas/analytics';
import { costCalculation } from '../../schemas/analytics';
import type { Locale } from '../../schemas/core';
import { AnalysisTable } from './AnalysisTable';

const row = (key: string | null, label: string | null, netto: number, costs: number, previousNetto: number): AnalysisRow => ({
  key,
  label,
  values: { netto, costs, result: netto - costs, costShare: netto ? Math.round((costs / netto) * 10000) / 100 : null },
  previous: { netto: previousNetto, costs: 0, result: previousNetto, costShare: previousNetto ? 0 : null },
});

const ANSWER: AnalysisAnswer = {
  screen: 'costcalculation',
  groupBy: 'customer',
  period: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
  previousPeriod: { dateFrom: '2026-02-01', dateTo: '2026-02-28' },
  rows: [row('1', 'Okna Nowak', 1500, 15, 1000), row(null, null, 0, 2.5, 0)],
  total: { values: { netto: 1500, costs: 17.5, result: 1482.5, costShare: 1.17 }, previous: { netto: 1000, costs: 0, result: 1000, costShare: 0 } },
  truncated: false,
};

const renderTable = (locale: Locale, onDrill = vi.fn()) => {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), locale)}>
      <AnalysisTable definition={costCalculation} answer={ANSWER} onDrill={onDrill} />
    </AdminContext>,
  );
  return onDrill;
};

afterEach(cleanup);

describe('AnalysisTable', () => {
  it('shows every figure against the previous period, with the change, and the total', () => {
    renderTable('pl');
    const table = screen.getByRole('table', { name: 'Kalkulacja kosztów sprzedaży' });
    // Read by tag: role queries over the whole tree are slow in jsdom.
    expect([...table.querySelectorAll('thead th')].map((c) => c.textContent)).toEqual(['Klient', 'Sprzedaż netto', 'Koszty reklamacji', 'Wynik po kosztach', 'Udział kosztów %']);
    const [first, none, total] = [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(first[1]).toBe('1\u00a0500,00 PLNpoprz. 1\u00a0000,00 PLN(+50 %)');
    expect(none[0]).toBe('(brak)');
    // A percent is not compared in percent; a ratio over nothing is a dash.
    expect(none[4]).toBe('—poprz. —');
    expect(total[0]).toBe('Razem');
    expect(total[2]).toBe('17,50 PLNpoprz. 0,00 PLN');
  });

  it('leads from a group to its records', () => {
    const onDrill = renderTable('en');
    fireEvent.click(screen.getByRole('button', { name: 'Show the records: Okna Nowak' }));
    expect(onDrill).toHaveBeenCalledWith(ANSWER.rows[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the records: (not set)' }));
    expect(onDrill).toHaveBeenLastCalledWith(ANSWER.rows[1]);
  });
});
