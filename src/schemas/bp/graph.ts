import { z } from 'zod';
import type { Label, Locale } from '../core/labels';
import { labelText } from '../core/labels';
import { isStorableText } from '../core/input';
import { formatMessage } from '../core/messages';
import { zodProblems } from '../core/validation';
import type { Stage, StageSetting } from './stages';
import { MAX_CODE_LENGTH, MAX_STAGES } from './stages';

/**
 * The stage graph of a process definition: how its two lists travel as text, and what makes a
 * drawn process one the workflow engine can run. Shared by the server (it refuses a definition
 * whose text does not parse) and the stage editor (it shows the graph problems as you draw).
 *
 * A task stage's `nextNo` means nothing (the engine never follows it), so every rule here ignores
 * it: it is no edge, it cannot be missing and it makes no stage the start. The editor clears it
 * when a condition becomes a task.
 */

export const MAX_STAGE_ID_LENGTH = 50;
export const MAX_STAGE_TEXT_LENGTH = 500;
/** Ten years: a longer term is a typing mistake, not a plan. */
export const MAX_EXECUTION_TERM = 3650;

// ---------------------------------------------------------------- text form

const storable = (value: string) => isStorableText(value);
const invalidCharacter = { params: { code: 'invalidCharacter' } };

const stageId = z
  .string()
  .max(MAX_STAGE_ID_LENGTH)
  .regex(/\S/)
  .refine(storable, invalidCharacter);

/** A link to another stage: empty (missing, null or '') means none. */
const link = z.preprocess((value) => (value === undefined || value === '' ? null : value), stageId.nullable());

const code = z.string().max(MAX_CODE_LENGTH).refine(storable, invalidCharacter).default('');

/** An executor or role: zero or less means unassigned (spec §6). */
const assignee = z.preprocess(
  (value) => (value === undefined || (typeof value === 'number' && value <= 0) ? null : value),
  z.number().int().max(2_147_483_647).nullable(),
);

const stageSchema = z.object({
  id: stageId,
  text: z.string().max(MAX_STAGE_TEXT_LENGTH).refine(storable, invalidCharacter).default(''),
  next: link,
  nextNo: link,
  isCondition: z.boolean().default(false),
  conditionCode: code,
  beforeExecution: code,
  onExecution: code,
  executionTerm: z.number().int().min(0).max(MAX_EXECUTION_TERM).default(0),
  executorId: assignee,
  executorRoleId: assignee,
  manualStageDefinition: z.boolean().default(false),
});

const settingSchema = z.object({ id: stageId, x: z.number(), y: z.number() });

const stagesTextSchema = z.object({ stages: z.array(stageSchema).max(MAX_STAGES) });
const settingsTextSchema = z.object({ stageSettingsList: z.array(settingSchema).max(MAX_STAGES) });

type TextProblem = 'notJson' | 'notStages' | 'notSettings' | 'duplicateId' | 'invalidItem';

const TEXT_MESSAGES: Record<TextProblem, Label> = {
  notJson: { pl: 'Lista nie jest poprawnym JSON-em', en: 'The list is not valid JSON', de: 'Die Liste ist kein gültiges JSON', fr: "La liste n'est pas un JSON valide" },
  notStages: { pl: 'Oczekiwano obiektu {"stages": [...]}', en: 'Expected an object {"stages": [...]}', de: 'Erwartet wurde ein Objekt {"stages": [...]}', fr: 'Un objet {"stages": [...]} est attendu' },
  notSettings: { pl: 'Oczekiwano obiektu {"stageSettingsList": [...]}', en: 'Expected an object {"stageSettingsList": [...]}', de: 'Erwartet wurde ein Objekt {"stageSettingsList": [...]}', fr: 'Un objet {"stageSettingsList": [...]} est attendu' },
  duplicateId: { pl: 'Identyfikator etapu „%{id}” występuje więcej niż raz', en: 'The stage id "%{id}" occurs more than once', de: 'Die Stufen-ID „%{id}“ kommt mehrfach vor', fr: "L'identifiant d'étape « %{id} » apparaît plusieurs fois" },
  invalidItem: { pl: '%{path}: %{detail}', en: '%{path}: %{detail}', de: '%{path}: %{detail}', fr: '%{path} : %{detail}' },
};

