import { describe, expect, it } from 'vitest';
import type { Stage } from '../../../schemas/bp/stages';
import { newStage } from '../../../schemas/bp/stages';
import { definitionModel, definitionTexts, EMPTY_TEXTS, ownerEntityName, stepViews } from './presentation';

const stage = (id: string, next: string | null = null): Stage => newStage({ id, text: `Etap ${id}`, next, executionTerm: 1, executorId: 3 });

describe('definitionModel', () => {
  it('reads the stages and their positions from the texts, and writes them back alike', () => {
    const texts = definitionTexts([stage('a', 'b'), stage('b')], [{ id: 'a', x: 10, y: 20 }]);
    const model = definitionModel(texts.stages, texts.stageSettingsList);
    expect(model).toEqual({ ok: true, stages: [stage('a', 'b'), stage('b')], settings: [{ id: 'a', x: 10, y: 20 }] });
  });

  it('treats empty or missing texts as no stages', () => {
    expect(definitionModel('', null)).toEqual({ ok: true, stages: [], settings: [] });
    expect(definitionModel(EMPTY_TEXTS.stages, EMPTY_TEXTS.stageSettingsList)).toEqual({ ok: true, stages: [], settings: [] });
  });

  it('refuses stages that do not parse, with the reason in the language asked', () => {
    const model = definitionModel('{"stages": [', '', 'en');
    expect(model.ok).toBe(false);
    expect(model.ok ? '' : model.message).toBe('The list is not valid JSON');
  });

  it('keeps the stages and drops positions that do not parse', () => {
    const model = definitionModel(definitionTexts([stage('a')], []).stages, '{"x":1}', 'pl');
    expect(model).toMatchObject({ ok: true, stages: [stage('a')], settings: [] });
    expect(model.ok && model.settingsProblem).toMatch(/stageSettingsList/);
  });
});

it('knows the owner types a process runs for', () => {
  expect(ownerEntityName('reclamation')).toBe('reclamation');
  expect(ownerEntityName('sales_order')).toBe('sales_order');
  expect(ownerEntityName('project')).toBeUndefined();
  expect(ownerEntityName(undefined)).toBeUndefined();
});

describe('stepViews', () => {
  it('shows a task stage with its task, due day and executor or role', () => {
    const [task, byRole] = stepViews([
      { stageId: 's1', text: 'Oględziny', kind: 'task', taskName: 'Oględziny u klienta', dueDate: '2026-03-07T00:00:00', executorName: 'Jan', executorRoleName: null, log: ['start'] },
      { stageId: 's2', text: '', kind: 'task', taskName: 'Naprawa', dueDate: 'soon', executorName: null, executorRoleName: 'Serwis', log: [] },
    ]);
    expect(task).toEqual({
      key: '0-s1',
      title: 'Oględziny',
      kindKey: 'bpDryRunKind_task',
      color: 'primary',
      task: { name: 'Oględziny u klienta', due: '07.03.2026', executor: 'Jan' },
      log: ['start'],
    });
    expect(byRole).toMatchObject({ title: 's2', task: { name: 'Naprawa', due: '—', role: 'Serwis' } });
    expect(byRole.task).not.toHaveProperty('executor');
  });

  it('shows a condition\'s answer, the end and an error', () => {
    const [yes, no, end, error] = stepViews([
      { stageId: 'c1', text: 'Gwarancja?', kind: 'condition', result: true, log: [] },
      { stageId: 'c2', text: 'Koszt > 100?', kind: 'condition', result: false, log: ['koszt=40'] },
      { stageId: 's9', text: 'Zamknięcie', kind: 'end', log: [] },
      { stageId: 's3', text: 'Wysyłka', kind: 'error', error: 'ReferenceError: x is not defined', log: [] },
    ]);
    expect(yes).toMatchObject({ kindKey: 'bpDryRunKind_condition', color: 'secondary', resultKey: 'bpDryRunYes' });
    expect(no).toMatchObject({ resultKey: 'bpDryRunNo', log: ['koszt=40'] });
    expect(end).toMatchObject({ kindKey: 'bpDryRunKind_end', color: 'success' });
    expect(end).not.toHaveProperty('resultKey');
    expect(error).toMatchObject({ color: 'error', error: 'ReferenceError: x is not defined' });
  });
});
