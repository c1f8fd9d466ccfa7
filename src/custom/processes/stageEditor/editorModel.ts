import dagre from '@dagrejs/dagre';
import type { EdgeLabel, GraphLabel, NodeLabel } from '@dagrejs/dagre';
import type { Edge, Node, XYPosition } from '@xyflow/react';
import { exitsOf, stageName } from '../../../schemas/bp/graph';
import type { GraphProblem, StageExit } from '../../../schemas/bp/graph';
import type { Stage, StageSetting } from '../../../schemas/bp/stages';
import { newStage } from '../../../schemas/bp/stages';

/**
 * The stage editor's pure part: stages and their positions in, React Flow nodes and edges out, and
 * every edit as a function from one {stages, settings} to the next. The component only wires these
 * to events, so all of it is tested without rendering.
 */

export type StageGraph = { stages: Stage[]; settings: StageSetting[] };

export type StageNodeData = {
  stage: Stage;
  isStart: boolean;
  hasProblem: boolean;
  /** The executor's name, else the role's (with `isRole`); null: unassigned. */
  assignee: string | null;
  isRole: boolean;
};
export type StageFlowNode = Node<StageNodeData, 'task' | 'condition'>;
export type StageEdgeData = { field: StageExit['field'] };
export type StageFlowEdge = Edge<StageEdgeData>;

/** The size dagre reserves for a node; the drawn node is as wide and about as tall. */
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 96;
const GAP_X = 50;
const GAP_Y = 70;

export type Named = { id: number; name: string };

export type FlowContext = {
  problems: GraphProblem[];
  startIds: ReadonlySet<string>;
  executors: readonly Named[];
  roles: readonly Named[];
  /** The edge labels of a condition's exits, in the user's language. */
  yes: string;
  no: string;
};

/** The stages a problem is about: its stage, and for a loop also the stage that closes it. */
export const problemStageIds = (problems: GraphProblem[]): Set<string> =>
  new Set(problems.flatMap((p) => [p.stageId, p.code === 'loopWithoutCondition' ? p.target : undefined]).filter((id): id is string => Boolean(id)));

const nameOf = (list: readonly Named[], id: number | null): string | null => {
  if (id === null || id <= 0) return null;
  return list.find((item) => item.id === id)?.name ?? `#${id}`;
};

const EDGE_COLOURS: Record<'next' | 'yes' | 'no', string> = { next: '#607d8b', yes: '#2e7d32', no: '#c62828' };

/** The nodes and edges that draw the stages; an exit to a stage that does not exist is not drawn. */
export const stagesToFlow = (stages: Stage[], positions: ReadonlyMap<string, XYPosition>, context: FlowContext): { nodes: StageFlowNode[]; edges: StageFlowEdge[] } => {
  const withProblem = problemStageIds(context.problems);
  const byId = new Map(stages.map((s) => [s.id, s]));
  const nodes = stages.map((stage): StageFlowNode => {
    const executor = nameOf(context.executors, stage.executorId);
    const role = executor === null ? nameOf(context.roles, stage.executorRoleId) : null;
    return {
      id: stage.id,
      type: stage.isCondition ? 'condition' : 'task',
      position: positions.get(stage.id) ?? { x: 0, y: 0 },
      ariaLabel: stageName(stage),
      data: { stage, isStart: context.startIds.has(stage.id), hasProblem: withProblem.has(stage.id), assignee: executor ?? role, isRole: role !== null },
    };
  });
  const edges = stages.flatMap((stage) =>
    exitsOf(stage)
      .filter((exit) => byId.has(exit.target))
      .map((exit): StageFlowEdge => {
        const colour = !stage.isCondition ? EDGE_COLOURS.next : exit.field === 'next' ? EDGE_COLOURS.yes : EDGE_COLOURS.no;
        const label = stage.isCondition ? (exit.field === 'next' ? context.yes : context.no) : undefined;
        const target = byId.get(exit.target)!;
        return {
          id: `${stage.id}:${exit.field}`,
          source: stage.id,
          sourceHandle: exit.field,
          target: exit.target,
          targetHandle: 'in',
          type: 'smoothstep',
          label,
          ariaLabel: `${stageName(stage)} → ${stageName(target)}${label ? ` (${label})` : ''}`,
          style: { stroke: colour, strokeWidth: 2 },
          labelStyle: { fill: colour, fontWeight: 600 },
          markerEnd: { type: 'arrowclosed', color: colour },
          data: { field: exit.field },
        };
      }),
  );
  return { nodes, edges };
};

