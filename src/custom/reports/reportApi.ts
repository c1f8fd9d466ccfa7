import { httpClient } from '../../dataProvider';
import { currentLocale } from '../../i18n/locale';
import type { GroupLabels, ReportDefinition } from '../../schemas/reports';
import type { GroupValue, ReportResult, ReportSettings } from './reportModel';
import { fileNameOf, requestBody, withLabels } from './reportModel';

type Envelope<T> = { httpStatus: number; responseData: T };
export type Variant = { id: number; name: string; settings: unknown };

/** Runs a report; `within`: only one group's rows (the values of its keys). */
export const runReport = async (definition: ReportDefinition, settings: ReportSettings, within?: readonly GroupValue[]): Promise<ReportResult> =>
  withLabels(
    ((await httpClient(`/reports/${definition.module}`, { method: 'POST', body: requestBody(definition, settings, within) })) as Envelope<ReportResult & { labels?: GroupLabels }>).responseData,
  );

/** Downloads a report's .xlsx: fetched as a blob (a POST), then saved through a temporary link. */
export const downloadXlsx = async (definition: ReportDefinition, settings: ReportSettings): Promise<void> => {
  const response = await fetch(`/api/reports/${definition.module}/xlsx`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLocale() },
    body: JSON.stringify(requestBody(definition, settings)),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `${definition.fileName}.xlsx`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

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
