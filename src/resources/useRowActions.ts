import { useCanAccess, useResourceContext } from 'react-admin';

/**
 * What a list row offers the user: a row opens the edit screen for whoever may change records,
 * else the read-only detail; deleting is offered only with the right to change. The server
 * enforces the same rights; this only keeps buttons that would answer 403 off the screen.
 */
export const useRowActions = () => {
  const resource = useResourceContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return { rowClick: canEdit ? ('edit' as const) : ('show' as const), canEdit: !!canEdit, canDelete: !!canDelete };
};
