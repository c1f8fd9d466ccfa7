import { DayField } from '../../resources/DatePickers';
import type { Period } from '../../schemas/analytics';
import { useText } from './texts';

/** The period's two dates: the portal's day picker (DD.MM.YYYY, a calendar in the portal's language), kept as YYYY-MM-DD. */
export const PeriodFields = ({ value, onChange, invalid }: { value: Period; onChange: (period: Period) => void; invalid: boolean }) => {
  const { t: text } = useText();
  const field = (key: keyof Period, label: string, helper?: string) => (
    <DayField width={180} label={label} value={value[key]} onChange={(day) => onChange({ ...value, [key]: day })} error={invalid} helperText={helper} />
  );
  return (
    <>
      {field('dateFrom', text('from'))}
      {field('dateTo', text('to'), invalid ? text('badPeriod') : undefined)}
    </>
  );
};
