import type { ResourceProps } from 'react-admin';
import { BpDefinitionCreate, BpDefinitionEdit } from './BpDefinitionForm';

/** Definitions get their form with the stage editor and the dry run; list and detail stay generic. */
export const bpDefinitionViews: Partial<ResourceProps> = { create: BpDefinitionCreate, edit: BpDefinitionEdit };
