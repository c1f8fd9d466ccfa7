import PlayIcon from '@mui/icons-material/PlayArrow';
import { Alert, Autocomplete, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useGetList, useTranslate } from 'react-admin';
import type { DryRun } from '../../../dataProvider/processes';
import { dryRunStages } from '../../../dataProvider/processes';
import type { ProcessOwner } from '../../../schemas/bp/options';
import { entityByName } from '../../../schemas/registry';
import type { StepView } from './presentation';
import { stepViews } from './presentation';
import { useText } from './texts';

type Props = {
  ownerObjectName: ProcessOwner;
  /** The stages as the editor holds them now, saved or not. */
  stagesText: string;
  onClose: () => void;
};

/** One record of the owner type, found by its search box. */
const RecordChooser = ({ owner, value, onChange }: { owner: ProcessOwner; value: RaRecord | null; onChange: (record: RaRecord | null) => void }) => {
  const translate = useTranslate();
  const { t } = useText();
  const entity = entityByName(owner);
  const [search, setSearch] = useState('');
  const found = useGetList(entity.menu, { filter: search.trim() ? { q: search.trim() } : {}, pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' } });
  const text = (record: RaRecord) => {
    const shown: unknown = record[entity.recordRepresentation];
    return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : `#${record.id}`;
  };
  return (
    <Autocomplete
      options={found.data ?? []}
      value={value}
      onChange={(_, record) => onChange(record)}
      inputValue={search}
      onInputChange={(_, next) => setSearch(next)}
      getOptionLabel={text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={found.isPending}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={t('bpDryRunRecord', { type: translate(`resources.${entity.menu}.name`, { smart_count: 1 }) })} required autoFocus />}
    />
  );
};

const Step = ({ step, index }: { step: StepView; index: number }) => {
  const { t } = useText();
  return (
    <Box
      component="li"
      data-step-kind={step.kindKey.split('_').pop()}
      sx={{
        position: 'relative',
        pl: 4,
        pb: 2,
        listStyle: 'none',
        // The timeline's line runs from each step's dot to the next one.
        '&::before': { content: '""', position: 'absolute', left: 8, top: 18, bottom: 0, borderLeft: '2px solid', borderColor: 'divider' },
        '&:last-of-type': { pb: 0 },
        '&:last-of-type::before': { display: 'none' },
      }}
    >
      <Box sx={{ position: 'absolute', left: 2, top: 2, width: 14, height: 14, borderRadius: '50%', bgcolor: `${step.color}.main` }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {step.title ? `${index + 1}. ${step.title}` : `${index + 1}.`}
        </Typography>
        <Chip size="small" variant="outlined" color={step.color} label={t(step.kindKey)} />
        {step.resultKey && <Chip size="small" color={step.resultKey === 'bpDryRunYes' ? 'success' : 'warning'} label={t('bpDryRunResult', { result: t(step.resultKey) })} />}
      </Box>
      {step.task && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('bpDryRunTask', { name: step.task.name, date: step.task.due })}
          {' · '}
          {step.task.executor
            ? t('bpDryRunExecutor', { name: step.task.executor })
            : step.task.role
              ? t('bpDryRunRole', { name: step.task.role })
              : t('bpDryRunUnassigned')}
        </Typography>
      )}
      {step.log.length > 0 && (
        <Box component="pre" sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {step.log.join('\n')}
        </Box>
      )}
      {step.error && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
          {step.error}
        </Typography>
      )}
    </Box>
  );
};

/**
 * "Wypróbuj na rekordzie": runs the process as it is drawn now on one record of its owner type
 * (`POST /api/bp_definition/dry_run`), nothing saved, and shows each step the engine would take.
 */
export const DryRunDialog = ({ ownerObjectName, stagesText, onClose }: Props) => {
  const translate = useTranslate();
  const { t } = useText();
  const titleId = useId();
  const [record, setRecord] = useState<RaRecord | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<DryRun | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const run = async () => {
    if (!record) return;
    setRunning(true);
    setFailure(undefined);
    setOutcome(undefined);
    try {
      setOutcome(await dryRunStages(stagesText, ownerObjectName, Number(record.id)));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setRunning(false);
    }
  };

  const steps = outcome ? stepViews(outcome.steps ?? []) : [];
  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('bpDryRun')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('bpDryRunHelp')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1 }}>
              <RecordChooser owner={ownerObjectName} value={record} onChange={setRecord} />
            </Box>
            <Button variant="contained" startIcon={<PlayIcon />} onClick={() => void run()} disabled={!record || running} sx={{ mt: 1 }}>
              {t('bpDryRunStart')}
            </Button>
          </Box>
          {running && <LinearProgress aria-label={t('bpDryRun')} />}
          {failure && <Alert severity="error">{failure}</Alert>}
          {outcome && (
            <Box component="section" aria-label={t('bpDryRunSteps')}>
              {steps.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('bpDryRunEmpty')}
                </Typography>
              ) : (
                <Box component="ol" sx={{ m: 0, p: 0 }}>
                  {steps.map((step, index) => (
                    <Step key={step.key} step={step} index={index} />
                  ))}
                </Box>
              )}
              <Alert severity={outcome.finished ? 'success' : 'warning'} sx={{ mt: 2 }}>
                {t(outcome.finished ? 'bpDryRunFinished' : 'bpDryRunStopped')}
              </Alert>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
