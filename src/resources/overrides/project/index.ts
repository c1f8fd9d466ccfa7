import type { ResourceProps } from 'react-admin';
import { ProjectCreate, ProjectEdit } from './ProjectForm';

/** Projects get the generic form with their tasks below it; list and detail stay generic. */
export const projectViews: Partial<ResourceProps> = { create: ProjectCreate, edit: ProjectEdit };
