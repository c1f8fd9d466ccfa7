import CallSplitIcon from '@mui/icons-material/CallSplit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { NodeProps, NodeTypes } from '@xyflow/react';
import { Handle, Position } from '@xyflow/react';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { stageName } from '../../../schemas/bp/graph';
import type { StageFlowNode } from './editorModel';
import { NODE_WIDTH } from './editorModel';
import type { BpText } from './texts';
import { useBpText } from './texts';

const termText = (t: BpText, days: number) => (days === 0 ? t('sameDay') : days === 1 ? t('oneDay') : t('days', { n: days }));

const handleStyle = { width: 12, height: 12 };

/** The marks above a stage's name: start, manual, condition, a problem. */
const Marks = ({ data, t }: { data: StageFlowNode['data']; t: BpText }) => (
  <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minHeight: 22 }}>
    {data.isStart && <Chip size="small" color="success" label={t('start')} />}
    {data.stage.manualStageDefinition && <Chip size="small" variant="outlined" label={t('manual')} />}
    {data.stage.isCondition && <Chip size="small" color="warning" variant="outlined" icon={<CallSplitIcon />} label={t('condition')} />}
    {data.hasProblem && <ErrorOutlineIcon color="error" fontSize="small" sx={{ ml: 'auto !important' }} />}
  </Stack>
);

const Frame = ({ data, selected, children }: { data: StageFlowNode['data']; selected: boolean; children: ReactNode }) => {
  const condition = data.stage.isCondition;
  return (
    <Box
      sx={{
        width: NODE_WIDTH,
        minHeight: 72,
        px: 1.25,
        pt: 0.75,
        pb: condition ? 2.5 : 1,
        border: 2,
        borderStyle: data.stage.manualStageDefinition ? 'dashed' : 'solid',
        borderColor: data.hasProblem ? 'error.main' : selected ? 'primary.main' : condition ? 'warning.main' : 'grey.500',
        borderRadius: condition ? 6 : 1.5,
        bgcolor: condition ? '#fff8e1' : 'background.paper',
        boxShadow: selected ? 4 : 1,
        color: 'text.primary',
      }}
    >
      {children}
    </Box>
  );
};

const Name = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3, mt: 0.5, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', wordBreak: 'break-word' }}>
    {text}
  </Typography>
);

/** A task stage: one way in, one way on (`next`); its term and who does it. */
const TaskNode = memo(({ data, selected }: NodeProps<StageFlowNode>) => {
  const { t } = useBpText();
  const who = data.assignee === null ? t('unassigned') : data.isRole ? t('roleOf', { name: data.assignee }) : data.assignee;
  return (
    <Frame data={data} selected={selected}>
      <Handle type="target" position={Position.Top} id="in" style={handleStyle} aria-label={t('entry')} title={t('entry')} />
      <Marks data={data} t={t} />
      <Name text={stageName(data.stage)} />
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {termText(t, data.stage.executionTerm)} · {who}
      </Typography>
      <Handle type="source" position={Position.Bottom} id="next" style={handleStyle} aria-label={t('exitNext')} title={t('exitNext')} />
    </Frame>
  );
});
TaskNode.displayName = 'TaskNode';

const exitLabel = { position: 'absolute', bottom: 9, fontSize: 11, fontWeight: 700, lineHeight: 1 } as const;

/** A condition stage: no task; its "yes" exit (`next`) on the left, its "no" exit (`nextNo`) on the right. */
const ConditionNode = memo(({ data, selected }: NodeProps<StageFlowNode>) => {
  const { t } = useBpText();
  return (
    <Frame data={data} selected={selected}>
      <Handle type="target" position={Position.Top} id="in" style={handleStyle} aria-label={t('entry')} title={t('entry')} />
      <Marks data={data} t={t} />
      <Name text={stageName(data.stage)} />
      <Box component="span" sx={{ ...exitLabel, left: '25%', transform: 'translateX(-50%)', color: 'success.dark' }}>
        {t('yes')}
      </Box>
      <Box component="span" sx={{ ...exitLabel, left: '75%', transform: 'translateX(-50%)', color: 'error.dark' }}>
        {t('no')}
      </Box>
      <Handle type="source" position={Position.Bottom} id="next" style={{ ...handleStyle, left: '25%', background: '#2e7d32' }} aria-label={t('exitYes')} title={t('exitYes')} />
      <Handle type="source" position={Position.Bottom} id="nextNo" style={{ ...handleStyle, left: '75%', background: '#c62828' }} aria-label={t('exitNo')} title={t('exitNo')} />
    </Frame>
  );
});
ConditionNode.displayName = 'ConditionNode';

/** Made once, outside any component, as React Flow asks. */
export const nodeTypes: NodeTypes = { task: TaskNode, condition: ConditionNode };
