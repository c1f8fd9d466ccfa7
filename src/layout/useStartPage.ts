import { usePermissions } from 'react-admin';
import { registry } from '../schemas/registry';
import { startPath } from './menuTree';

/**
 * The signed-in user's start page: `/reclamations` (the spec's default, first in the menu) for
 * whoever may open it, else the first menu entry the user may open (`path` stays undefined when
 * the user may open none).
 */
export const useStartPage = (): { path?: string; modules?: string[]; isPending: boolean } => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return { isPending };
  const modules = permissions ?? [];
  return { path: startPath(registry, modules), modules, isPending };
};
