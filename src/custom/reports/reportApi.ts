import { httpClient } from '../../dataProvider';
import type { GroupLabels, ReportDefinition } from '../../schemas/reports';
import type { GroupValue, ReportResult, ReportSettings } from './reportModel';
import { requestBody, withLabels } from './reportModel';
import { downloadFile } from '../../dataProvider/download';

type Envelope<T> = { httpStatus: number; responseData: T };
export type Variant = { id: number; name: string; settings: unknown };

/** Runs a report; `within`: only one group's rows (the values of its keys). */
export const runReport = async (definition: ReportDefinition, settings: ReportSettings, within?: readonly GroupValue[]): Promise<ReportResult> =>
  withLabels(
    ((await httpClient(`/reports/${definition.module}`, { method: 'POST', body: requestBody(definition, settings, within) })) as Envelope<ReportResult & { labels?: GroupLabels }>).responseData,
  );

/** Downloads a report's .xlsx (a POST of the report's settings). */
export const downloadXlsx = (definition: ReportDefinition, settings: ReportSettings): Promise<void> =>
  downloadFile(`/reports/${definition.module}/xlsx`, `${definition.fileName}.xlsx`, { method: 'POST', body: requestBody(definition, settings) });

/** The user's saved variants of a report (the server keeps them per module). */
export const variantsApi = (module: string) => {
  const path = `/reports/${module}/variants`;
  return {
    list: async (): Promise<Variant[]> => ((await httpClient(path)) as Envelope<Variant[]>).responseData,
    create: async (name: string, settings: ReportSettings): Promise<Variant> => ((await httpClient(path, { method: 'POST', body: { name, settings } })) as Envelope<Variant>).responseData,
    update: async (id: number, name: string, settings: ReportSettings): Promise<Variant> =>
      ((await httpClient(`${path}/${id}`, { method: 'PUT', body: { name, settings } })) as Envelope<Variant>).responseData,
    remove: async (id: number): Promise<void> => {
      await httpClient(`${path}/${id}`, { method: 'DELETE' });
    },
  };
};
