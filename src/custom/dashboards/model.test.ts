import { describe, expect, it } from 'vitest';
import { analysisLink, drillLink, instantRange, kpiLinks, listLink } from './links';
import { presetOf, presetPeriod } from './presets';
import { changePercent, formatFigure } from './format';
import { salesAnalysis } from '../../schemas/analytics';

describe('dashboard periods', () => {
  it('turns quick periods into days from today in Poland', () => {
    expect(presetPeriod('thisMonth', '2026-02-14')).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-14' });
    expect(presetPeriod('lastMonth', '2026-03-31')).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
    expect(presetPeriod('last3', '2026-01-10')).toEqual({ dateFrom: '2025-11-01', dateTo: '2026-01-10' });
    expect(presetPeriod('thisQuarter', '2026-05-17')).toEqual({ dateFrom: '2026-04-01', dateTo: '2026-05-17' });
    expect(presetPeriod('thisYear', '2026-05-17')).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-05-17' });
    expect(presetOf({ dateFrom: '2026-04-01', dateTo: '2026-05-17' }, '2026-05-17')).toBe('thisQuarter');
    expect(presetOf({ dateFrom: '2026-04-02', dateTo: '2026-05-17' }, '2026-05-17')).toBeUndefined();
  });
});

describe('dashboard links', () => {
  it('filters a list by its address', () => {
    expect(listLink('reclamations', { status: [17, 18] })).toBe('/reclamations?filter=%7B%22status%22%3A%5B17%2C18%5D%7D');
    expect(drillLink(salesAnalysis.drill.list, [5, 3])).toBe(`/sales/sales-orders?filter=${encodeURIComponent('{"id":[5,3]}')}`);
    expect(analysisLink('costdistribution', { dateFrom: '2026-04-01', dateTo: '2026-06-30' })).toBe('/costdistribution?dateFrom=2026-04-01&dateTo=2026-06-30');
  });

  it('reads a month of days as instants in Poland (winter and summer time)', () => {
    expect(instantRange({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })).toEqual({ gte: '2026-02-28T23:00:00.000Z', lte: '2026-03-31T21:59:59.999Z' });
  });

  it('leads every KPI card to the list behind it', () => {
    const links = kpiLinks(
      {
        today: '2026-03-15',
        openReclamations: { count: 2, averageAgeDays: 3, statuses: [17, 18] },
        orders: { month: { dateFrom: '2026-03-01', dateTo: '2026-03-31' }, previousMonth: { dateFrom: '2026-02-01', dateTo: '2026-02-28' }, count: 1, previousCount: 0, netto: 1, previousNetto: 0 },
        overdueTasks: { count: 1, now: '2026-03-15T10:00:00.000Z' },
        reclamationCosts: { quarter: { dateFrom: '2026-01-01', dateTo: '2026-03-31' }, amount: 1 },
      },
      ['NEW', 'CONFIRMED'],
    );
    const filterOf = (link: string) => JSON.parse(new URLSearchParams(link.split('?')[1]).get('filter') ?? '{}') as Record<string, unknown>;
    expect(filterOf(links.openReclamations)).toEqual({ status: [17, 18] });
    expect(filterOf(links.orders)).toEqual({ status: ['NEW', 'CONFIRMED'], markedToDelete: false, createdAt_gte: '2026-02-28T23:00:00.000Z', createdAt_lte: '2026-03-31T21:59:59.999Z' });
    expect(filterOf(links.overdueTasks)).toEqual({ executed: false, markedToDelete: false, executionPeriod_lte: '2026-03-15T10:00:00.000Z' });
    expect(links.reclamationCosts).toBe('/costdistribution?dateFrom=2026-01-01&dateTo=2026-03-31');
  });
});

describe('dashboard figures', () => {
  it('formats each kind and the change from the previous period', () => {
    expect(formatFigure(1234.5, 'money', 'pl')).toBe('1\u00a0234,50 PLN');
    expect(formatFigure(6.15, 'percent', 'en')).toBe('6.15 %');
    expect(formatFigure(2.5, 'quantity', 'en')).toBe('2.5');
    expect(formatFigure(null, 'money', 'pl')).toBe('—');
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(0, 30)).toBe(-100);
    expect(changePercent(5, 0)).toBeNull();
  });
});
