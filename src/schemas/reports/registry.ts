import type { ReportDefinition } from './definition';
import { orderListReport } from './orders';
import { reclamationReport } from './reclamations';

/**
 * Every grouped report of the portal. Adding one is a definition file and a line here: the API
 * routes (`POST /api/reports/<module>` and `…/xlsx`), the screen at
 * `/reports/reportCommon/<module>` and its menu entry follow from it.
 */
export const REPORTS: readonly ReportDefinition[] = [reclamationReport, orderListReport];

const byModule = new Map(REPORTS.map((report) => [report.module, report]));

/** The report of a module key, if there is one. */
export const reportByModule = (module: string | undefined): ReportDefinition | undefined => (module === undefined ? undefined : byModule.get(module));
