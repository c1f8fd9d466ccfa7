import type { ResourceProps } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { lazyView } from '../layout/lazyScreen';
import { overrides } from './overrides';

// The generic views load on first use, as every entity's own views (overrides) do.
const EntityList = lazyView(() => import('./EntityList'), 'EntityList');
const EntityCreate = lazyView(() => import('./EntityForm'), 'EntityCreate');
const EntityEdit = lazyView(() => import('./EntityForm'), 'EntityEdit');
const EntityShow = lazyView(() => import('./EntityShow'), 'EntityShow');

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
