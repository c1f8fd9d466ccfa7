import type { ResourceProps } from 'react-admin';
import { ReclamationCreate, ReclamationEdit } from './ReclamationForm';
import { ReclamationList } from './ReclamationList';

/** Reclamations get their own list (coloured status, positions), form (positions) and history; detail stays generic. */
export const reclamationViews: Partial<ResourceProps> = { list: ReclamationList, create: ReclamationCreate, edit: ReclamationEdit };
