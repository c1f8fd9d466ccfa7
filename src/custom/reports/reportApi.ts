import { httpClient } from '../../dataProvider';
import { currentLocale } from '../../i18n/locale';
import type { GroupLabels } from '../../schemas/reports';
import type { GroupValue, ReportResult, ReportSettings } from './reportModel';
import { fileNameOf, requestBody, withLabels } from './reportModel';

type Envelope<T> = { httpStatus: number; responseData: T };
export type Variant = { id: number; name: string; settings: unknown };

const MODULE = 'reclamations';

/** Runs the report; `within`: only one group's rows (the values of its keys). */
export const runReport = async (settings: ReportSettings, within?: readonly GroupValue[]): Promise<ReportResult> =>
  withLabels(((await httpClient(`/reports/${MODULE}`, { method: 'POST', body: requestBody(settings, within) })) as Envelope<ReportResult & { labels?: GroupLabels }>).responseData);

/** Downloads the .xlsx: fetched as a blob (a POST), then saved through a temporary link. */
export const downloadXlsx = async (settings: ReportSettings): Promise<void> => {
  const response = await fetch(`/api/reports/${MODULE}/xlsx`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLocale() },
    body: JSON.stringify(requestBody(settings)),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), 'raport-reklamacji.xlsx');
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const variantsPath = `/reports/${MODULE}/variants`;
export const listVariants = async (): Promise<Variant[]> => ((await httpClient(variantsPath)) as Envelope<Variant[]>).responseData;
export const createVariant = async (name: string, settings: ReportSettings): Promise<Variant> =>
  ((await httpClient(variantsPath, { method: 'POST', body: { name, settings } })) as Envelope<Variant>).responseData;
export const updateVariant = async (id: number, name: string, settings: ReportSettings): Promise<Variant> =>
  ((await httpClient(`${variantsPath}/${id}`, { method: 'PUT', body: { name, settings } })) as Envelope<Variant>).responseData;
export const deleteVariant = async (id: number): Promise<void> => {
  await httpClient(`${variantsPath}/${id}`, { method: 'DELETE' });
};
