import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const RequestCreate = lazyView(() => import('./RequestForm'), 'RequestCreate');
const RequestEdit = lazyView(() => import('./RequestForm'), 'RequestEdit');

/** Offer requests get their own edit screen (comments, files, order from the request, deletion mark); list and detail stay generic. */
export const customerRequestViews: Partial<ResourceProps> = { create: RequestCreate, edit: RequestEdit };
