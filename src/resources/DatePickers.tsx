import { TextField } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Validator } from 'react-admin';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { DateKind } from './dateValues';
import { sameValue, toFormValue, toPickerValue, UNFINISHED_DATE } from './dateValues';

// The pickers (and their calendars and locales) are a chunk of their own, loaded with the first date shown.
const DateValuePicker = lazy(() => import('./DateValuePicker').then((module) => ({ default: module.DateValuePicker })));

const finished: Validator = (value: unknown) => (value === UNFINISHED_DATE ? 'validation.invalidDate' : undefined);

type InputProps = {
  source: string;
  kind: DateKind;
  label?: string;
  validate?: Validator[];
  readOnly?: boolean;
  disabled?: boolean;
  defaultValue?: unknown;
  /** `false`: no helper line but an error's (a cell of a grid). */
  helperText?: string | false;
  /** A list filter: an unfinished date leaves the filter as it was instead of refusing the form. */
  filter?: boolean;
};

/**
 * A react-admin input for a date or date-time field. The form keeps what the API takes: a day as
 * YYYY-MM-DD, an edited point in time as YYYY-MM-DDTHH:mm; an unfinished typed date is refused by
 * its validator instead of being sent.
 */
export const DateValueInput = ({ source, kind, label, validate = [], readOnly, disabled, defaultValue, helperText, filter }: InputProps) => {
  const { field, fieldState, formState, isRequired, id } = useInput({ source, validate: [finished, ...validate], readOnly, disabled, defaultValue });
  const [picked, setPicked] = useState<Dayjs | null>(() => toPickerValue(field.value));
  // A value set from outside (a reset, another input) wins over what the picker last held.
  const shown = sameValue(field.value, picked, kind) ? picked : toPickerValue(field.value);
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const title = <FieldTitle label={label} source={source} isRequired={isRequired} />;
  return (
    <Suspense fallback={<TextField label={title} disabled fullWidth variant="filled" margin="dense" size="small" />}>
      <DateValuePicker
        kind={kind}
        id={id}
        name={field.name}
        label={title}
        value={shown}
        onChange={(value) => {
          setPicked(value);
          const next = toFormValue(value, kind);
          if (!(filter && next === UNFINISHED_DATE)) field.onChange(next);
        }}
        onBlur={field.onBlur}
        readOnly={readOnly}
        disabled={disabled}
        error={invalid}
        // Always a helper line (blank when there is nothing to say), so the picker lines up with the inputs beside it.
        helperText={<InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText} />}
      />
    </Suspense>
  );
};

type DayFieldProps = {
  label: string;
  /** The day as the calls take it, YYYY-MM-DD; empty or null is none. */
  value: string | null;
  /** A finished day as YYYY-MM-DD, '' once cleared; an unfinished typed date is held back unless `unfinished` asks for its marker. */
  onChange: (day: string) => void;
  /** Hand a typed day that is no day (31.02.2026, a year of two digits) on as UNFINISHED_DATE, so a dialog can refuse it; a half-cleared one reads as none. */
  unfinished?: boolean;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  autoFocus?: boolean;
  /** The first day the calendar offers, YYYY-MM-DD. */
  minDay?: string;
  /** A filter bar's small field of this width; without it, a dialog's full-width one. */
  width?: number;
};

/**
 * A day outside a react-admin form (a period of a report, a dialog's day): typed as DD.MM.YYYY or
 * picked from a calendar in the portal's language, kept by its owner as YYYY-MM-DD.
 */
export const DayField = ({ label, value, onChange, unfinished, error, helperText, required, autoFocus, minDay, width }: DayFieldProps) => {
  const [picked, setPicked] = useState<Dayjs | null>(() => toPickerValue(value));
  const [seen, setSeen] = useState(value);
  // The days this field handed on and not yet seen back: its owner may return them a render or two late (through the address, say) while typing goes on.
  const handedOn = useRef<string[]>([]);
  if (value !== seen) {
    setSeen(value);
    // A value set from outside (a quick period, a variant) wins over what the picker holds.
    const own = handedOn.current.includes(value ?? '');
    if (!own && !sameValue(value, picked, 'date')) setPicked(toPickerValue(value));
    // Caught up with the last one (or overruled): from now on every new value is the owner's own.
    if (!own || handedOn.current.at(-1) === (value ?? '')) handedOn.current = [];
  }
  const minDate = toPickerValue(minDay) ?? undefined;
  return (
    <Suspense fallback={<TextField label={label} disabled size={width === undefined ? 'medium' : 'small'} fullWidth={width === undefined} sx={{ width }} helperText={helperText} />}>
      <DateValuePicker
        kind="date"
        look="outlined"
        width={width}
        label={label}
        value={picked}
        onChange={(next) => {
          setPicked(next);
          // A year of fewer than four digits is still being typed (2 → 0002): not a day to ask for yet.
          const day = next?.isValid() && next.year() < 1000 ? UNFINISHED_DATE : toFormValue(next, 'date');
          if (day === UNFINISHED_DATE && !unfinished) return;
          handedOn.current = [...handedOn.current.slice(-9), day ?? ''];
          onChange(day ?? '');
        }}
        error={error}
        helperText={helperText}
        required={required}
        autoFocus={autoFocus}
        minDate={minDate}
      />
    </Suspense>
  );
};
