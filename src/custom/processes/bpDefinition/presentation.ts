import dayjs from 'dayjs';
import type { Locale } from '../../../schemas/core';
import type { ProcessOwner } from '../../../schemas/bp/options';
import { PROCESS_OWNER_OPTIONS } from '../../../schemas/bp/options';
import { parseSettingsText, parseStagesText, serializeSettings, serializeStages } from '../../../schemas/bp/graph';
import type { DryRunStep, Stage, StageSetting } from '../../../schemas/bp/stages';
import { DATE_FORMAT } from '../../../i18n/formats';
import type { TextKey } from './texts';

/** What a definition's two texts hold for the editor: its stages and where they are drawn. */
export type DefinitionModel =
  | { ok: true; stages: Stage[]; settings: StageSetting[]; settingsProblem?: string }
  | { ok: false; message: string };

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The stages and their positions from the definition's texts. Stages that do not parse cannot be
 * drawn (the text is shown to be corrected); positions that do not parse are dropped, and the
 * editor lays the stages out anew.
 */
export const definitionModel = (stagesText: unknown, settingsText: unknown, locale: Locale = 'pl'): DefinitionModel => {
  const stages = parseStagesText(asText(stagesText), locale);
  if (!stages.ok) return stages;
  const settings = parseSettingsText(asText(settingsText), locale);
  return settings.ok ? { ok: true, stages: stages.stages, settings: settings.settings } : { ok: true, stages: stages.stages, settings: [], settingsProblem: settings.message };
};

/** The texts a form keeps for the editor's lists. */
export const definitionTexts = (stages: Stage[], settings: StageSetting[]) => ({ stages: serializeStages(stages), stageSettingsList: serializeSettings(settings) });

/** A new definition's texts: no stages yet. */
export const EMPTY_TEXTS = definitionTexts([], []);

/** The entity a process of this owner type runs for (its records are what a dry run is tried on). */
export const ownerEntityName = (owner: unknown): ProcessOwner | undefined => PROCESS_OWNER_OPTIONS.find((o) => o.id === owner)?.id;

export type { DryRunStep };

/** A step as the timeline shows it: the texts are keys of ./texts.ts. */
export type StepView = {
  key: string;
  title: string;
  kindKey: TextKey;
  color: 'primary' | 'secondary' | 'success' | 'error';
  /** A condition's answer: `bpDryRunYes` / `bpDryRunNo`. */
  resultKey?: TextKey;
  /** The task the stage would create. */
  task?: { name: string; due: string; executor?: string; role?: string };
  log: string[];
  error?: string;
};

const KIND_COLOR: Record<DryRunStep['kind'], StepView['color']> = { task: 'primary', condition: 'secondary', end: 'success', error: 'error' };

export const stepViews = (steps: readonly DryRunStep[]): StepView[] =>
  steps.map((step, index) => ({
    key: `${index}-${step.stageId}`,
    // The end is no stage: its chip says it all.
    title: step.kind === 'end' ? '' : step.text?.trim() || step.stageId || '—',
    kindKey: `bpDryRunKind_${step.kind}`,
    color: KIND_COLOR[step.kind] ?? 'primary',
    ...(step.kind === 'condition' && typeof step.result === 'boolean' ? { resultKey: step.result ? 'bpDryRunYes' : 'bpDryRunNo' } : {}),
    ...(step.kind === 'task' && (step.taskName || step.dueDate)
      ? {
          task: {
            name: step.taskName || step.text || step.stageId,
            due: step.dueDate && dayjs(step.dueDate).isValid() ? dayjs(step.dueDate).format(DATE_FORMAT) : '—',
            ...(step.executorName ? { executor: step.executorName } : {}),
            ...(step.executorRoleName ? { role: step.executorRoleName } : {}),
          },
        }
      : {}),
    log: Array.isArray(step.log) ? step.log : [],
    ...(step.error ? { error: step.error } : {}),
  }));
