import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const ProductEdit = lazyView(() => import('./ProductForm'), 'ProductEdit');

/** A product's edit screen adds its picture below the generic form; list and create stay generic. */
export const productViews: Partial<ResourceProps> = { edit: ProductEdit };
