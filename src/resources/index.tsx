import type { ResourceProps } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { EntityCreate, EntityEdit } from './EntityForm';
import { EntityList } from './EntityList';
import { EntityShow } from './EntityShow';
import { overrides } from './overrides';

/**
 * The react-admin resource of an entity: named by its route path, views generated from the schema
 * unless `overrides` gives the entity its own.
 */
export const resourceProps = (entity: EntityDef): ResourceProps => ({
  name: entity.menu,
  list: EntityList,
  create: EntityCreate,
  edit: EntityEdit,
  show: EntityShow,
  recordRepresentation: entity.recordRepresentation,
  options: { entity: entity.name },
  ...overrides[entity.name],
});