const fill = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const textMessage = (problem: TextProblem, locale: Locale, params: Record<string, string> = {}) =>
  fill(labelText(TEXT_MESSAGES[problem], locale), params);

/** Reads the JSON text of one list; the message names the first problem in the user's language. */
const parseListText = <K extends 'stages' | 'stageSettingsList', T extends { id: string }>(
  text: string,
  key: K,
  schema: z.ZodType<Record<K, T[]>>,
  shapeProblem: TextProblem,
  locale: Locale,
): { ok: true; items: T[] } | { ok: false; message: string } => {
  if (text.trim() === '') return { ok: true, items: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: textMessage('notJson', locale) };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !Array.isArray((json as Record<string, unknown>)[key])) {
    return { ok: false, message: textMessage(shapeProblem, locale) };
  }
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success) {
    const [problem] = zodProblems(parsed.error);
    const path = problem.path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
    return { ok: false, message: textMessage('invalidItem', locale, { path, detail: formatMessage(problem.code, locale, problem.params) }) };
  }
  const items = parsed.data[key];
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) return { ok: false, message: textMessage('duplicateId', locale, { id: item.id }) };
    seen.add(item.id);
  }
  return { ok: true, items };
};

/** The stages of a definition from their text `{"stages":[...]}`; an empty text means no stages. */
export const parseStagesText = (text: string, locale: Locale = 'pl'): { ok: true; stages: Stage[] } | { ok: false; message: string } => {
  const result = parseListText<'stages', Stage>(text, 'stages', stagesTextSchema, 'notStages', locale);
  return result.ok ? { ok: true, stages: result.items } : result;
};

/** The editor's stage positions from their text `{"stageSettingsList":[...]}`; an empty text means none. */
export const parseSettingsText = (text: string, locale: Locale = 'pl'): { ok: true; settings: StageSetting[] } | { ok: false; message: string } => {
  const result = parseListText<'stageSettingsList', StageSetting>(text, 'stageSettingsList', settingsTextSchema, 'notSettings', locale);
  return result.ok ? { ok: true, settings: result.items } : result;
};

/** The text form of the stages, with the fields in a fixed order and nothing else. */
export const serializeStages = (stages: Stage[]): string =>
  JSON.stringify({
    stages: stages.map((s) => ({
      id: s.id,
      text: s.text,
      next: s.next || null,
      nextNo: s.nextNo || null,
      isCondition: s.isCondition,
      conditionCode: s.conditionCode,
      beforeExecution: s.beforeExecution,
      onExecution: s.onExecution,
      executionTerm: s.executionTerm,
      executorId: s.executorId !== null && s.executorId > 0 ? s.executorId : null,
      executorRoleId: s.executorRoleId !== null && s.executorRoleId > 0 ? s.executorRoleId : null,
      manualStageDefinition: s.manualStageDefinition,
    })),
  });

export const serializeSettings = (settings: StageSetting[]): string =>
  JSON.stringify({ stageSettingsList: settings.map(({ id, x, y }) => ({ id, x, y })) });

// ---------------------------------------------------------------- the graph

export type StageExit = { field: 'next' | 'nextNo'; target: string };

/** Where a stage can lead: a task's `next`; a condition's `next` (yes) and `nextNo` (no). */
export const exitsOf = (stage: Stage): StageExit[] => {
  const exits: StageExit[] = [];
  if (stage.next) exits.push({ field: 'next', target: stage.next });
  if (stage.isCondition && stage.nextNo) exits.push({ field: 'nextNo', target: stage.nextNo });
  return exits;
};

export const stageById = (stages: Stage[], id: string | null | undefined): Stage | undefined =>
  id ? stages.find((s) => s.id === id) : undefined;

/**
 * The stages a process could begin with: not manual, and no other stage leads to them (a stage
 * leading to itself is still a beginning; that loop is a problem of its own).
 */
