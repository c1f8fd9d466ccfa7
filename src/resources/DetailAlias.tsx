import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { EntityDef } from '../schemas/core';

/**
 * The spec's detail paths of an entity (its `detail`: `…/{name}-detail/5`, `…/{name}-detail?id=5`)
 * lead to its edit screen; without an id, to a new record.
 */
export const DetailAlias = ({ entity }: { entity: EntityDef }) => {
  const { id } = useParams();
  const query = new URLSearchParams(useLocation().search).get('id');
  const target = id ?? query;
  return <Navigate to={target && /^\d+$/.test(target) && target !== '0' ? `/${entity.menu}/${target}` : `/${entity.menu}/create`} replace />;
};
