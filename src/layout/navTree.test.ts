import { describe, expect, it } from 'vitest';
import { registry } from '../schemas/registry';
import type { NavNode } from './navTree';
import { holdsPath, navDepth, navTree } from './navTree';

const ALL = [...new Set(registry.map((e) => e.access))];

describe('navTree', () => {
  it('holds the entity menu and the extra screens, at most four levels deep', () => {
    const tree = navTree(registry, [...ALL, 'reclamations']);
    expect(tree.some((n) => n.kind === 'item' && n.path === 'reclamations')).toBe(true);
    expect(tree.some((n) => n.kind === 'group' && n.id === 'extra-reports')).toBe(true);
    expect(navDepth(tree)).toBeGreaterThan(1);
    expect(navDepth(tree)).toBeLessThanOrEqual(4);
  });

  it('keeps only what the modules allow', () => {
    expect(navTree(registry, [])).toEqual([]);
    const tree = navTree(registry, ['reclamations']);
    const paths = (nodes: readonly NavNode[]): string[] => nodes.flatMap((n) => (n.kind === 'item' ? [n.path] : paths(n.children)));
    expect(paths(tree)).toContain('reclamations');
    expect(paths(tree).every((p) => !p.startsWith('users'))).toBe(true);
  });

  it('finds the group that holds the screen', () => {
    const group = { kind: 'group', id: 'a', label: 'a', icon: 'x', children: [{ kind: 'item', path: 'a/b', label: 'b', plural: true }] } as const;
    expect(holdsPath(group, '/a/b')).toBe(true);
    expect(holdsPath(group, '/a/b/12')).toBe(true);
    expect(holdsPath(group, '/a/bc')).toBe(false);
  });
});