export const startCandidates = (stages: Stage[]): Stage[] => {
  const entered = new Set(stages.flatMap((s) => exitsOf(s).filter((e) => e.target !== s.id).map((e) => e.target)));
  return stages.filter((s) => !s.manualStageDefinition && !entered.has(s.id));
};

/** The stage a new process instance begins with; undefined when there is none or more than one. */
export const startStage = (stages: Stage[]): Stage | undefined => {
  const candidates = startCandidates(stages);
  return candidates.length === 1 ? candidates[0] : undefined;
};

export type GraphProblem = {
  code: 'noStart' | 'manyStarts' | 'nextMissing' | 'unreachable' | 'loopWithoutCondition' | 'conditionWithoutCode' | 'selfLoop';
  stageId?: string;
  target?: string;
};

/** The task stages that lead round in a circle through task stages only, each circle once. */
const loopsWithoutCondition = (stages: Stage[]): Stage[][] => {
  const byId = new Map(stages.map((s) => [s.id, s]));
  const done = new Set<string>();
  const loops: Stage[][] = [];
  for (const first of stages) {
    // A task stage has one exit, so the walk from it is a path: it closes on itself or stops.
    const path: Stage[] = [];
    const onPath = new Map<string, number>();
    let current: Stage | undefined = first;
    while (current && !current.isCondition && !done.has(current.id) && !onPath.has(current.id)) {
      onPath.set(current.id, path.length);
      path.push(current);
      current = byId.get(current.next ?? '');
    }
    if (current && onPath.has(current.id)) {
      const loop = path.slice(onPath.get(current.id));
      if (loop.length > 1) loops.push(loop);
    }
    for (const s of path) done.add(s.id);
  }
  return loops;
};

/**
 * What keeps a process from running as drawn. No stages is no problem: a definition may be saved
 * before it is drawn. Problems come in the order of the rules, each rule's in the order of the
 * stages.
 */
export const validateGraph = (stages: Stage[]): GraphProblem[] => {
  if (stages.length === 0) return [];
  const problems: GraphProblem[] = [];
  const ids = new Set(stages.map((s) => s.id));
  const order = new Map(stages.map((s, i) => [s.id, i]));

  const starts = startCandidates(stages);
  if (starts.length === 0) problems.push({ code: 'noStart' });
  if (starts.length > 1) for (const s of starts) problems.push({ code: 'manyStarts', stageId: s.id });

  for (const s of stages) {
    for (const exit of exitsOf(s)) if (!ids.has(exit.target)) problems.push({ code: 'nextMissing', stageId: s.id, target: exit.target });
  }

  for (const s of stages) if (exitsOf(s).some((e) => e.target === s.id)) problems.push({ code: 'selfLoop', stageId: s.id });

  for (const loop of loopsWithoutCondition(stages)) {
    const at = loop.reduce((a, b) => ((order.get(a.id) ?? 0) <= (order.get(b.id) ?? 0) ? a : b));
    const from = loop[(loop.indexOf(at) + loop.length - 1) % loop.length];
    problems.push({ code: 'loopWithoutCondition', stageId: at.id, target: from.id });
  }

  // Manual stages are entered by redirecting a task, so what follows them is reachable too.
  // With no start at all, "unreachable" would only repeat that problem.
  if (starts.length > 0) {
    const byId = new Map(stages.map((s) => [s.id, s]));
    const reached = new Set<string>();
    const queue = [...starts, ...stages.filter((s) => s.manualStageDefinition)];
    while (queue.length > 0) {
      const s = queue.pop()!;
      if (reached.has(s.id)) continue;
      reached.add(s.id);
      for (const exit of exitsOf(s)) {
        const target = byId.get(exit.target);
        if (target && !reached.has(target.id)) queue.push(target);
      }
    }
    for (const s of stages) if (!reached.has(s.id)) problems.push({ code: 'unreachable', stageId: s.id });
  }

  for (const s of stages) if (s.isCondition && s.conditionCode.trim() === '') problems.push({ code: 'conditionWithoutCode', stageId: s.id });

  return problems;
};