/** Positions from dagre for every stage, top to bottom in the order the process runs. */
export const layoutStages = (stages: Stage[]): StageSetting[] => {
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: GAP_X, ranksep: GAP_Y, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(stages.map((s) => s.id));
  for (const s of stages) g.setNode(s.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const s of stages) {
    for (const exit of exitsOf(s)) if (ids.has(exit.target) && exit.target !== s.id) g.setEdge(s.id, exit.target, {}, exit.field);
  }
  dagre.layout(g);
  return stages.map((s) => {
    const { x = 0, y = 0 } = g.node(s.id);
    return { id: s.id, x: Math.round(x - NODE_WIDTH / 2), y: Math.round(y - NODE_HEIGHT / 2) };
  });
};

/**
 * Where each stage is drawn: its saved position; with none saved at all, the automatic layout;
 * a stage added outside the editor (no position of its own) goes in a row under the others.
 */
export const positionsFor = (stages: Stage[], settings: StageSetting[]): Map<string, XYPosition> => {
  const saved = new Map(settings.map((s) => [s.id, { x: s.x, y: s.y }]));
  const missing = stages.filter((s) => !saved.has(s.id));
  if (missing.length === 0) return saved;
  if (missing.length === stages.length) return new Map(layoutStages(stages).map((s) => [s.id, { x: s.x, y: s.y }]));
  const placed = stages.filter((s) => saved.has(s.id)).map((s) => saved.get(s.id)!);
  const left = Math.min(...placed.map((p) => p.x));
  const bottom = Math.max(...placed.map((p) => p.y)) + NODE_HEIGHT + GAP_Y;
  missing.forEach((s, i) => saved.set(s.id, { x: left + i * (NODE_WIDTH + GAP_X), y: bottom }));
  return saved;
};

/** The settings that keep every stage where it is drawn, in the order of the stages. */
export const settingsFor = (stages: Stage[], positions: ReadonlyMap<string, XYPosition>): StageSetting[] =>
  stages.map((s) => {
    const p = positions.get(s.id) ?? { x: 0, y: 0 };
    return { id: s.id, x: Math.round(p.x), y: Math.round(p.y) };
  });

/** The settings with some stages moved; the same array when nothing moved. */
export const moveStages = (settings: StageSetting[], moved: ReadonlyMap<string, XYPosition>): StageSetting[] => {
  let changed = false;
  const next = settings.map((s) => {
    const p = moved.get(s.id);
    if (!p || (Math.round(p.x) === s.x && Math.round(p.y) === s.y)) return s;
    changed = true;
    return { id: s.id, x: Math.round(p.x), y: Math.round(p.y) };
  });
  return changed ? next : settings;
};

export type Connection = { source: string; sourceHandle?: string | null; target: string };

/** A drawn connection: the source handle's exit now leads to the target, replacing where it led before. */
export const applyConnect = (stages: Stage[], connection: Connection): Stage[] => {
  const field = connection.sourceHandle === 'nextNo' ? 'nextNo' : 'next';
  const source = stages.find((s) => s.id === connection.source);
  if (!source || (field === 'nextNo' && !source.isCondition) || source[field] === connection.target) return stages;
  return stages.map((s) => (s === source ? { ...s, [field]: connection.target } : s));
};

/**
 * The graph without some stages and exits. An exit that led to a removed stage is cleared, so no
 * stage is left pointing nowhere.
 */
