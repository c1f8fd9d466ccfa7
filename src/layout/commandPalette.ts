import type { RecordHit } from '../dataProvider/shell';
import type { EntityDef } from '../schemas/core';
import type { ExtraMenuGroup } from './extraMenu';
import type { MenuNode } from './menuTree';

/** A screen the palette offers: its route, its name and the menu group it sits in. */
export type ScreenEntry = { readonly path: string; readonly label: string; readonly group?: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every screen of the user's menu, entities and extra screens alike, with its group's name. */
export const screenEntries = (menu: readonly MenuNode[], extra: readonly ExtraMenuGroup[], translate: Translate): ScreenEntry[] => {
  const walk = (nodes: readonly MenuNode[], group?: string): ScreenEntry[] =>
    nodes.flatMap((node) =>
      node.kind === 'group'
        ? walk(node.children, translate(`menuGroups.${node.path}`))
        : [{ path: node.path, label: translate(`resources.${node.path}.name`, { smart_count: 2 }), group }],
    );
  const extras = extra.flatMap((g) => g.entries.map((e) => ({ path: e.path, label: translate(e.label), group: translate(g.label) })));
  return [...walk(menu), ...extras];
};

/** Lower case without diacritics, so "zolc" finds "żółć" and "lodz" finds "Łódź". */
export const fold = (text: string): string =>
  text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

/**
 * The screens whose name (or group) holds every word typed, best first: a name that starts with
 * the text, then a word of it that does, then the rest; at most `limit`.
 */
export const matchScreens = (entries: readonly ScreenEntry[], text: string, limit = 8): ScreenEntry[] => {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries.slice(0, limit);
  const rank = (entry: ScreenEntry): number | undefined => {
    const name = fold(entry.label);
    const all = `${name} ${fold(entry.group ?? '')}`;
    if (!words.every((w) => all.includes(w))) return undefined;
    if (name.startsWith(words[0])) return 0;
    if (name.split(/[\s\-–/]+/).some((part) => part.startsWith(words[0]))) return 1;
    return 2;
  };
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .filter((m): m is { entry: ScreenEntry; index: number; rank: number } => m.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((m) => m.entry);
};

/** Where a found record opens: its detail screen, else its list's edit route. */
export const recordPath = (hit: RecordHit, entities: readonly EntityDef[]): string | undefined => {
  const entity = entities.find((e) => e.name === hit.resource);
  if (!entity) return undefined;
  return entity.detail ? `/${entity.detail}/${hit.id}` : `/${entity.menu}/${hit.id}`;
};

/** What the keys do, for the help dialog (`?`); the labels are translation keys. */
export const SHORTCUTS: readonly { readonly keys: readonly string[]; readonly label: string }[] = [
  { keys: ['Ctrl', 'K'], label: 'app.shortcuts.palette' },
  { keys: ['Ctrl', 'S'], label: 'app.shortcuts.save' },
  { keys: ['Esc'], label: 'app.shortcuts.close' },
  { keys: ['/'], label: 'app.shortcuts.search' },
  { keys: ['?'], label: 'app.shortcuts.help' },
];

/** A key pressed while typing text belongs to the text, not to a shortcut. */
export const isTyping = (target: EventTarget | null): boolean => {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || element.isContentEditable) return true;
  if (tag !== 'input') return false;
  const type = (element as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
};
