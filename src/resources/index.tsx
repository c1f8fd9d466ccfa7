import type { ResourceProps } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { isLazyScreen, lazyView } from '../layout/lazyScreen';

// The generic views load on first use, as every entity's own views (a module's) do.
const EntityList = lazyView(() => import('./EntityList'), 'EntityList');
const EntityCreate = lazyView(() => import('./EntityForm'), 'EntityCreate');
const EntityEdit = lazyView(() => import('./EntityForm'), 'EntityEdit');
const EntityShow = lazyView(() => import('./EntityShow'), 'EntityShow');

/** An entity's own views, where a module gives it some (`src/custom/views.ts`). */
export type OwnViews = Partial<ResourceProps>;

/**
 * The react-admin resource of an entity: named by its route path, views generated from the schema
 * but for those the entity's module gives it (`own`).
 */
export const resourceProps = (entity: EntityDef, own?: OwnViews): ResourceProps => ({
  name: entity.menu,
  list: EntityList,
  create: EntityCreate,
  edit: EntityEdit,
  show: EntityShow,
  recordRepresentation: entity.recordRepresentation,
  options: { entity: entity.name },
  ...own,
});

/**
 * Which view of which entity a path opens, as react-admin routes a resource (`/{menu}` the list,
 * `/{menu}/create`, `/{menu}/{id}` the edit form, `/{menu}/{id}/show`); undefined for other paths.
 */
export const viewOfPath = (entities: readonly EntityDef[], pathname: string): { entity: EntityDef; view: 'list' | 'create' | 'edit' | 'show' } | undefined => {
  const path = pathname.replace(/\/+$/, '');
  // The longest menu path first: `/{group}/{list}` before a menu named `{group}`.
  for (const entity of [...entities].sort((a, b) => b.menu.length - a.menu.length)) {
    const base = `/${entity.menu}`;
    if (path === base) return { entity, view: 'list' };
    if (!path.startsWith(`${base}/`)) continue;
    const rest = path.slice(base.length + 1).split('/');
    if (rest.length === 1) return { entity, view: rest[0] === 'create' ? 'create' : 'edit' };
    if (rest.length === 2 && rest[1] === 'show') return { entity, view: 'show' };
  }
  return undefined;
};

/**
 * Starts fetching the code of a view, so that it arrives while the portal starts (its texts, the
 * session check) instead of after: a cold load of an entity's list waits for one download less.
 */
export const preloadView = ({ entity, view }: { entity: EntityDef; view: 'list' | 'create' | 'edit' | 'show' }, own?: OwnViews) => {
  const component = resourceProps(entity, own)[view];
  if (isLazyScreen(component)) component.preload();
};
