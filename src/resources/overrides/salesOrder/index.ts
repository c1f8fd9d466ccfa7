import type { ResourceProps } from 'react-admin';
import { OrderCreate, OrderEdit } from './OrderForm';

/** Orders get their own form (status moves, lock, pricing), sums and change log; list and detail stay generic. */
export const salesOrderViews: Partial<ResourceProps> = { create: OrderCreate, edit: OrderEdit };
