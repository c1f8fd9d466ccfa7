import { Box, Button, ButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../../resources/DatePickers';
import type { Period, Preset } from './period';
import { presetOf, presetPeriod, PRESETS } from './period';

const PRESET_LABELS: Record<Preset, string> = {
  thisMonth: 'views.statisticsThisMonth',
  last3: 'views.statisticsLast3',
  last12: 'views.statisticsLast12',
  thisYear: 'views.statisticsThisYear',
};

/** From / to dates and the quick periods (this month, last 3 and 12 months, this year). */
export const PeriodPicker = ({ value, onChange, invalid }: { value: Period; onChange: (period: Period) => void; invalid: boolean }) => {
  const translate = useTranslate();
  const today = new Date();
  const active = presetOf(value, today);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <DayField width={190} label={translate('views.statisticsFrom')} value={value.dateFrom} onChange={(dateFrom) => onChange({ ...value, dateFrom })} error={invalid} />
      <DayField
        width={190}
        label={translate('views.statisticsTo')}
        value={value.dateTo}
        onChange={(dateTo) => onChange({ ...value, dateTo })}
        error={invalid}
        helperText={invalid ? translate('views.statisticsBadPeriod') : undefined}
      />
      <ButtonGroup size="small" aria-label={translate('views.statisticsTitle')}>
        {PRESETS.map((preset) => (
          <Button key={preset} variant={active === preset ? 'contained' : 'outlined'} aria-pressed={active === preset} onClick={() => onChange(presetPeriod(preset, today))}>
            {translate(PRESET_LABELS[preset])}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
};
