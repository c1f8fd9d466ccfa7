import { useGetIdentity, useResourceContext } from 'react-admin';
import { columnsPreferenceKey } from './columns';

/** The signed-in user's key of the current list's chosen columns (the same for the grid, its chooser and the saved views). */
export const useColumnsKey = (): string => {
  const resource = useResourceContext() ?? '';
  const { identity } = useGetIdentity();
  return columnsPreferenceKey(resource, identity?.id);
};
