import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../layout/lazyScreen';

const ReclamationCreate = lazyView(() => import('./ReclamationForm'), 'ReclamationCreate');
const ReclamationEdit = lazyView(() => import('./ReclamationForm'), 'ReclamationEdit');
const ReclamationList = lazyView(() => import('./list/ReclamationList'), 'ReclamationList');

/** Reclamations get their own list (coloured status, positions), form (positions) and history; detail stays generic. */
export const reclamationViews: Partial<ResourceProps> = { list: ReclamationList, create: ReclamationCreate, edit: ReclamationEdit };
