import type { ResourceProps } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { EntityCreate, EntityEdit, EntityList } from './views';

/** The react-admin resource of an entity: named by its route path, views generated from the schema. */
export const resourceProps = (entity: EntityDef): ResourceProps => ({
  name: entity.menu,
  list: EntityList,
  create: EntityCreate,
  edit: EntityEdit,
  recordRepresentation: entity.recordRepresentation,
  options: { entity: entity.name },
});
