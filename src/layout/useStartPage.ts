import { usePermissions } from 'react-admin';
import { registry } from '../schemas/registry';
import { startPath } from './menuTree';

/**
 * The signed-in user's start page. The spec's default is `/reclamations`, a screen not built yet;
 * until it is, the start page is the first menu entry the user may open (`path` stays undefined
 * when the user may open none).
 */
export const useStartPage = (): { path?: string; modules?: string[]; isPending: boolean } => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return { isPending };
  const modules = permissions ?? [];
  return { path: startPath(registry, modules), modules, isPending };
};
