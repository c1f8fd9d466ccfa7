import type { StageGraph } from './editorModel';

/**
 * The editor's undo and redo: the graphs before (past) and after (future) the one shown. Bounded,
 * and a run of edits of one thing (typing a stage's name, nudging a node with the arrow keys)
 * within a moment counts as one step.
 */
export type History = { past: StageGraph[]; future: StageGraph[]; lastKey: string | null; lastAt: number };

export const HISTORY_LIMIT = 100;
export const MERGE_WITHIN_MS = 1000;

export const emptyHistory: History = { past: [], future: [], lastKey: null, lastAt: 0 };

/** The history after an edit of `current`; `key` names what was edited, null: an edit of its own. */
export const record = (history: History, current: StageGraph, key: string | null, now: number): History => {
  const merges = key !== null && key === history.lastKey && now - history.lastAt < MERGE_WITHIN_MS && history.past.length > 0;
  return {
    past: merges ? history.past : [...history.past, current].slice(-HISTORY_LIMIT),
    future: [],
    lastKey: key,
    lastAt: now,
  };
};

export type Step = { history: History; graph: StageGraph };

export const undo = (history: History, current: StageGraph): Step | null => {
  const graph = history.past.at(-1);
  if (!graph) return null;
  return { graph, history: { past: history.past.slice(0, -1), future: [current, ...history.future], lastKey: null, lastAt: 0 } };
};

export const redo = (history: History, current: StageGraph): Step | null => {
  const [graph, ...future] = history.future;
  if (!graph) return null;
  return { graph, history: { past: [...history.past, current].slice(-HISTORY_LIMIT), future, lastKey: null, lastAt: 0 } };
};
