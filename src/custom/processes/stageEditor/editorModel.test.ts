import { describe, expect, it } from 'vitest';
import type { Stage } from '../../../schemas/bp/stages';
import type { FlowContext, StageFlowNode } from './editorModel';
import {
  addStage,
  applyConnect,
  blankStage,
  layoutStages,
  mergeEdges,
  mergeNodes,
  moveStages,
  NODE_HEIGHT,
  NODE_WIDTH,
  newStageId,
  placeNewStage,
  positionsFor,
  problemStageIds,
  removeElements,
  settingsFor,
  stagesToFlow,
  updateStage,
} from './editorModel';

const task = (id: string, next: string | null = null, extra: Partial<Stage> = {}): Stage => ({ ...blankStage(id, `Etap ${id}`, false), next, ...extra });
const condition = (id: string, yes: string | null, no: string | null): Stage => ({ ...blankStage(id, `Warunek ${id}`, true), next: yes, nextNo: no, conditionCode: 'return true;' });

const context: FlowContext = {
  problems: [],
  startIds: new Set(['a']),
  executors: [{ id: 7, name: 'Anna Nowak' }],
  roles: [{ id: 3, name: 'Serwis' }],
  yes: 'tak',
  no: 'nie',
};
const at = (entries: [string, number, number][]) => new Map(entries.map(([id, x, y]) => [id, { x, y }]));

describe('stagesToFlow', () => {
  const stages = [task('a', 'c', { executorId: 7 }), condition('c', 'b', 'gone'), task('b', null, { executorRoleId: 3, nextNo: 'a' })];
  const { nodes, edges } = stagesToFlow(stages, at([['a', 0, 0], ['c', 0, 150], ['b', 0, 300]]), { ...context, problems: [{ code: 'nextMissing', stageId: 'c', target: 'gone' }] });

  it('draws a node per stage, a condition as its own kind, where the stage is placed', () => {
    expect(nodes.map((n) => [n.id, n.type, n.position.y])).toEqual([['a', 'task', 0], ['c', 'condition', 150], ['b', 'task', 300]]);
  });

  it('marks the start, the problems and who does the task', () => {
    expect(nodes.map((n) => [n.data.isStart, n.data.hasProblem, n.data.assignee, n.data.isRole])).toEqual([
      [true, false, 'Anna Nowak', false],
      [false, true, null, false],
      [false, false, 'Serwis', true],
    ]);
  });

  it('draws next and a condition\'s "no" exit, labelled, but no exit to a missing stage and no "no" of a task', () => {
    expect(edges.map((e) => [e.id, e.source, e.sourceHandle, e.target, e.label])).toEqual([
      ['a:next', 'a', 'next', 'c', undefined],
      ['c:next', 'c', 'next', 'b', 'tak'],
    ]);
  });

  it('names an unknown executor by its id', () => {
    const [node] = stagesToFlow([task('a', null, { executorId: 99 })], at([['a', 0, 0]]), context).nodes;
    expect(node.data.assignee).toBe('#99');
  });
});

describe('problemStageIds', () => {
  it('takes each problem\'s stage, and both ends of a loop', () => {
    expect([...problemStageIds([{ code: 'noStart' }, { code: 'nextMissing', stageId: 'a', target: 'x' }, { code: 'loopWithoutCondition', stageId: 'b', target: 'c' }])]).toEqual(['a', 'b', 'c']);
  });
});

