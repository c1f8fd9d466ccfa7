import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const OrderCreate = lazyView(() => import('./OrderForm'), 'OrderCreate');
const OrderEdit = lazyView(() => import('./OrderForm'), 'OrderEdit');
const OrderList = lazyView(() => import('./OrderList'), 'OrderList');

/**
 * Orders get their own form (status moves, lock, pricing, printing), sums and change log, and the
 * generic list with a workbook export; the detail stays generic.
 */
export const salesOrderViews: Partial<ResourceProps> = { list: OrderList, create: OrderCreate, edit: OrderEdit };
