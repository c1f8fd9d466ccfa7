import { useResourceContext } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { entityByResource } from '../schemas/registry';

/** The entity behind the current react-admin resource (its route path). */
export const useEntity = (): EntityDef => {
  const resource = useResourceContext();
  const entity = resource ? entityByResource(resource) : undefined;
  if (!entity) throw new Error(`No entity for resource ${resource}`);
  return entity;
};
