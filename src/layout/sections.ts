import type { NavNode } from './navTree';

/**
 * The menu's sections as addresses (spec §2: `/sales`, `/reclcatalogs`, `/administration`,
 * `/administration/users-access`, `/dashboards`…), derived from the menu tree (navTree.ts), so
 * every section of the route table, present or future, has its address.
 */

type Placed = { readonly path: string; /** The sections of the groups that hold the entry, outermost first. */ readonly sections: readonly string[] };

/** The menu's entries in the order it shows them (depth first). */
const placedEntries = (nodes: readonly NavNode[], held: readonly string[] = []): Placed[] =>
  nodes.flatMap((node) =>
    node.kind === 'item' ? [{ path: node.path, sections: held }] : placedEntries(node.children, node.section ? [...held, node.section] : held),
  );

const lies = (path: string, section: string) => path.startsWith(`${section}/`);

/** `a/b/c` → `a`, `a/b`. */
const prefixes = (path: string): string[] => {
  const parts = path.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
};

/**
 * Every section address of the menu `tree` (give the whole one, navTree without modules): each
 * group's own address and every path that leads into menu entries without being one
 * (`reports/reportCommon`, `reports`), without the leading slash.
 */
export const menuSections = (tree: readonly NavNode[]): string[] => {
  const entries = placedEntries(tree);
  const screens = new Set(entries.map((entry) => entry.path));
  const found = new Set<string>();
  for (const entry of entries) for (const section of [...entry.sections, ...prefixes(entry.path)]) found.add(section);
  return [...found].filter((section) => !screens.has(section));
};

/**
 * Where a section's address leads: the first entry of the user's menu `tree` (navTree with the
 * user's modules) that lies in it, as the menu shows them; undefined when the user may open none.
 */
export const sectionEntry = (section: string, tree: readonly NavNode[]): string | undefined =>
  placedEntries(tree).find((entry) => lies(entry.path, section) || entry.sections.includes(section))?.path;

/**
 * The entries of a section with an address of its own that have another (the analyses of
 * `dashboards` are `/costdistribution`…): each is also `<section>/<its path>`
 * (`dashboards/costdistribution`), which leads to it.
 */
export const sectionAliases = (tree: readonly NavNode[]): { from: string; to: string }[] =>
  placedEntries(tree).flatMap((entry) => entry.sections.filter((section) => !lies(entry.path, section)).map((section) => ({ from: `${section}/${entry.path}`, to: entry.path })));
