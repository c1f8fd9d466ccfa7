import type { ResourceProps } from 'react-admin';
import { RequestCreate, RequestEdit } from './RequestForm';

/** Offer requests get their own edit screen (comments, files, order from the request, deletion mark); list and detail stay generic. */
export const customerRequestViews: Partial<ResourceProps> = { create: RequestCreate, edit: RequestEdit };
