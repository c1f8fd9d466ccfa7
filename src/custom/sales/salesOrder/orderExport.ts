import type { SortPayload } from 'react-admin';
import { downloadFile } from '../../../dataProvider/download';

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

/** Downloads the order list as .xlsx for what the list shows. */
export const downloadOrdersXlsx = (filter: Record<string, unknown>, sort: SortPayload | undefined): Promise<void> =>
  downloadFile(orderExportPath(filter, sort).replace(/^\/api/, ''), 'zamowienia.xlsx');
