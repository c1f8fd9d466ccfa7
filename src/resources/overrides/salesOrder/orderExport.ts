import type { SortPayload } from 'react-admin';
import { fileNameOf } from '../../../custom/reports/reportModel';
import { currentLocale } from '../../../i18n/locale';

/**
 * The export's address for what the list shows: the same `sort`, `order` and JSON `filter` the
 * data provider sends to GET /orders, without the page (the file holds the whole filtered list).
 */
export const orderExportPath = (filter: Record<string, unknown>, sort: SortPayload | undefined): string => {
  const params = new URLSearchParams();
  if (sort?.field) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  params.set('filter', JSON.stringify(filter));
  return `/api/orders/xlsx?${params.toString()}`;
};

/**
 * Downloads the order list as .xlsx: fetched as a blob (so the screen can show progress and a
 * failure), then saved through a temporary link under the server's file name.
 */
export const downloadOrdersXlsx = async (filter: Record<string, unknown>, sort: SortPayload | undefined): Promise<void> => {
  const response = await fetch(orderExportPath(filter, sort), { credentials: 'include', headers: { 'Accept-Language': currentLocale() } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), 'zamowienia.xlsx');
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download from the blob; it may be read a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
