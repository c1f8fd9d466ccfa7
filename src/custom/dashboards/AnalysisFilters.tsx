import { Box, Button, ButtonGroup, MenuItem, TextField } from '@mui/material';
import type { AnalysisDefinition, Dimension, Period } from '../../schemas/analytics';
import { DIMENSION_LABELS, warsawDay } from '../../schemas/analytics';
import { PeriodFields } from './PeriodFields';
import { presetOf, presetPeriod, PRESETS } from './presets';
import { useText } from './texts';

type Props = {
  definition: AnalysisDefinition;
  period: Period;
  groupBy: Dimension;
  invalid: boolean;
  onPeriod: (period: Period) => void;
  onGroupBy: (groupBy: Dimension) => void;
};

/** The period (two dates and the quick periods) and the grouping of an analysis. */
export const AnalysisFilters = ({ definition, period, groupBy, invalid, onPeriod, onGroupBy }: Props) => {
  const { t: text, label } = useText();
  const today = warsawDay(new Date());
  const active = presetOf(period, today);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <PeriodFields value={period} onChange={onPeriod} invalid={invalid} />
      <TextField select size="small" fullWidth={false} sx={{ width: 200 }} label={text('groupBy')} value={groupBy} onChange={(e) => onGroupBy(e.target.value as Dimension)} slotProps={{ select: { inputProps: { 'data-testid': 'analysis-group-by' } } }}>
        {definition.dimensions.map((d) => (
          <MenuItem key={d} value={d}>
            {label(DIMENSION_LABELS[d])}
          </MenuItem>
        ))}
      </TextField>
      <ButtonGroup size="small" aria-label={text('periods')} sx={{ flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <Button key={preset} variant={active === preset ? 'contained' : 'outlined'} aria-pressed={active === preset} onClick={() => onPeriod(presetPeriod(preset, today))}>
            {text(preset)}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
};
