import type { ResourceProps } from 'react-admin';
import { OrderCreate, OrderEdit } from './OrderForm';
import { OrderList } from './OrderList';

/**
 * Orders get their own form (status moves, lock, pricing, printing), sums and change log, and the
 * generic list with a workbook export; the detail stays generic.
 */
export const salesOrderViews: Partial<ResourceProps> = { list: OrderList, create: OrderCreate, edit: OrderEdit };
