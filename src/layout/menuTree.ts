import type { EntityDef, MenuGroup } from '../schemas/core';
import { MAX_MENU_DEPTH, MENU_GROUPS, parentPath } from '../schemas/core';

export type MenuGroupNode = { readonly kind: 'group'; readonly path: string; readonly icon: string; readonly order: number; readonly children: MenuNode[] };
export type MenuItemNode = { readonly kind: 'item'; readonly path: string; readonly access: string };
export type MenuNode = MenuGroupNode | MenuItemNode;

type Placed = Pick<EntityDef, 'menu' | 'access'> & { readonly inMenu?: boolean };
type Groups = Readonly<Record<string, Pick<MenuGroup, 'icon' | 'order'>>>;

/**
 * The groups an entry sits in, outermost first. A path segment that is no menu group is
 * skipped, and nesting stops at MAX_MENU_DEPTH levels: deeper entries hang on the deepest
 * group allowed, so every screen stays reachable.
 */
const groupChain = (path: string, groups: Groups): string[] => {
  const chain: string[] = [];
  for (let p = parentPath(path); p; p = parentPath(p)) if (groups[p]) chain.unshift(p);
  return chain.slice(0, MAX_MENU_DEPTH - 1);
};

// Within a level entries come first, in registry order (at the top: reclamations, the start page,
// then customers); groups follow by their `order`.
const byMenuOrder = (a: MenuNode, b: MenuNode) => {
  if (a.kind === 'group' && b.kind === 'group') return a.order - b.order;
  if (a.kind !== b.kind) return a.kind === 'group' ? 1 : -1;
  return 0;
};

const sortTree = (nodes: MenuNode[]): MenuNode[] =>
  nodes.sort(byMenuOrder).map((node) => (node.kind === 'group' ? { ...node, children: sortTree(node.children) } : node));

/**
 * The side menu built from the route table: every entity at its `menu` path inside the groups
 * of MENU_GROUPS. With `modules` only the entries the user may open are kept, and a group only
 * when something in it is kept (spec §6); without, the whole table.
 */
export const buildMenu = (entities: readonly Placed[], modules?: readonly string[], groups: Groups = MENU_GROUPS): MenuNode[] => {
  const root: MenuNode[] = [];
  const made = new Map<string, MenuGroupNode>();
  for (const entity of entities) {
    if (entity.inMenu === false || (modules && !modules.includes(entity.access))) continue;
    let siblings = root;
    for (const path of groupChain(entity.menu, groups)) {
      let group = made.get(path);
      if (!group) {
        group = { kind: 'group', path, icon: groups[path].icon, order: groups[path].order, children: [] };
        made.set(path, group);
        siblings.push(group);
      }
      siblings = group.children;
    }
    siblings.push({ kind: 'item', path: entity.menu, access: entity.access });
  }
  return sortTree(root);
};

/** The groups that hold a screen's address (a path below the group's), outermost first. */
export const groupsHolding = (nodes: readonly MenuNode[], pathname: string): string[] =>
  nodes.flatMap((node) => (node.kind === 'group' && pathname.startsWith(`/${node.path}/`) ? [node.path, ...groupsHolding(node.children, pathname)] : []));

/** The entries' route paths in the order the menu shows them (depth first). */
export const menuPaths = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => (node.kind === 'item' ? [node.path] : menuPaths(node.children)));

/**
 * The start page: the first menu entry the user may open, as a URL path: reclamations (the spec's
 * default) for whoever may open them, else the first screen of the menu the user is allowed.
 */
export const startPath = (entities: readonly Placed[], modules: readonly string[], groups: Groups = MENU_GROUPS): string | undefined => {
  const first = menuPaths(buildMenu(entities, modules, groups))[0];
  return first === undefined ? undefined : `/${first}`;
};
