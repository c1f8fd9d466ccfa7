import { describe, expect, it } from 'vitest';
import { EXTRA_MENU, extraMenuFor } from './extraMenu';

describe('extra menu entries', () => {
  it('the reclamation report is under Reports for whoever reads reclamations', () => {
    expect(extraMenuFor(['reclamations'])).toEqual([expect.objectContaining({ id: 'reports', entries: [expect.objectContaining({ path: 'reports/reportCommon/reclamations' })] })]);
  });

  it('the order-list report is there for whoever reads orders, after the reclamation report', () => {
    expect(extraMenuFor(['orders'])).toEqual([expect.objectContaining({ entries: [{ path: 'reports/reportCommon/orders', access: 'orders', label: 'reports.orders' }] })]);
    expect(extraMenuFor(['reclamations', 'orders'])[0].entries.map((e) => e.path)).toEqual(['reports/reportCommon/reclamations', 'reports/reportCommon/orders']);
  });

  it('the Dashboards group lists the default dashboard and the six analyses for whoever has the dashboards right', () => {
    const [dashboards] = extraMenuFor(['dashboards']);
    expect(dashboards.id).toBe('dashboards');
    expect(dashboards.entries.map((e) => e.path)).toEqual(['dashboard-accounting', 'costdistribution', 'costcalculation', 'salesadjustments', 'productioncostsanalize', 'salesanalize', 'productionturnovers']);
    expect(extraMenuFor(['reclamations']).map((g) => g.id)).toEqual(['reports']);
  });

  it('the mailbox (new e-mail, received, sent) is there for whoever has the mailbox right', () => {
    expect(extraMenuFor(['mailbox'])).toEqual([expect.objectContaining({ id: 'mailbox', entries: [expect.objectContaining({ path: 'new-email' }), expect.objectContaining({ path: 'mailbox' }), expect.objectContaining({ path: 'outgoing-emails' })] })]);
    expect(extraMenuFor(['emailAccounts', 'emailTemplates'])).toEqual([]);
  });

  it('a group without an allowed entry is left out', () => {
    expect(extraMenuFor(['customers'])).toEqual([]);
    expect(extraMenuFor([])).toEqual([]);
  });

  it('every entry names an access key, a path and a label', () => {
    for (const group of EXTRA_MENU) for (const entry of group.entries) expect(entry.access && entry.path && entry.label).toBeTruthy();
  });
});
