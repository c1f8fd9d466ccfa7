import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const RoleGroupCreate = lazyView(() => import('./RoleGroupForm'), 'RoleGroupCreate');
const RoleGroupEdit = lazyView(() => import('./RoleGroupForm'), 'RoleGroupEdit');

/** Access groups get their own form (rights matrix, members); list and detail stay generic. */
export const roleGroupViews: Partial<ResourceProps> = { create: RoleGroupCreate, edit: RoleGroupEdit };
