import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { parseStagesText, stageName } from '../../../schemas/bp/graph';

/** A process's stages as a detail view reads them: their names in order, conditions marked with "?". */
export const StagesSummary = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const parsed = parseStagesText(typeof record?.[source] === 'string' ? record[source] : '');
  if (!parsed.ok || parsed.stages.length === 0) return <Typography variant="body2">—</Typography>;
  return <Typography variant="body2">{parsed.stages.map((stage) => (stage.isCondition ? `${stageName(stage)} ?` : stageName(stage))).join(' · ')}</Typography>;
};
