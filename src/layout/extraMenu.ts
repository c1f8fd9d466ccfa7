import { ANALYSES, DASHBOARDS_ACCESS } from '../schemas/analytics';
import { REPORTS } from '../schemas/reports';

/**
 * Menu entries that are no entity: screens such as dashboards and reports. Each names its access key, its route
 * path and its translation key, and sits in a group of its own. The entity menu (menuTree.ts)
 * stays as it is; these are shown after it, cut down to the user's modules the same way.
 */
/** A label is a translation key. */
export type ExtraMenuLabel = string;
export type ExtraMenuEntry = { readonly path: string; readonly access: string; readonly label: ExtraMenuLabel };
export type ExtraMenuGroup = {
  readonly id: string;
  readonly label: ExtraMenuLabel;
  readonly icon: string;
  /** The section's own address, when it has one (`dashboards`): it opens the first entry the user may see (sections.ts). */
  readonly path?: string;
  readonly entries: readonly ExtraMenuEntry[];
};

/** The mailbox (spec §2 titles: mailbox — new e-mail, received, sent), for whoever has the `mailbox` right. */
const MAILBOX_MENU: ExtraMenuGroup = {
  id: 'mailbox',
  label: 'app.mailMenu.mailbox',
  icon: 'mail',
  entries: [
    { path: 'new-email', access: 'mailbox', label: 'app.mailMenu.newEmail' },
    { path: 'mailbox', access: 'mailbox', label: 'app.mailMenu.received' },
    { path: 'outgoing-emails', access: 'mailbox', label: 'app.mailMenu.sent' },
  ],
};

export const EXTRA_MENU: readonly ExtraMenuGroup[] = [
  MAILBOX_MENU,
  {
    id: 'dashboards',
    label: 'dashboards.menu',
    icon: 'dashboards',
    // Spec §2: `/dashboards` with its children (`/dashboards/costdistribution`…); the screens keep their own paths too.
    path: 'dashboards',
    // The default dashboard, then the six analyses (spec §2, Dashboards), for whoever has the right.
    entries: [
      { path: 'dashboard-accounting', access: DASHBOARDS_ACCESS, label: 'dashboards.dashboard-accounting' },
      ...ANALYSES.map((analysis) => ({ path: analysis.screen, access: DASHBOARDS_ACCESS, label: `dashboards.${analysis.screen}` })),
    ],
  },
  {
    id: 'reports',
    label: 'reports.menu',
    icon: 'reports',
    // One entry a report definition, for whoever may read it (its menu text from the definition, src/i18n/reports.ts).
    entries: REPORTS.map((report) => ({ path: `reports/reportCommon/${report.module}`, access: report.access, label: `reports.${report.module}` })),
  },
];

/** The groups with the entries the user may open; a group with none is left out. */
export const extraMenuFor = (modules: readonly string[], groups: readonly ExtraMenuGroup[] = EXTRA_MENU): ExtraMenuGroup[] =>
  groups.map((g) => ({ ...g, entries: g.entries.filter((e) => modules.includes(e.access)) })).filter((g) => g.entries.length > 0);
