import { describe, expect, it } from 'vitest';
import type { StageGraph } from './editorModel';
import { blankStage } from './editorModel';
import { emptyHistory, HISTORY_LIMIT, MERGE_WITHIN_MS, record, redo, undo } from './history';

const graph = (...ids: string[]): StageGraph => ({ stages: ids.map((id) => blankStage(id, id, false)), settings: [] });
const ids = (g: StageGraph | undefined) => g?.stages.map((s) => s.id).join(',');

describe('the editor history', () => {
  it('undoes and redoes edits in order, and a new edit forgets what was undone', () => {
    let h = record(emptyHistory, graph(), null, 0);
    h = record(h, graph('a'), null, 10);
    const back = undo(h, graph('a', 'b'))!;
    expect(ids(back.graph)).toBe('a');
    const again = undo(back.history, back.graph)!;
    expect(ids(again.graph)).toBe('');
    expect(undo(again.history, again.graph)).toBeNull();
    const forward = redo(again.history, again.graph)!;
    expect(ids(forward.graph)).toBe('a');
    expect(record(forward.history, forward.graph, null, 20).future).toEqual([]);
    expect(redo(record(forward.history, forward.graph, null, 20), graph('x'))).toBeNull();
  });

  it('takes a run of edits of one thing as one step', () => {
    let h = record(emptyHistory, graph('a'), 'a:text', 0);
    h = record(h, graph('ab'), 'a:text', 300);
    h = record(h, graph('abc'), 'a:text', 600);
    expect(h.past.map(ids)).toEqual(['a']);
    h = record(h, graph('abcd'), 'a:text', 600 + MERGE_WITHIN_MS);
    expect(h.past.map(ids)).toEqual(['a', 'abcd']);
    h = record(h, graph('x'), 'b:text', 600 + MERGE_WITHIN_MS);
    expect(h.past).toHaveLength(3);
  });

  it('starts a new step after an undo even for the same thing', () => {
    const h = record(emptyHistory, graph('a'), 'a:text', 0);
    const back = undo(h, graph('ab'))!;
    expect(record(back.history, back.graph, 'a:text', 10).past).toHaveLength(1);
  });

  it('keeps at most the limit', () => {
    let h = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) h = record(h, graph(String(i)), null, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(ids(h.past[0])).toBe('5');
  });
});
