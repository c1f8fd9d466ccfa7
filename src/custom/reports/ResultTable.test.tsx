// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import type { DetailRow, GroupRow, GroupValue, ReportResult } from './reportModel';
import { reclamationReport } from '../../schemas/reports';
import { ResultTable } from './ResultTable';
import { reportResult } from './reportResult.fixture';

const group = (values: GroupValue[], label: string | null, countRows: number, amount: number): GroupRow => ({ level: values.length - 1, values, label, countRows, amount });
const detail = (id: number, number: string, groupValues: GroupValue[], more: Partial<DetailRow> = {}): DetailRow => ({
  id,
  lineNumber: id,
  number,
  input_date: '2025-03-04',
  _status: 'Nowa',
  _customer: 'Meble Kowalski',
  amount: 100,
  groupValues,
  ...more,
});
const result = reportResult;

/** Status, then customer; one status has no value ("none"). */
const GROUPED = result({
  groups: ['status', 'customer'],
  group0: [group([17], 'Nowa', 3, 450.5), group([null], null, 1, 20)],
  group1: [group([17, 1], 'Meble Kowalski', 2, 350.5), group([17, 2], 'Sklep Nowak', 1, 100), group([null, 1], 'Meble Kowalski', 1, 20)],
  recordsDetail: [
    detail(1, 'REK/00001/2025', [17, 1], { amount: 250.5 }),
    detail(2, 'REK/00002/2025', [17, 1]),
    detail(3, 'REK/00003/2025', [17, 2], { _customer: 'Sklep Nowak' }),
    detail(4, 'REK/00004/2025', [null, 1], { _status: null, amount: 20 }),
  ],
  total: { countRows: 4, amount: 470.5 },
});

/** The table as the report page holds it: the expanded groups in state. */
const Table = ({ result }: { result: ReportResult }) => {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    <ResultTable
      definition={reclamationReport}
      result={result}
      expanded={expanded}
      onToggle={(id) =>
        setExpanded((state) => {
          const next = new Set(state);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        })
      }
    />
  );
};

const renderTable = (data: ReportResult, locale: Locale = 'pl') =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), locale)}>
      <Table result={data} />
    </AdminContext>,
  );

/** The body lines, each as the texts of its cells (plain DOM queries: the long tables stay fast). */
const bodyRows = () => Array.from(screen.getByRole('table').querySelectorAll('tbody > tr')) as HTMLTableRowElement[];
const groupRow = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const cells = (row: HTMLTableRowElement) => Array.from(row.cells).map((c) => c.textContent);
/** The line numbers and reclamation numbers of the detail rows shown. */
const details = () =>
  bodyRows()
    .filter((row) => row.cells.length > 3)
    .map((row) => [row.cells[0].textContent, row.cells[1].textContent]);
/** The "key: value" text of a group line, without its count and amount. */
const groupLabel = (row: HTMLTableRowElement) =>
  Array.from(row.cells[0].childNodes)
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('');
const toggle = (row: HTMLElement) => fireEvent.click(within(row).getByRole('button'));

afterEach(cleanup);

