/**
 * The reports' calls (spec §7 "Reports"):
 *
 *   run              POST /api/reports/{module}           the report's request body
 *   spreadsheet      POST /api/reports/{module}/xlsx      the same body; answers the .xlsx
 *   saved variants   GET, POST /api/reports/{module}/variants, PUT, DELETE /api/reports/{module}/variants/{id}
 */
import type { ReportAnswer } from '../schemas/reports';
import { downloadFile } from './download';
import { apiData, httpClient } from './httpClient';

/** A saved variant of a report: its name and the settings the screen keeps in it. */
export type Variant = { id: number; name: string; settings: unknown };

/** Runs a report: the answer for the request body (its filters, groups and, for one group's rows, `within`). */
export const fetchReport = async (module: string, body: unknown): Promise<ReportAnswer> =>
  apiData<ReportAnswer>(`/reports/${module}`, { method: 'POST', body });

/** Downloads a report's .xlsx (a POST of the report's request body), saved as `fileName`.xlsx unless the server names it. */
export const downloadReportXlsx = (module: string, fileName: string, body: unknown): Promise<void> =>
  downloadFile(`/reports/${module}/xlsx`, `${fileName}.xlsx`, { method: 'POST', body });

/** The user's saved variants of a report (the server keeps them per module). */
export const variantsApi = (module: string) => {
  const path = `/reports/${module}/variants`;
  return {
    list: async (): Promise<Variant[]> => apiData<Variant[]>(path),
    create: async (name: string, settings: unknown): Promise<Variant> => apiData<Variant>(path, { method: 'POST', body: { name, settings } }),
    update: async (id: number, name: string, settings: unknown): Promise<Variant> =>
      apiData<Variant>(`${path}/${id}`, { method: 'PUT', body: { name, settings } }),
    remove: async (id: number): Promise<void> => {
      await httpClient(`${path}/${id}`, { method: 'DELETE' });
    },
  };
};
