import type { FieldType, LinesField } from '../schemas/core';
import { LinesInput } from './LinesInput';
import type { InputOf } from './valueInputs';
import { valueInputs } from './valueInputs';

/** How each field type is edited in a form: a value by its own input, a record's lines as a grid of them. */
export const fieldInputs: Record<FieldType, InputOf> = {
  ...valueInputs,
  lines: { input: ({ source, field }) => <LinesInput source={source} field={field as LinesField} /> },
};
