import type { Locale } from '../schemas/core';
import { labelText } from '../schemas/core';
import { REPORTS } from '../schemas/reports';

const MENU = { pl: 'Raporty', en: 'Reports', de: 'Berichte', fr: 'Rapports' };

/** The Reports section's menu texts (`reports.…`, the shell's menu keys): the group and each report by its module, from its definition. */
export const reportMessages = (locale: Locale): Record<string, string> => ({
  menu: labelText(MENU, locale),
  ...Object.fromEntries(REPORTS.map((report) => [report.module, labelText(report.texts.menu, locale)])),
});
