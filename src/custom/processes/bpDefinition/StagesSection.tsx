import { Alert, Box, Divider, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useCanAccess, useGetList, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import type { Stage, StageSetting } from '../../../schemas/bp/stages';
import type { Locale } from '../../../schemas/core';
import { entityByName } from '../../../schemas/registry';
import { useEntity } from '../../../resources/useEntity';
import { DryRunDialog } from './DryRunDialog';
import type { DefinitionModel } from './presentation';
import { definitionModel, definitionTexts, ownerEntityName } from './presentation';
import { useText } from './texts';

// The editor and its graph libraries are a chunk of their own, loaded with the first definition opened.
const StageEditor = lazy(() => import('../stageEditor/StageEditor').then((m) => ({ default: m.StageEditor })));

const EXECUTORS = entityByName('executor').menu;
const ROLES = entityByName('executor_role').menu;
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Executors or roles as the editor names them. */
const useNamed = (resource: string) => {
  const { data } = useGetList(resource, ALL);
  return useMemo(() => (data ?? []).map((row) => ({ id: Number(row.id), name: String(row.name ?? row.id) })), [data]);
};

type Texts = { stages: unknown; settings: unknown };

/** The form's field holding the stages' positions: the entity's `stageSettings` text. */
const useSettingsSource = (): string => {
  const entity = useEntity();
  return Object.entries(entity.fields).find(([, field]) => field.type === 'longText' && field.format === 'stageSettings')?.[0] ?? 'stageSettingsList';
};

/**
 * The input of a `stages` text field (a process definition's): the stages drawn in the stage editor and kept in the form as the two texts the
 * server takes (`stages`, `stageSettingsList`): read when the record loads (or is reloaded after a
 * save), written back on every edit. Stages whose text does not parse are shown as text to be
 * corrected; the server's objections to the stages (graph, code syntax) show above the editor.
 */
export const StagesSection = ({ source = 'stages' }: { source?: string; label?: string }) => {
  const settingsSource = useSettingsSource();
  const translate = useTranslate();
  const { t } = useText();
  const resource = useResourceContext();
  const headingId = useId();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const { fieldState } = useController({ name: source });
  const { fieldState: settingsState } = useController({ name: settingsSource });
  const stagesText: unknown = useWatch({ name: source });
  const settingsText: unknown = useWatch({ name: settingsSource });
  const ownerObjectName = ownerEntityName(useWatch({ name: 'ownerObjectName' }));
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const executors = useNamed(EXECUTORS);
  const roles = useNamed(ROLES);
  const [dryRun, setDryRun] = useState(false);

  const known = useRef<Texts>({ stages: stagesText, settings: settingsText });
  const [model, setModel] = useState<DefinitionModel>(() => definitionModel(stagesText, settingsText, locale as Locale));
  useEffect(() => {
    if (known.current.stages === stagesText && known.current.settings === settingsText) return;
    known.current = { stages: stagesText, settings: settingsText };
    setModel(definitionModel(stagesText, settingsText, locale as Locale));
  }, [stagesText, settingsText, locale]);

  const change = (stages: Stage[], settings: StageSetting[]) => {
    const texts = definitionTexts(stages, settings);
    known.current = { stages: texts.stages, settings: texts.stageSettingsList };
    setModel({ ok: true, stages, settings });
    setValue(source, texts.stages, { shouldDirty: true });
    setValue(settingsSource, texts.stageSettingsList, { shouldDirty: true });
  };

  const serverProblems = [fieldState.error?.message, settingsState.error?.message].filter((m): m is string => !!m);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 1, gridColumn: '1 / -1' }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('bpStages')}
      </Typography>
      {serverProblems.map((problem) => (
        <Alert key={problem} severity="error" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {translate(problem, { _: problem })}
        </Alert>
      ))}
      {model.ok ? (
        <>
          {model.settingsProblem && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('bpSettingsInvalid', { message: model.settingsProblem })}
            </Alert>
          )}
          <Suspense fallback={<LinearProgress aria-label={t('bpStages')} />}>
            <StageEditor
              stages={model.stages}
              settings={model.settings}
              onChange={change}
              executors={executors}
              roles={roles}
              readOnly={!canEdit}
              onDryRun={ownerObjectName ? () => setDryRun(true) : undefined}
            />
          </Suspense>
        </>
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('bpStagesInvalid', { message: model.message })}
          </Alert>
          <TextInput source={source} label={translate(`resources.${resource}.fields.${source}`)} multiline minRows={8} fullWidth sx={{ '& textarea': { fontFamily: 'monospace' } }} />
        </>
      )}
      {dryRun && ownerObjectName && <DryRunDialog ownerObjectName={ownerObjectName} stagesText={typeof stagesText === 'string' ? stagesText : ''} onClose={() => setDryRun(false)} />}
    </Box>
  );
};
