import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const DeliveryDocumentCreate = lazyView(() => import('./DeliveryDocumentForm'), 'DeliveryDocumentCreate');
const DeliveryDocumentEdit = lazyView(() => import('./DeliveryDocumentForm'), 'DeliveryDocumentEdit');

/** Delivery documents (WZ) get their own form (status moves, lock, sums, print, the base order); list and detail stay generic. */
export const deliveryDocumentViews: Partial<ResourceProps> = { create: DeliveryDocumentCreate, edit: DeliveryDocumentEdit };
