import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, NumberInput, PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDef, FieldType, SelectField } from '../schemas/core';
import { DateValueInput } from './DatePickers';
import { asData, choiceSort, choiceText, referenceTarget, useChoices } from './fieldChoices';
import { formatKit } from './fieldFormats';
import type { ElementProps } from './fieldFormats';
import { JsonSummary } from './fieldRegistry';
import { validatorsFor } from './validators';

export type InputProps = { source: string; field: FieldDef };
type Element = ReactElement<ElementProps>;
/** How one kind of field is edited. */
export type InputOf = { input: (props: InputProps) => Element };

type Passed = { label?: string; readOnly?: boolean; helperText?: string | false };

const SelectEdit = ({ source, field, validate, label, readOnly, helperText }: { source: string; field: SelectField; validate: ReturnType<typeof validatorsFor> } & Passed) => (
  <SelectInput source={source} label={label} choices={useChoices(source, field)} validate={validate} emptyText="—" readOnly={readOnly} helperText={helperText} />
);

/** A reference's input; its label, read-only state and helper line go to the autocomplete (ReferenceInput keeps them). */
const ReferenceEdit = ({ source, field, label, readOnly, helperText }: { source: string; field: FieldDef } & Passed) => (
  <ReferenceInput source={source} reference={referenceTarget(field).menu} sort={choiceSort(field)}>
    <AutocompleteInput label={label} readOnly={readOnly} helperText={helperText} validate={validatorsFor(asData(field))} optionText={choiceText(field)} />
  </ReferenceInput>
);

type ValueType = Exclude<FieldType, 'lines'>;

const byType: Record<ValueType, InputOf> = {
  id: { input: ({ source }) => <TextInput source={source} disabled /> },
  text: {
    input: ({ source, field }) => (
      <TextInput source={source} validate={validatorsFor(field)} placeholder={field.type === 'text' && field.format === 'color' ? '#RRGGBB' : undefined} />
    ),
  },
  longText: { input: ({ source, field }) => <TextInput source={source} validate={validatorsFor(field)} multiline minRows={3} /> },
  nip: { input: ({ source, field }) => <TextInput source={source} validate={validatorsFor(field)} /> },
  number: { input: ({ source, field }) => <NumberInput source={source} validate={validatorsFor(field)} /> },
  money: { input: ({ source, field }) => <NumberInput source={source} validate={validatorsFor(field)} step={0.01} /> },
  boolean: { input: ({ source }) => <BooleanInput source={source} /> },
  date: { input: ({ source, field }) => <DateValueInput kind="date" source={source} validate={validatorsFor(field)} /> },
  datetime: { input: ({ source, field }) => <DateValueInput kind="datetime" source={source} validate={validatorsFor(field)} /> },
  select: { input: ({ source, field }) => <SelectEdit source={source} field={field as SelectField} validate={validatorsFor(field)} /> },
  password: { input: ({ source, field }) => <PasswordInput source={source} validate={validatorsFor(field)} autoComplete="new-password" /> },
  reference: { input: ({ source, field }) => <ReferenceEdit source={source} field={field} /> },
  uuid: { input: ({ source }) => <TextInput source={source} readOnly /> },
  json: { input: ({ source, field }) => <JsonSummary source={source} field={field} /> },
};

/**
 * How each kind of value is edited — every field type but a record's lines, which are made of
 * these (`./fieldInputs` adds them); a field whose format a module draws itself is edited as that
 * module says (`./fieldFormats`). The forms' half of the field registry (`./fieldRegistry` shows
 * and filters); a module of its own, so that lists and detail views load none of the editors.
 */
export const valueInputs = Object.fromEntries(
  Object.entries(byType).map(([type, kit]) => [type, { input: (props: InputProps) => formatKit(props.field)?.input(props) ?? kit.input(props) }]),
) as Record<ValueType, InputOf>;