describe('a grouped result', () => {
  it('shows the first-level groups, collapsed, with their label, count and amount', () => {
    renderTable(GROUPED);
    expect(bodyRows()).toHaveLength(2);
    const nowa = groupRow('Status: Nowa');
    expect(cells(nowa).slice(1)).toEqual(['450,50', '3']);
    expect(within(nowa).getByLabelText('Liczba: 3')).toBeTruthy();
    const button = within(nowa).getByRole('button', { name: 'Rozwiń' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Klient: Meble Kowalski')).toBeNull();
    expect(details()).toEqual([]);
  });

  it('names a group without a value with the translated "none"', () => {
    renderTable(GROUPED);
    expect(cells(groupRow('Status: (brak)')).slice(1)).toEqual(['20,00', '1']);
    cleanup();
    renderTable(GROUPED, 'en');
    expect(screen.getByText('Status: (none)')).toBeTruthy();
  });

  it('expanding a group shows its sub-groups; expanding a last-level group shows its detail rows', () => {
    renderTable(GROUPED);
    toggle(groupRow('Status: Nowa'));
    expect(within(groupRow('Status: Nowa')).getByRole('button', { name: 'Zwiń' }).getAttribute('aria-expanded')).toBe('true');
    expect(bodyRows().map(groupLabel)).toEqual(['Status: Nowa', 'Klient: Meble Kowalski', 'Klient: Sklep Nowak', 'Status: (brak)']);
    expect(cells(groupRow('Klient: Sklep Nowak')).slice(1)).toEqual(['100,00', '1']);
    expect(details()).toEqual([]);

    toggle(groupRow('Klient: Sklep Nowak'));
    expect(details()).toEqual([['3', 'REK/00003/2025']]);
    const row = bodyRows()[3];
    expect(cells(row).slice(0, 8)).toEqual(['3', 'REK/00003/2025', '04.03.2025', '', '', 'Nowa', '', 'Sklep Nowak']);
    expect(cells(row)[18]).toBe('100,00');
  });

  it('collapsing a group hides everything under it, and opens it again as it was', () => {
    renderTable(GROUPED);
    toggle(groupRow('Status: Nowa'));
    toggle(groupRow('Klient: Meble Kowalski'));
    expect(details()).toEqual([
      ['1', 'REK/00001/2025'],
      ['2', 'REK/00002/2025'],
    ]);
    toggle(groupRow('Status: Nowa'));
    expect(bodyRows()).toHaveLength(2);
    expect(details()).toEqual([]);
    toggle(groupRow('Status: Nowa'));
    expect(details()).toEqual([
      ['1', 'REK/00001/2025'],
      ['2', 'REK/00002/2025'],
    ]);
  });

  it('keeps the detail rows of equal keys under their own parent', () => {
    renderTable(GROUPED);
    toggle(groupRow('Status: (brak)'));
    toggle(groupRow('Klient: Meble Kowalski'));
    expect(details()).toEqual([['4', 'REK/00004/2025']]);
  });

  it('says when a group has more detail rows than it shows', () => {
    const many = Array.from({ length: 501 }, (_, i) => detail(i + 1, `REK/${i + 1}`, [17]));
    renderTable(result({ groups: ['status'], group0: [group([17], 'Nowa', 501, 50_100)], recordsDetail: many, total: { countRows: 501, amount: 50_100 } }));
    expect(screen.queryByText(/Pokazano/)).toBeNull();
    toggle(groupRow('Status: Nowa'));
    expect(details()).toHaveLength(500);
    expect(details()[499]).toEqual(['500', 'REK/500']);
    const rows = bodyRows();
    expect(rows).toHaveLength(502);
    expect(rows[501].textContent).toBe('Pokazano 500 z 501 wierszy; wszystkie są w pliku XLSX.');
  }, 30_000);
});

describe('an ungrouped result', () => {
  it('lists the detail rows directly under the column headers', () => {
    renderTable(result({ recordsDetail: GROUPED.recordsDetail, total: GROUPED.total }));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent);
    expect(headers.slice(0, 3)).toEqual(['Lp.', 'Numer', 'Data przyjęcia']);
    expect(headers.slice(-2)).toEqual(['Kwota', 'Liczba']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(details()).toEqual([
      ['1', 'REK/00001/2025'],
      ['2', 'REK/00002/2025'],
      ['3', 'REK/00003/2025'],
      ['4', 'REK/00004/2025'],
    ]);
    expect(cells(bodyRows()[0])[18]).toBe('250,50');
    expect(cells(bodyRows()[3])[5]).toBe('');
  });

  it('says when nothing matches', () => {
    renderTable(result({}));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Brak reklamacji spełniających warunki.')).toBeTruthy();
  });
});

it('says when nothing matches a grouped report either', () => {
  renderTable(result({ groups: ['status', 'year'] }));
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByText('Brak reklamacji spełniających warunki.')).toBeTruthy();
});
