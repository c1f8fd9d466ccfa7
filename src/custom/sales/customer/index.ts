import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const CustomerEdit = lazyView(() => import('./CustomerForm'), 'CustomerEdit');

/** A customer's edit screen also lists its orders, offer requests and reclamations; the rest stays generic. */
export const customerViews: Partial<ResourceProps> = { edit: CustomerEdit };