export const removeElements = (graph: StageGraph, stageIds: Iterable<string>, exits: Iterable<{ source: string; field: StageExit['field'] }> = []): StageGraph => {
  const removed = new Set(stageIds);
  const cleared = new Set([...exits].map((e) => `${e.source}:${e.field}`));
  const stages = graph.stages
    .filter((s) => !removed.has(s.id))
    .map((s) => {
      const clearNext = s.next !== null && (removed.has(s.next) || cleared.has(`${s.id}:next`));
      const clearNo = s.nextNo !== null && (removed.has(s.nextNo) || cleared.has(`${s.id}:nextNo`));
      return clearNext || clearNo ? { ...s, next: clearNext ? null : s.next, nextNo: clearNo ? null : s.nextNo } : s;
    });
  return { stages, settings: graph.settings.filter((s) => !removed.has(s.id)) };
};

/** An id no stage has: `s` and the next number after the highest `s<number>` in use. */
export const newStageId = (stages: Stage[]): string => {
  const ids = new Set(stages.map((s) => s.id));
  let n = Math.max(0, ...stages.map((s) => /^s(\d{1,9})$/.exec(s.id)).map((m) => (m ? Number(m[1]) : 0))) + 1;
  while (ids.has(`s${n}`)) n += 1;
  return `s${n}`;
};

export const blankStage = (id: string, text: string, isCondition: boolean): Stage => newStage({ id, text, isCondition });

/** Where a new stage goes: under the chosen stage, else under all of them; moved right off any stage already there. */
export const placeNewStage = (positions: ReadonlyMap<string, XYPosition>, under?: string | null): XYPosition => {
  const all = [...positions.values()];
  if (all.length === 0) return { x: 0, y: 0 };
  const anchor = (under && positions.get(under)) || { x: Math.min(...all.map((p) => p.x)), y: Math.max(...all.map((p) => p.y)) };
  const spot = { x: anchor.x, y: anchor.y + NODE_HEIGHT + GAP_Y };
  const taken = (p: XYPosition) => all.some((q) => Math.abs(q.x - p.x) < NODE_WIDTH && Math.abs(q.y - p.y) < NODE_HEIGHT);
  while (taken(spot)) spot.x += NODE_WIDTH + GAP_X;
  return spot;
};

/** The graph with one more stage at a position; the new stage's id comes back too. */
export const addStage = (graph: StageGraph, text: string, isCondition: boolean, position: XYPosition): { graph: StageGraph; id: string } => {
  const id = newStageId(graph.stages);
  return {
    id,
    graph: { stages: [...graph.stages, blankStage(id, text, isCondition)], settings: [...graph.settings, { id, x: Math.round(position.x), y: Math.round(position.y) }] },
  };
};

/** The stages with one changed. A task stage keeps no "no" exit; an executor and a role exclude each other. */
export const updateStage = (stages: Stage[], id: string, patch: Partial<Omit<Stage, 'id'>>): Stage[] =>
  stages.map((s) => {
    if (s.id !== id) return s;
    const next = { ...s, ...patch };
    if (!next.isCondition) next.nextNo = null;
    if (patch.executorId != null) next.executorRoleId = null;
    if (patch.executorRoleId != null) next.executorId = null;
    return next;
  });

const shallowEqual = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/**
 * The freshly drawn nodes with what React Flow keeps on its own (measured size, selection) taken
 * over from the nodes on screen; a node that did not change stays the same object, so React Flow
 * skips it. `select` picks the only selected node.
 */
export const mergeNodes = <N extends Node>(shown: N[], drawn: N[], select?: string): N[] => {
  const byId = new Map(shown.map((n) => [n.id, n]));
  return drawn.map((n) => {
    const old = byId.get(n.id);
    const selected = select !== undefined ? n.id === select : (old?.selected ?? false);
    if (old && old.type === n.type && old.position.x === n.position.x && old.position.y === n.position.y && old.ariaLabel === n.ariaLabel && (old.selected ?? false) === selected && shallowEqual(old.data, n.data)) return old;
    // A size React Flow has not measured yet is left out, never set to undefined over what it knows.
    return old?.measured ? { ...n, measured: old.measured, selected } : { ...n, selected };
  });
};

/** The drawn edges keeping the selection of those on screen. */
export const mergeEdges = <E extends Edge>(shown: E[], drawn: E[]): E[] => {
  const selected = new Set(shown.filter((e) => e.selected).map((e) => e.id));
  return drawn.map((e) => (selected.has(e.id) ? { ...e, selected: true } : e));
};
