import type { ResourceProps } from 'react-admin';
import { InternalMessageDetail } from './InternalMessageDetail';
import { InternalMessageList } from './InternalMessageList';

/** A note is read, never edited: its detail path (im-details, the edit route) shows it. */
export const internalMessageViews: Partial<ResourceProps> = { list: InternalMessageList, edit: InternalMessageDetail, show: InternalMessageDetail };
