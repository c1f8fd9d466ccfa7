import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const InternalMessageDetail = lazyView(() => import('./InternalMessageDetail'), 'InternalMessageDetail');
const InternalMessageList = lazyView(() => import('./InternalMessageList'), 'InternalMessageList');

/** A note is read, never edited: its detail path (im-details, the edit route) shows it. */
export const internalMessageViews: Partial<ResourceProps> = { list: InternalMessageList, edit: InternalMessageDetail, show: InternalMessageDetail };
