import type { EntityDef } from '../schemas/core';
import type { ExtraMenuGroup } from './extraMenu';
import { EXTRA_MENU, extraMenuFor } from './extraMenu';
import type { MenuNode } from './menuTree';
import { buildMenu } from './menuTree';

/**
 * The whole menu as one tree for the condensed side menu and the horizontal top navigation:
 * the entity menu (menuTree.ts) followed by the extra screens (extraMenu.ts), each entry with the
 * translation key of its name. `icon` names a group's icon (menuIcons.tsx).
 */
export type NavGroup = {
  readonly kind: 'group';
  readonly id: string;
  readonly label: string;
  readonly icon: string;
  /** The group's own address (`sales`, `administration/bp`, `dashboards`), if it has one. */
  readonly section?: string;
  readonly children: readonly NavNode[];
};
export type NavItem = { readonly kind: 'item'; readonly path: string; readonly label: string; readonly plural: boolean };
export type NavNode = NavGroup | NavItem;

const fromMenu = (node: MenuNode): NavNode =>
  node.kind === 'group'
    ? { kind: 'group', id: node.path, label: `menuGroups.${node.path}`, icon: node.icon, section: node.path, children: node.children.map(fromMenu) }
    : { kind: 'item', path: node.path, label: `resources.${node.path}.name`, plural: true };

const fromExtra = (group: ExtraMenuGroup): NavGroup => ({
  kind: 'group',
  id: `extra-${group.id}`,
  label: group.label,
  icon: group.icon,
  ...(group.path ? { section: group.path } : {}),
  children: group.entries.map((entry) => ({ kind: 'item', path: entry.path, label: entry.label, plural: false })),
});

type Placed = Pick<EntityDef, 'menu' | 'access'> & { readonly inMenu?: boolean };

/** The user's menu; without `modules`, the whole route table's. */
export const navTree = (entities: readonly Placed[], modules?: readonly string[], extra: readonly ExtraMenuGroup[] = EXTRA_MENU): NavNode[] => [
  ...buildMenu(entities, modules).map(fromMenu),
  ...(modules ? extraMenuFor(modules, extra) : extra).map(fromExtra),
];

/** Whether the screen at `pathname` is the entry's or lies inside the group. */
export const holdsPath = (node: NavNode, pathname: string): boolean =>
  node.kind === 'item' ? pathname === `/${node.path}` || pathname.startsWith(`/${node.path}/`) : node.children.some((child) => holdsPath(child, pathname));

/** How many levels deep the tree goes (an entry alone is one level). */
export const navDepth = (nodes: readonly NavNode[]): number =>
  nodes.reduce((deepest, node) => Math.max(deepest, node.kind === 'group' ? 1 + navDepth(node.children) : 1), 0);
