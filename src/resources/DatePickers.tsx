import { TextField } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
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
  helperText?: string;
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
