import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, nlNL, plPL } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import 'dayjs/locale/pl';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../schemas/core';
import type { DateKind } from './dateValues';
import { PICKER_FORMAT } from './dateValues';

// The pickers' own texts (the calendar's buttons, "Open calendar", the sections' placeholders) per portal language.
const TEXTS: Record<Locale, typeof enUS> = { pl: plPL, en: enUS, nl: nlNL, de: deDE, fr: frFR };

/** The portal's language for the pickers: dayjs's month and day names and the pickers' own texts. */
export const DatesProvider = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const texts = TEXTS[locale as Locale] ?? plPL;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}>
      {children}
    </LocalizationProvider>
  );
};

export type DateValuePickerProps = {
  kind: DateKind;
  label: ReactNode;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  minDate?: Dayjs;
  autoFocus?: boolean;
  id?: string;
  name?: string;
  /** How the field looks beside its neighbours: a form's filled input (the default), or an outlined one as a dialog's or (given a width) a filter bar's. */
  look?: 'form' | 'outlined';
  width?: number;
};

/**
 * A day or a point in time, typed as spec §9 writes it (DD.MM.YYYY, DD.MM.YYYY HH:mm) or picked
 * from a calendar whose names follow the portal's language.
 */
export const DateValuePicker = ({ kind, label, error, helperText, required, onBlur, id, name, look = 'form', width, ...rest }: DateValuePickerProps) => {
  const shape =
    look === 'form'
      ? { fullWidth: true, variant: 'filled' as const, margin: 'dense' as const, size: 'small' as const }
      : { fullWidth: width === undefined, variant: 'outlined' as const, size: width === undefined ? ('medium' as const) : ('small' as const), sx: { width } };
  const slotProps = { textField: { id, name, error, helperText, required, onBlur, ...shape } };
  return (
    <DatesProvider>
      {kind === 'date' ? (
        <DatePicker {...rest} label={label} format={PICKER_FORMAT.date} slotProps={slotProps} />
      ) : (
        <DateTimePicker {...rest} label={label} format={PICKER_FORMAT.datetime} ampm={false} slotProps={slotProps} />
      )}
    </DatesProvider>
  );
};
