import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const BpDefinitionCreate = lazyView(() => import('./BpDefinitionForm'), 'BpDefinitionCreate');
const BpDefinitionEdit = lazyView(() => import('./BpDefinitionForm'), 'BpDefinitionEdit');

/** Definitions get their form with the stage editor and the dry run; list and detail stay generic. */
export const bpDefinitionViews: Partial<ResourceProps> = { create: BpDefinitionCreate, edit: BpDefinitionEdit };
