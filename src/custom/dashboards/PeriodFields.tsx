import { TextField } from '@mui/material';
import type { Period } from '../../schemas/analytics';
import { useText } from './texts';

/**
 * The period's two dates. The portal's date input of today (the browser's own, 'YYYY-MM-DD'),
 * kept in this one component so the dashboards follow the portal's date picker when it changes.
 */
export const PeriodFields = ({ value, onChange, invalid }: { value: Period; onChange: (period: Period) => void; invalid: boolean }) => {
  const { text } = useText();
  const field = (key: keyof Period, label: string, helper?: string) => (
    <TextField
      type="date"
      size="small"
      sx={{ width: 180 }}
      label={label}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      error={invalid}
      helperText={helper}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `period-${key}` } }}
    />
  );
  return (
    <>
      {field('dateFrom', text('from'))}
      {field('dateTo', text('to'), invalid ? text('badPeriod') : undefined)}
    </>
  );
};
