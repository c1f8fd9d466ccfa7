import type { Locale } from '../schemas/core';
import { labelText } from '../schemas/core';
import { ANALYSES } from '../schemas/analytics';

const MENU = { pl: 'Pulpity', en: 'Dashboards', de: 'Dashboards', fr: 'Tableaux de bord' };
const ACCOUNTING = { pl: 'Pulpit', en: 'Dashboard', de: 'Dashboard', fr: 'Tableau de bord' };

/** The Dashboards section's menu texts: the group, the default dashboard and each analysis by its screen. */
export const dashboardMessages = (locale: Locale): Record<string, string> => ({
  menu: labelText(MENU, locale),
  'dashboard-accounting': labelText(ACCOUNTING, locale),
  ...Object.fromEntries(ANALYSES.map((a) => [a.screen, labelText(a.title, locale)])),
});