/** `%{stage}`: the stage with the problem; `%{target}`: the stage it leads to (or its id when there is no such stage). */
export const GRAPH_MESSAGES: Record<GraphProblem['code'], Label> = {
  noStart: {
    pl: 'Proces nie ma etapu początkowego: do każdego etapu prowadzi inny etap',
    en: 'The process has no start: every stage is led to by another stage',
    de: 'Der Prozess hat keinen Anfang: Zu jeder Stufe führt eine andere Stufe',
    fr: "Le processus n'a pas de début : chaque étape est précédée d'une autre étape",
  },
  manyStarts: {
    pl: 'Do etapu „%{stage}” nie prowadzi żaden etap, więc byłby kolejnym początkiem procesu; połącz go z innym etapem albo oznacz jako ręczny',
    en: 'No stage leads to "%{stage}", so it would be another start of the process; connect it to another stage or mark it manual',
    de: 'Keine Stufe führt zu „%{stage}“, sie wäre also ein weiterer Anfang des Prozesses; verbinden Sie sie mit einer anderen Stufe oder markieren Sie sie als manuell',
    fr: "Aucune étape ne mène à « %{stage} », qui serait donc un autre début du processus ; reliez-la à une autre étape ou marquez-la manuelle",
  },
  nextMissing: {
    pl: 'Etap „%{stage}” prowadzi do nieistniejącego etapu %{target}',
    en: 'The stage "%{stage}" leads to a stage that does not exist: %{target}',
    de: 'Die Stufe „%{stage}“ führt zu einer Stufe, die es nicht gibt: %{target}',
    fr: "L'étape « %{stage} » mène à une étape inexistante : %{target}",
  },
  unreachable: {
    pl: 'Do etapu „%{stage}” nie da się dojść od początku procesu',
    en: 'The stage "%{stage}" cannot be reached from the start of the process',
    de: 'Die Stufe „%{stage}“ ist vom Anfang des Prozesses aus nicht erreichbar',
    fr: "L'étape « %{stage} » est inaccessible depuis le début du processus",
  },
  loopWithoutCondition: {
    pl: 'Pętla bez warunku: etap „%{target}” wraca do „%{stage}”, a po drodze nie ma etapu warunkowego, który mógłby ją przerwać',
    en: 'A loop without a condition: "%{target}" leads back to "%{stage}" and no condition stage on the way can end it',
    de: 'Eine Schleife ohne Bedingung: „%{target}“ führt zurück zu „%{stage}“, und keine Bedingungsstufe auf dem Weg kann sie beenden',
    fr: "Une boucle sans condition : « %{target} » revient à « %{stage} » et aucune étape conditionnelle sur le chemin ne peut l'arrêter",
  },
  conditionWithoutCode: {
    pl: 'Warunek „%{stage}” nie ma kodu warunku',
    en: 'The condition "%{stage}" has no condition code',
    de: 'Die Bedingung „%{stage}“ hat keinen Bedingungscode',
    fr: "La condition « %{stage} » n'a pas de code de condition",
  },
  selfLoop: {
    pl: 'Etap „%{stage}” prowadzi sam do siebie',
    en: 'The stage "%{stage}" leads to itself',
    de: 'Die Stufe „%{stage}“ führt zu sich selbst',
    fr: "L'étape « %{stage} » mène à elle-même",
  },
};

/** How a stage is named to the user: its text, or its id while it has none. */
export const stageName = (stage: Stage): string => stage.text.trim() || stage.id;

/** The problem in the user's language, naming the stages by their text. */
export const graphProblemText = (problem: GraphProblem, stages: Stage[], locale: Locale): string => {
  const name = (id: string | undefined) => {
    const stage = stageById(stages, id);
    return stage ? stageName(stage) : (id ?? '');
  };
  return fill(labelText(GRAPH_MESSAGES[problem.code], locale), { stage: name(problem.stageId), target: name(problem.target) });
};
