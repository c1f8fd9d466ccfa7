import { useGetIdentity, useResourceContext } from 'react-admin';
import { storedUser } from '../authProvider';
import { columnsPreferenceKey } from './columns';

/**
 * The signed-in user's key of the current list's chosen columns (the same for the grid, its
 * chooser and the saved views). The user kept at sign-in names it before the identity is loaded,
 * so a grid drawn first never keeps its columns under nobody's key.
 */
export const useColumnsKey = (): string => {
  const resource = useResourceContext() ?? '';
  const { identity } = useGetIdentity();
  return columnsPreferenceKey(resource, identity?.id ?? storedUser()?.id);
};