describe('layout', () => {
  it('places the stages top to bottom in the order the process runs, none on another', () => {
    const stages = [task('c'), task('a', 'b'), task('b', 'c')];
    const layout = new Map(layoutStages(stages).map((s) => [s.id, s]));
    expect(layout.get('a')!.y).toBeLessThan(layout.get('b')!.y);
    expect(layout.get('b')!.y).toBeLessThan(layout.get('c')!.y);
  });

  it('puts the two exits of a condition side by side', () => {
    const layout = new Map(layoutStages([task('a', 'c'), condition('c', 'y', 'n'), task('y'), task('n')]).map((s) => [s.id, s]));
    expect(layout.get('y')!.y).toBe(layout.get('n')!.y);
    expect(Math.abs(layout.get('y')!.x - layout.get('n')!.x)).toBeGreaterThanOrEqual(NODE_WIDTH);
  });

  it('uses saved positions; lays out all when none is saved; puts an unplaced stage under the others', () => {
    const stages = [task('a', 'b'), task('b')];
    expect(positionsFor(stages, [{ id: 'a', x: 5, y: 6 }, { id: 'b', x: 7, y: 8 }]).get('b')).toEqual({ x: 7, y: 8 });
    const auto = positionsFor(stages, []);
    expect(auto.get('a')!.y).toBeLessThan(auto.get('b')!.y);
    const partly = positionsFor(stages, [{ id: 'a', x: 40, y: 100 }]);
    expect(partly.get('b')).toEqual({ x: 40, y: 100 + NODE_HEIGHT + 70 });
  });

  it('keeps the positions as settings, in the order of the stages', () => {
    expect(settingsFor([task('b'), task('a')], at([['a', 1.4, 2.6], ['b', 3, 4]]))).toEqual([{ id: 'b', x: 3, y: 4 }, { id: 'a', x: 1, y: 3 }]);
  });

  it('moves stages, and gives back the same settings when nothing moved', () => {
    const settings = [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 10, y: 10 }];
    expect(moveStages(settings, at([['b', 10, 10]]))).toBe(settings);
    expect(moveStages(settings, at([['b', 50, 60.4]]))).toEqual([{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 50, y: 60 }]);
  });
});

describe('applyConnect', () => {
  const stages = [task('a', 'b'), task('b'), condition('c', null, null)];

  it('sets next from a task, replacing where it led', () => {
    expect(applyConnect(stages, { source: 'a', sourceHandle: 'next', target: 'c' })[0].next).toBe('c');
    expect(applyConnect(stages, { source: 'a', sourceHandle: null, target: 'c' })[0].next).toBe('c');
  });

  it('sets a condition\'s yes or no exit by the handle it starts from', () => {
    const next = applyConnect(applyConnect(stages, { source: 'c', sourceHandle: 'next', target: 'a' }), { source: 'c', sourceHandle: 'nextNo', target: 'b' });
    expect(next[2]).toMatchObject({ next: 'a', nextNo: 'b' });
  });

  it('changes nothing for a "no" exit of a task, an unknown stage or the same target', () => {
    expect(applyConnect(stages, { source: 'a', sourceHandle: 'nextNo', target: 'c' })).toBe(stages);
    expect(applyConnect(stages, { source: 'x', sourceHandle: 'next', target: 'c' })).toBe(stages);
    expect(applyConnect(stages, { source: 'a', sourceHandle: 'next', target: 'b' })).toBe(stages);
  });
});

