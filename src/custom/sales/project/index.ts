import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const ProjectCreate = lazyView(() => import('./ProjectForm'), 'ProjectCreate');
const ProjectEdit = lazyView(() => import('./ProjectForm'), 'ProjectEdit');

/** Projects get the generic form with their tasks below it; list and detail stay generic. */
export const projectViews: Partial<ResourceProps> = { create: ProjectCreate, edit: ProjectEdit };
