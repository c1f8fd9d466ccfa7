import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { MAX_EXECUTION_TERM, MAX_STAGE_TEXT_LENGTH } from '../../../schemas/bp/graph';
import type { Stage } from '../../../schemas/bp/stages';
import { CodeField } from './CodeField';
import type { Named } from './editorModel';
import { useBpText } from './texts';

export type StagePatch = Partial<Omit<Stage, 'id'>>;

export type StagePanelProps = {
  stage: Stage;
  executors: readonly Named[];
  roles: readonly Named[];
  readOnly: boolean;
  /** `field` names what changed, so a run of typing in one field undoes as one step. */
  onChange: (patch: StagePatch, field: keyof Stage) => void;
  onDelete: () => void;
};

const parseTerm = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) && Number(text) <= MAX_EXECUTION_TERM ? Number(text) : null);

/** A choice of an executor or a role, with an empty choice; an id missing from the list stays shown. */
const AssigneeSelect = ({ label, value, options, readOnly, onChange }: { label: string; value: number | null; options: readonly Named[]; readOnly: boolean; onChange: (id: number | null) => void }) => {
  const { t } = useBpText();
  const known = value === null || options.some((o) => o.id === value);
  return (
    <TextField select size="small" fullWidth label={label} value={value ?? ''} disabled={readOnly} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
      <MenuItem value="">
        <em>{t('none')}</em>
      </MenuItem>
      {!known && <MenuItem value={value}>#{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The chosen stage's properties and code. */
export const StagePanel = ({ stage, executors, roles, readOnly, onChange, onDelete }: StagePanelProps) => {
  const { t } = useBpText();
  // A term being typed that is not a valid number yet; the stage keeps its last valid term.
  const [termDraft, setTermDraft] = useState<string | null>(null);
  const onTerm = (e: ChangeEvent<HTMLInputElement>) => {
    const term = parseTerm(e.target.value);
    setTermDraft(term === null ? e.target.value : null);
    if (term !== null && term !== stage.executionTerm) onChange({ executionTerm: term }, 'executionTerm');
  };
  const code = (field: 'beforeExecution' | 'onExecution' | 'conditionCode') => (
    <CodeField
      key={`${stage.id}:${field}`}
      value={stage[field]}
      onChange={(value) => onChange({ [field]: value }, field)}
      label={t(field)}
      aria-label={t(field)}
      readOnly={readOnly}
      helperText={t(`${field}Help`)}
    />
  );

  return (
    <Stack spacing={2} component="section" aria-label={t('panel')}>
      <Stack direction="row" alignItems="center">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {t('panel')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('stageId', { id: stage.id })}
          </Typography>
        </Box>
        {!readOnly && (
          <Tooltip title={t('deleteStage')}>
            <IconButton aria-label={t('deleteStage')} onClick={onDelete}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <TextField
        size="small"
        label={t('text')}
        value={stage.text}
        disabled={readOnly}
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { maxLength: MAX_STAGE_TEXT_LENGTH } }}
        onChange={(e) => onChange({ text: e.target.value }, 'text')}
      />
      {!stage.isCondition && (
        <>
          <TextField
            size="small"
            label={t('term')}
            type="number"
            value={termDraft ?? String(stage.executionTerm)}
            disabled={readOnly}
            error={termDraft !== null}
            helperText={t('termHelp', { max: MAX_EXECUTION_TERM })}
            slotProps={{ htmlInput: { min: 0, max: MAX_EXECUTION_TERM, step: 1, inputMode: 'numeric' } }}
            onChange={onTerm}
          />
          <Box>
            <Stack spacing={1.5}>
              <AssigneeSelect label={t('executor')} value={stage.executorId} options={executors} readOnly={readOnly} onChange={(id) => onChange({ executorId: id }, 'executorId')} />
              <AssigneeSelect label={t('role')} value={stage.executorRoleId} options={roles} readOnly={readOnly} onChange={(id) => onChange({ executorRoleId: id }, 'executorRoleId')} />
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t('assigneeHelp')}
            </Typography>
          </Box>
        </>
      )}
      <Box>
        <FormControlLabel
          control={<Switch checked={stage.manualStageDefinition} disabled={readOnly} onChange={(e) => onChange({ manualStageDefinition: e.target.checked }, 'manualStageDefinition')} />}
          label={t('manualFlag')}
        />
        <FormControlLabel
          control={<Switch checked={stage.isCondition} disabled={readOnly} onChange={(e) => onChange({ isCondition: e.target.checked }, 'isCondition')} />}
          label={t('conditionFlag')}
        />
      </Box>
      {stage.isCondition ? code('conditionCode') : [code('beforeExecution'), code('onExecution')]}
    </Stack>
  );
};
