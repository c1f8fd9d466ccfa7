import { downloadReportXlsx, fetchReport } from '../../dataProvider/reports';
import type { GroupLabels, ReportDefinition } from '../../schemas/reports';
import type { GroupValue, ReportResult, ReportSettings } from './reportModel';
import { requestBody, withLabels } from './reportModel';

/** Runs a report; `within`: only one group's rows (the values of its keys). */
export const runReport = async (definition: ReportDefinition, settings: ReportSettings, within?: readonly GroupValue[]): Promise<ReportResult> =>
  // withLabels gives each group row the level and label the screen's rows have.
  withLabels((await fetchReport(definition.module, requestBody(definition, settings, within))) as ReportResult & { labels?: GroupLabels });

/** Downloads a report's .xlsx (a POST of the report's settings). */
export const downloadXlsx = (definition: ReportDefinition, settings: ReportSettings): Promise<void> =>
  downloadReportXlsx(definition.module, definition.fileName, requestBody(definition, settings));
