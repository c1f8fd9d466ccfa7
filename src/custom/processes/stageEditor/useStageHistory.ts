import type { RefObject } from 'react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Stage, StageSetting } from '../../../schemas/bp/stages';
import type { StageGraph } from './editorModel';
import type { History } from './history';
import { emptyHistory, record, redo, undo } from './history';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Every edit of the editor goes through `commit`, which remembers the graph before it; `undo` and
 * `redo` step through what was remembered. Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y work anywhere in the
 * editor except in a text field, which keeps its own undo.
 */
export const useStageHistory = (
  graph: StageGraph,
  onChange: (stages: Stage[], settings: StageSetting[]) => void,
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
) => {
  const [history, setHistoryState] = useState<History>(emptyHistory);
  const current = useRef({ history, graph, onChange });
  useLayoutEffect(() => {
    current.current.graph = graph;
    current.current.onChange = onChange;
  });
  const setHistory = (next: History) => {
    current.current.history = next;
    setHistoryState(next);
  };

  const commit = useCallback((next: StageGraph, key: string | null = null) => {
    const { history: before, graph: shown, onChange: report } = current.current;
    setHistory(record(before, shown, key, Date.now()));
    current.current.graph = next;
    report(next.stages, next.settings);
  }, []);

  const step = useCallback((direction: 'undo' | 'redo') => {
    const { history: before, graph: shown, onChange: report } = current.current;
    const done = (direction === 'undo' ? undo : redo)(before, shown);
    if (!done) return;
    setHistory(done.history);
    current.current.graph = done.graph;
    report(done.graph.stages, done.graph.settings);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const inEditor = event.target === document.body || (event.target instanceof Node && root.current?.contains(event.target));
      if (!inEditor) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) step('undo');
      else if ((key === 'z' && event.shiftKey) || key === 'y') step('redo');
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, root, step]);

  return { commit, undo: () => step('undo'), redo: () => step('redo'), canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
};
