import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/labels';
import type { GraphProblem } from './graph';
import {
  GRAPH_MESSAGES,
  graphProblemText,
  parseSettingsText,
  parseStagesText,
  serializeSettings,
  serializeStages,
  stageById,
  startCandidates,
  startStage,
  validateGraph,
} from './graph';
import type { Stage } from './stages';
import { MAX_STAGES, newStage } from './stages';

const task = (id: string, next: string | null = null, extra: Partial<Stage> = {}): Stage => newStage({ id, text: `Etap ${id}`, next, ...extra });
const condition = (id: string, yes: string | null, no: string | null, extra: Partial<Stage> = {}): Stage =>
  task(id, yes, { isCondition: true, nextNo: no, conditionCode: 'return owner.amount > 1000;', ...extra });

const codes = (stages: Stage[]) => validateGraph(stages).map((p) => [p.code, p.stageId, p.target].filter(Boolean).join(' '));

describe('the text form of the stages', () => {
  it('reads what it writes', () => {
    const stages = [task('s1', 's2', { executionTerm: 3, executorId: 7, beforeExecution: 'return true;' }), condition('s2', 's3', null, { executorRoleId: 2 }), task('s3')];
    const text = serializeStages(stages);
    expect(JSON.parse(text)).toHaveProperty('stages.0.id', 's1');
    expect(parseStagesText(text)).toEqual({ ok: true, stages });
  });

  it('takes an empty text for no stages', () => {
    expect(parseStagesText('')).toEqual({ ok: true, stages: [] });
    expect(parseStagesText('  \n')).toEqual({ ok: true, stages: [] });
    expect(parseStagesText('{"stages":[]}')).toEqual({ ok: true, stages: [] });
  });

  it('fills in what an older definition leaves out, and reads zero or less as unassigned', () => {
    const result = parseStagesText(JSON.stringify({ stages: [{ id: 'a', text: 'Przyjęcie', next: '', executorId: 0, executorRoleId: -1 }] }));
    expect(result).toEqual({ ok: true, stages: [task('a', null, { text: 'Przyjęcie' })] });
  });

  it('drops fields it does not know', () => {
    const result = parseStagesText(JSON.stringify({ stages: [{ ...task('a'), colour: 'red' }] }));
    expect(result.ok && Object.keys(result.stages[0])).not.toContain('colour');
  });

  it.each([
    ['not JSON', '{"stages":[', /JSON/],
    ['a bare array', '[]', /"stages"/],
    ['stages that are not a list', '{"stages":"s1"}', /"stages"/],
    ['an empty id', JSON.stringify({ stages: [{ ...task('a'), id: '' }] }), /stages\[0\]\.id/],
    ['a missing id', JSON.stringify({ stages: [{ text: 'x' }] }), /stages\[0\]\.id: To pole nie może być puste/],
    ['an id over 50 characters', JSON.stringify({ stages: [task('x'.repeat(51))] }), /stages\[0\]\.id: Za długi tekst: najwyżej 50/],
    ['a text over 500 characters', JSON.stringify({ stages: [task('a', null, { text: 'x'.repeat(501) })] }), /stages\[0\]\.text: Za długi/],
    ['code over the limit', JSON.stringify({ stages: [task('a', null, { onExecution: 'x'.repeat(20_001) })] }), /stages\[0\]\.onExecution/],
    ['a fractional term', JSON.stringify({ stages: [task('a'), task('b', null, { executionTerm: 1.5 })] }), /stages\[1\]\.executionTerm: Podaj liczbę całkowitą/],
    ['a negative term', JSON.stringify({ stages: [task('a', null, { executionTerm: -1 })] }), /executionTerm: Wartość musi wynosić co najmniej 0/],
    ['a term over ten years', JSON.stringify({ stages: [task('a', null, { executionTerm: 3651 })] }), /executionTerm: Wartość może wynosić najwyżej 3650/],
    ['a text executor', JSON.stringify({ stages: [{ ...task('a'), executorId: '5' }] }), /executorId/],
    ['a text flag', JSON.stringify({ stages: [{ ...task('a'), isCondition: 'yes' }] }), /isCondition/],
    ['a numeric next', JSON.stringify({ stages: [{ ...task('a'), next: 2 }] }), /next/],
    ['repeated ids', JSON.stringify({ stages: [task('a'), task('a')] }), /„a” występuje więcej niż raz/],
    ['too many stages', JSON.stringify({ stages: Array.from({ length: MAX_STAGES + 1 }, (_, i) => task(`s${i}`)) }), /stages: Za dużo elementów: najwyżej 100/],
  ])('refuses %s with a message saying what is wrong', (_, text, message) => {
    const result = parseStagesText(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('speaks the language asked for', () => {
    const result = parseStagesText('[1]', 'en');
    expect(!result.ok && result.message).toBe('Expected an object {"stages": [...]}');
  });

  it('writes null, not an empty text or zero, for what is not set', () => {
    const text = serializeStages([task('a', '', { nextNo: '', executorId: 0, executorRoleId: -3 })]);
    expect(JSON.parse(text).stages[0]).toMatchObject({ next: null, nextNo: null, executorId: null, executorRoleId: null });
  });
});

describe('the text form of the stage positions', () => {
  it('reads what it writes, and nothing else', () => {
    const settings = [{ id: 's1', x: 10, y: -20.5 }];
    expect(serializeSettings(settings)).toBe('{"stageSettingsList":[{"id":"s1","x":10,"y":-20.5}]}');
    expect(parseSettingsText(serializeSettings(settings))).toEqual({ ok: true, settings });
    expect(parseSettingsText('')).toEqual({ ok: true, settings: [] });
  });

  it.each([
    ['another shape', '{"stages":[]}'],
    ['a position that is not a number', '{"stageSettingsList":[{"id":"a","x":"1","y":0}]}'],
    ['repeated ids', '{"stageSettingsList":[{"id":"a","x":1,"y":0},{"id":"a","x":2,"y":0}]}'],
  ])('refuses %s', (_, text) => {
    expect(parseSettingsText(text).ok).toBe(false);
  });
});

describe('the start of a process', () => {
  it('is the one stage nothing leads to', () => {
    const stages = [task('b', 'c'), task('a', 'b'), task('c')];
    expect(startStage(stages)?.id).toBe('a');
  });

  it('is never a manual stage', () => {
    const stages = [task('m', 'b', { manualStageDefinition: true }), task('a', 'b'), task('b')];
    expect(startStage(stages)?.id).toBe('a');
  });

  it('is undefined for no stages, no start, or many', () => {
    expect(startStage([])).toBeUndefined();
    expect(startStage([task('a', 'b'), task('b', 'a')])).toBeUndefined();
    expect(startStage([task('a'), task('b')])).toBeUndefined();
    expect(startCandidates([task('a'), task('b')]).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('ignores the "no" exit of a task stage', () => {
    expect(startStage([task('a', null, { nextNo: 'b' }), task('b', 'a')])?.id).toBe('b');
    expect(startStage([task('a', 'b'), task('b', null, { nextNo: 'a' })])?.id).toBe('a');
  });
});

describe('stageById', () => {
  it('finds a stage, or nothing for no id', () => {
    const stages = [task('a'), task('b')];
    expect(stageById(stages, 'b')).toBe(stages[1]);
    expect(stageById(stages, 'x')).toBeUndefined();
    expect(stageById(stages, null)).toBeUndefined();
  });
});

describe('validateGraph', () => {
  it('accepts no stages: a definition may be saved before it is drawn', () => {
    expect(validateGraph([])).toEqual([]);
  });

  it('accepts a straight process, a single stage, and a condition with both exits', () => {
    expect(codes([task('a', 'b'), task('b', 'c'), task('c')])).toEqual([]);
    expect(codes([task('a')])).toEqual([]);
    expect(codes([task('a', 'c'), condition('c', 'y', 'n'), task('y'), task('n')])).toEqual([]);
  });

  it('accepts a condition without a "no" exit: the process ends there', () => {
    expect(codes([task('a', 'c'), condition('c', 'b', null), task('b')])).toEqual([]);
  });

  it('finds no start when every stage is led to', () => {
    expect(codes([task('a', 'c'), condition('c', 'a', 'a')])).toEqual(['noStart']);
  });

  it('names every stage that would be a start when there are many', () => {
    expect(codes([task('a', 'c'), task('b', 'c'), task('c')])).toEqual(['manyStarts a', 'manyStarts b']);
  });

  it('finds a next or a "no" exit that leads nowhere', () => {
    expect(codes([task('a', 'zz')])).toEqual(['nextMissing a zz']);
    expect(codes([task('a', 'c'), condition('c', 'b', 'gone'), task('b')])).toEqual(['nextMissing c gone']);
  });

  it('ignores a task stage\'s "no" exit', () => {
    expect(codes([task('a', 'b', { nextNo: 'gone' }), task('b')])).toEqual([]);
  });

  it('finds stages the process cannot reach', () => {
    expect(codes([task('a', 'b'), task('b'), task('c', 'd'), task('d', 'c'), condition('e', 'c', null)])).toEqual(['manyStarts a', 'manyStarts e', 'loopWithoutCondition c d']);
    expect(codes([task('a', 'b'), task('b'), task('c', 'd'), task('d', 'e'), condition('e', 'c', 'd')])).toEqual(['unreachable c', 'unreachable d', 'unreachable e']);
  });

  it('counts what follows a manual stage as reachable, and a manual stage needs no way in', () => {
    expect(codes([task('a', 'b'), task('b'), task('m', 'x', { manualStageDefinition: true }), task('x', 'b')])).toEqual([]);
  });

  it('accepts a loop through a condition stage', () => {
    const stages = [task('a', 'b'), task('b', 'c'), condition('c', 'd', 'b'), task('d')];
    expect(codes(stages)).toEqual([]);
  });

  it('refuses a loop of task stages only', () => {
    const stages = [task('a', 'b'), task('b', 'c'), task('c', 'd'), task('d', 'b')];
    expect(codes(stages)).toEqual(['loopWithoutCondition b d']);
  });

  it('refuses a loop of task stages that a condition only enters', () => {
    const stages = [task('a', 'c'), condition('c', 'x', 'y'), task('x', 'y'), task('y', 'x')];
    expect(codes(stages)).toEqual(['loopWithoutCondition x y']);
  });

  it('finds a stage that leads to itself, task or condition', () => {
    expect(codes([task('a', 'b'), task('b', 'b')])).toEqual(['selfLoop b']);
    expect(codes([task('a', 'c'), condition('c', 'd', 'c'), task('d')])).toEqual(['selfLoop c']);
    expect(codes([task('a', 'a')])).toEqual(['selfLoop a']);
  });

  it('wants code in every condition stage', () => {
    expect(codes([task('a', 'c'), condition('c', null, null, { conditionCode: '  \n' })])).toEqual(['conditionWithoutCode c']);
  });
});

describe('the problems in words', () => {
  const stages = [task('a', 'zz', { text: 'Przyjęcie reklamacji' })];

  it('names the stage by its text and the missing target by its id', () => {
    const [problem] = validateGraph(stages);
    expect(graphProblemText(problem, stages, 'pl')).toBe('Etap „Przyjęcie reklamacji” prowadzi do nieistniejącego etapu zz');
    expect(graphProblemText(problem, stages, 'nl')).toBe('The stage "Przyjęcie reklamacji" leads to a stage that does not exist: zz');
  });

  it('names a stage without text by its id', () => {
    const problem: GraphProblem = { code: 'selfLoop', stageId: 'b' };
    expect(graphProblemText(problem, [task('b', 'b', { text: ' ' })], 'pl')).toBe('Etap „b” prowadzi sam do siebie');
  });

  it('has every problem in every language, with no parameter left unfilled', () => {
    const all: GraphProblem[] = (Object.keys(GRAPH_MESSAGES) as GraphProblem['code'][]).map((code) => ({ code, stageId: 'a', target: 'b' }));
    for (const locale of LOCALES) {
      for (const problem of all) expect(graphProblemText(problem, [task('a'), task('b')], locale)).not.toMatch(/%\{|^\s*$/);
    }
  });
});
