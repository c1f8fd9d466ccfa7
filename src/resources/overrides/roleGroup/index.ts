import type { ResourceProps } from 'react-admin';
import { RoleGroupCreate, RoleGroupEdit } from './RoleGroupForm';

/** Access groups get their own form (rights matrix, members); list and detail stay generic. */
export const roleGroupViews: Partial<ResourceProps> = { create: RoleGroupCreate, edit: RoleGroupEdit };
