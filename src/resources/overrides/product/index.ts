import type { ResourceProps } from 'react-admin';
import { ProductEdit } from './ProductForm';

/** A product's edit screen adds its picture below the generic form; list and create stay generic. */
export const productViews: Partial<ResourceProps> = { edit: ProductEdit };
