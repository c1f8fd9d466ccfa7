import { describe, expect, it } from 'vitest';
import { ANALYSES } from '../schemas/analytics';
import { registry } from '../schemas/registry';
import { navTree } from './navTree';
import { menuSections, sectionAliases, sectionEntry } from './sections';

const WHOLE = navTree(registry);
const ALL = [...new Set([...registry.map((e) => e.access), 'dashboards', 'mailbox'])];

describe('menuSections', () => {
  it("are the spec's section addresses, every group of the menu and what leads into the reports", () => {
    expect(menuSections(WHOLE).sort()).toEqual(
      expect.arrayContaining([
        'sales',
        'reclcatalogs',
        'productconfig',
        'administration',
        'administration/users-access',
        'administration/bp',
        'administration/othersettings',
        'dashboards',
        'reports',
        'reports/reportCommon',
      ]),
    );
  });

  it('are no screen: neither a menu entry nor an entity', () => {
    for (const section of menuSections(WHOLE)) expect(registry.some((e) => e.menu === section), section).toBe(false);
    expect(menuSections(WHOLE)).not.toContain('reclamations');
    expect(menuSections(WHOLE)).not.toContain('mailbox');
  });

  it('a future group or path is a section without code of its own', () => {
    const extra = { id: 'x', label: 'x', icon: 'x', path: 'extras', entries: [{ path: 'one', access: 'a', label: 'one' }] };
    expect(menuSections(navTree([{ menu: 'sales/first', access: 'a' }], undefined, [extra]))).toEqual(['sales', 'extras']);
    expect(menuSections(navTree([{ menu: 'newpath/first', access: 'a' }], undefined, []))).toEqual(['newpath']);
  });
});

describe('sectionEntry', () => {
  it('is the first entry of the section the user may see, in menu order', () => {
    const whole = navTree(registry, ALL);
    expect(sectionEntry('sales', whole)).toBe('sales/sales-orders');
    expect(sectionEntry('reclcatalogs', whole)).toBe('reclcatalogs/reclsubjects');
    expect(sectionEntry('administration', whole)).toBe('administration/users-access/users');
    expect(sectionEntry('administration/bp', whole)).toBe('administration/bp/bp-definitions');
    expect(sectionEntry('dashboards', whole)).toBe('dashboard-accounting');
    expect(sectionEntry('reports', whole)).toBe('reports/reportCommon/reclamations');
  });

  it("follows the user's rights", () => {
    expect(sectionEntry('sales', navTree(registry, ['customerRequests', 'salesModule']))).toBe('sales/customer-requests');
    expect(sectionEntry('administration', navTree(registry, ['firm', 'executors']))).toBe('administration/bp/executors');
    expect(sectionEntry('administration/othersettings', navTree(registry, ['firm', 'executors']))).toBe('administration/othersettings/firms');
    expect(sectionEntry('reports', navTree(registry, ['orders']))).toBe('reports/reportCommon/orders');
  });

  it('is none when the user sees nothing of the section', () => {
    expect(sectionEntry('administration', navTree(registry, ['reclamations']))).toBeUndefined();
    expect(sectionEntry('dashboards', navTree(registry, ['reclamations']))).toBeUndefined();
    expect(sectionEntry('sales', navTree(registry, []))).toBeUndefined();
  });
});

describe('sectionAliases', () => {
  it("the dashboards' children are also under /dashboards, the default dashboard too", () => {
    expect(sectionAliases(WHOLE)).toEqual([
      { from: 'dashboards/dashboard-accounting', to: 'dashboard-accounting' },
      ...ANALYSES.map((a) => ({ from: `dashboards/${a.screen}`, to: a.screen })),
    ]);
    expect(sectionAliases(WHOLE).map((a) => a.from)).toContain('dashboards/costdistribution');
  });
});
