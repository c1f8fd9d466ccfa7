import { describe, expect, it } from 'vitest';
import { MAX_MENU_DEPTH } from '../schemas/core';
import { registry } from '../schemas/registry';
import type { MenuGroupNode, MenuNode } from './menuTree';
import { buildMenu, groupsHolding, menuPaths, startPath } from './menuTree';

const GROUPS = {
  b: { icon: 'b', order: 20 },
  a: { icon: 'a', order: 10 },
  'a/x': { icon: 'x', order: 2 },
  'a/w': { icon: 'w', order: 1 },
  d1: { icon: 'd', order: 30 },
  'd1/d2': { icon: 'd', order: 1 },
  'd1/d2/d3': { icon: 'd', order: 1 },
  'd1/d2/d3/d4': { icon: 'd', order: 1 },
};
const ENTITIES = [
  { menu: 'b/one', access: 'one' },
  { menu: 'a/two', access: 'two' },
  { menu: 'a/x/three', access: 'three' },
  { menu: 'a/w/four', access: 'four' },
  { menu: 'top', access: 'top' },
  { menu: 'd1/d2/d3/d4/deep', access: 'deep' },
];

const shape = (nodes: MenuNode[]): unknown => nodes.map((n) => (n.kind === 'item' ? n.path : { [n.path]: shape(n.children) }));

describe('buildMenu', () => {
  it('nests entries in their groups, entries first in registry order, then groups by order', () => {
    expect(shape(buildMenu(ENTITIES, undefined, GROUPS))).toEqual([
      'top',
      { a: ['a/two', { 'a/w': ['a/w/four'] }, { 'a/x': ['a/x/three'] }] },
      { b: ['b/one'] },
      { d1: [{ 'd1/d2': [{ 'd1/d2/d3': ['d1/d2/d3/d4/deep'] }] }] },
    ]);
  });

  it(`stops nesting at ${MAX_MENU_DEPTH} levels`, () => {
    const depth = (nodes: MenuNode[]): number => Math.max(0, ...nodes.map((n) => (n.kind === 'item' ? 1 : 1 + depth(n.children))));
    expect(depth(buildMenu(ENTITIES, undefined, GROUPS))).toBe(MAX_MENU_DEPTH);
  });

  it("keeps only the user's entries and the groups that still hold one", () => {
    expect(shape(buildMenu(ENTITIES, ['three', 'one'], GROUPS))).toEqual([{ a: [{ 'a/x': ['a/x/three'] }] }, { b: ['b/one'] }]);
    expect(buildMenu(ENTITIES, [], GROUPS)).toEqual([]);
  });

  it('carries icons and access keys', () => {
    const [a] = buildMenu(ENTITIES, ['two'], GROUPS) as MenuGroupNode[];
    expect(a).toMatchObject({ kind: 'group', icon: 'a', children: [{ kind: 'item', path: 'a/two', access: 'two' }] });
  });
});

describe('groupsHolding', () => {
  const menu = buildMenu(ENTITIES, undefined, GROUPS);

  it('names the groups around a screen, outermost first, for its list and the addresses below it', () => {
    expect(groupsHolding(menu, '/a/x/three')).toEqual(['a', 'a/x']);
    expect(groupsHolding(menu, '/a/x/three/12/show')).toEqual(['a', 'a/x']);
    expect(groupsHolding(menu, '/a/two')).toEqual(['a']);
    expect(groupsHolding(menu, '/d1/d2/d3/d4/deep')).toEqual(['d1', 'd1/d2', 'd1/d2/d3']);
  });

  it('names none for a screen outside every group, nor for a group whose name only begins the same', () => {
    expect(groupsHolding(menu, '/top')).toEqual([]);
    expect(groupsHolding(menu, '/access-denied')).toEqual([]);
    expect(groupsHolding(menu, '/ab/two')).toEqual([]);
    expect(groupsHolding(menu, '/a')).toEqual([]);
  });

  it("leaves out a group the user's menu does not show", () => {
    expect(groupsHolding(buildMenu(ENTITIES, ['two'], GROUPS), '/a/x/three')).toEqual(['a']);
  });
});

describe('startPath', () => {
  it('is the first entry the menu shows to the user', () => {
    expect(menuPaths(buildMenu(ENTITIES, undefined, GROUPS))[0]).toBe('top');
    expect(startPath(ENTITIES, ['one', 'two', 'top'], GROUPS)).toBe('/top');
    expect(startPath(ENTITIES, ['four', 'one'], GROUPS)).toBe('/a/w/four');
    expect(startPath(ENTITIES, ['one', 'two'], GROUPS)).toBe('/a/two');
  });

  it('is undefined without any allowed entry', () => {
    expect(startPath(registry, [])).toBeUndefined();
  });

  it('places every registered entity in the real menu; reclamations are the start page', () => {
    const paths = menuPaths(buildMenu(registry));
    expect([...paths].sort()).toEqual(registry.filter((e) => e.inMenu).map((e) => e.menu).sort());
    expect(startPath(registry, registry.map((e) => e.access))).toBe('/reclamations');
    expect(startPath(registry, ['firm'])).toBe('/administration/othersettings/firms');
  });
});
