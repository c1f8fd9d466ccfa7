import { Box, Button, ButtonGroup } from '@mui/material';
import { DayField } from '../../../resources/DatePickers';
import type { Period, Preset } from './period';
import { presetOf, presetPeriod, PRESETS } from './period';
import type { TextKey } from '../texts';
import { useText } from '../texts';

const PRESET_LABELS: Record<Preset, TextKey> = {
  thisMonth: 'statisticsThisMonth',
  last3: 'statisticsLast3',
  last12: 'statisticsLast12',
  thisYear: 'statisticsThisYear',
};

/** From / to dates and the quick periods (this month, last 3 and 12 months, this year). */
export const PeriodPicker = ({ value, onChange, invalid }: { value: Period; onChange: (period: Period) => void; invalid: boolean }) => {
  const { t } = useText();
  const today = new Date();
  const active = presetOf(value, today);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <DayField width={190} label={t('statisticsFrom')} value={value.dateFrom} onChange={(dateFrom) => onChange({ ...value, dateFrom })} error={invalid} />
      <DayField
        width={190}
        label={t('statisticsTo')}
        value={value.dateTo}
        onChange={(dateTo) => onChange({ ...value, dateTo })}
        error={invalid}
        helperText={invalid ? t('statisticsBadPeriod') : undefined}
      />
      <ButtonGroup size="small" aria-label={t('statisticsTitle')}>
        {PRESETS.map((preset) => (
          <Button key={preset} variant={active === preset ? 'contained' : 'outlined'} aria-pressed={active === preset} onClick={() => onChange(presetPeriod(preset, today))}>
            {t(PRESET_LABELS[preset])}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
};
