import type { ResourceProps } from 'react-admin';
import { DeliveryDocumentCreate, DeliveryDocumentEdit } from './DeliveryDocumentForm';

/** Delivery documents (WZ) get their own form (status moves, lock, sums, print, the base order); list and detail stay generic. */
export const deliveryDocumentViews: Partial<ResourceProps> = { create: DeliveryDocumentCreate, edit: DeliveryDocumentEdit };