describe('removeElements', () => {
  const graph = {
    stages: [task('a', 'c'), condition('c', 'b', 'd'), task('b', 'd'), task('d')],
    settings: ['a', 'c', 'b', 'd'].map((id, i) => ({ id, x: 0, y: i * 100 })),
  };

  it('removes stages with their positions and clears every exit that led to them', () => {
    const next = removeElements(graph, ['d']);
    expect(next.stages.map((s) => [s.id, s.next, s.nextNo])).toEqual([['a', 'c', null], ['c', 'b', null], ['b', null, null]]);
    expect(next.settings.map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });

  it('clears the exits whose edges were removed', () => {
    const next = removeElements(graph, [], [{ source: 'c', field: 'nextNo' }, { source: 'a', field: 'next' }]);
    expect(next.stages.map((s) => [s.id, s.next, s.nextNo])).toEqual([['a', null, null], ['c', 'b', null], ['b', 'd', null], ['d', null, null]]);
    expect(next.settings).toEqual(graph.settings);
  });
});

describe('adding a stage', () => {
  it('takes the next free s<number> id', () => {
    expect(newStageId([])).toBe('s1');
    expect(newStageId([task('s1'), task('s7'), task('start')])).toBe('s8');
    expect(newStageId([task('s01')])).toBe('s2');
  });

  it('adds a blank stage with its position', () => {
    const { graph, id } = addStage({ stages: [task('s1')], settings: [{ id: 's1', x: 0, y: 0 }] }, 'Nowy warunek', true, { x: 10.2, y: 20 });
    expect(id).toBe('s2');
    expect(graph.stages[1]).toEqual({ ...blankStage('s2', 'Nowy warunek', true) });
    expect(graph.settings[1]).toEqual({ id: 's2', x: 10, y: 20 });
  });

  it('places it under the chosen stage, else under all, never on top of another', () => {
    const positions = at([['a', 0, 0], ['b', 0, 400]]);
    expect(placeNewStage(new Map())).toEqual({ x: 0, y: 0 });
    expect(placeNewStage(positions, 'a')).toEqual({ x: 0, y: NODE_HEIGHT + 70 });
    expect(placeNewStage(positions)).toEqual({ x: 0, y: 400 + NODE_HEIGHT + 70 });
    expect(placeNewStage(at([['a', 0, 0], ['x', 0, NODE_HEIGHT + 70]]), 'a')).toEqual({ x: NODE_WIDTH + 50, y: NODE_HEIGHT + 70 });
  });
});

describe('updateStage', () => {
  it('changes one stage and leaves the others as they are', () => {
    const stages = [task('a'), task('b')];
    const next = updateStage(stages, 'b', { text: 'Wysyłka' });
    expect(next[0]).toBe(stages[0]);
    expect(next[1].text).toBe('Wysyłka');
  });

  it('drops the "no" exit when a condition becomes a task', () => {
    expect(updateStage([condition('c', 'a', 'b')], 'c', { isCondition: false })[0]).toMatchObject({ isCondition: false, next: 'a', nextNo: null });
  });

  it('gives the task to an executor or a role, not both', () => {
    const [withRole] = updateStage([task('a', null, { executorId: 7 })], 'a', { executorRoleId: 3 });
    expect(withRole).toMatchObject({ executorId: null, executorRoleId: 3 });
    const [withExecutor] = updateStage([withRole], 'a', { executorId: 7 });
    expect(withExecutor).toMatchObject({ executorId: 7, executorRoleId: null });
    expect(updateStage([withExecutor], 'a', { executorId: null })[0]).toMatchObject({ executorId: null, executorRoleId: null });
  });
});

describe('merging a drawing into the nodes on screen', () => {
  const draw = (stages: Stage[]) => stagesToFlow(stages, at(stages.map((s, i) => [s.id, 0, i * 100])), context).nodes;

  it('keeps an unchanged node the same object, with its measured size and selection', () => {
    const stages = [task('a', 'b'), task('b')];
    const shown: StageFlowNode[] = draw(stages).map((n) => ({ ...n, measured: { width: 220, height: 90 }, selected: n.id === 'b' }));
    const merged = mergeNodes(shown, draw(stages));
    expect(merged[0]).toBe(shown[0]);
    expect(merged[1]).toBe(shown[1]);
    const renamed = mergeNodes(shown, draw([task('a', 'b', { text: 'Nowa nazwa' }), stages[1]]));
    expect(renamed[0]).not.toBe(shown[0]);
    expect(renamed[0]).toMatchObject({ measured: { width: 220, height: 90 }, selected: false, data: { stage: { text: 'Nowa nazwa' } } });
    expect(renamed[1]).toBe(shown[1]);
  });

  it('selects only the node asked for', () => {
    const merged = mergeNodes(draw([task('a')]).map((n) => ({ ...n, selected: true })), draw([task('a'), task('s2')]), 's2');
    expect(merged.map((n) => n.selected)).toEqual([false, true]);
  });

  it('keeps the selected edges selected', () => {
    const edges = stagesToFlow([task('a', 'b'), task('b')], at([]), context).edges;
    expect(mergeEdges([{ ...edges[0], selected: true }], edges)[0].selected).toBe(true);
  });
});
