import { AutocompleteInput, NullableBooleanInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import type { SelectField } from '../schemas/core';
import { DateValueInput } from './DatePickers';
import { useChoices } from './fieldChoices';

export type FilterKind = 'number' | 'boolean' | 'date' | 'datetime' | 'select' | 'reference';

/**
 * A list filter's input. `field`: a select's definition (its choices); `reference`: the resource a
 * reference filter offers, `optionLabel` its autocomplete's own label. The rest is what react-admin's
 * filter form sets on a filter (label, size, variant…).
 */
export type FilterInputProps = {
  kind: FilterKind;
  source: string;
  label?: string;
  field?: SelectField;
  reference?: string;
  optionLabel?: string;
  [prop: string]: unknown;
};

const SelectFilter = ({ source, field, label }: { source: string; field: SelectField; label?: string }) => (
  <SelectInput source={source} label={label} choices={useChoices(source, field)} />
);

/** The inputs of the list filters but the search box: a chunk of their own, loaded with the first filter shown. */
export const FilterInput = ({ kind, field, reference, optionLabel, ...props }: FilterInputProps) => {
  switch (kind) {
    case 'number':
      return <NumberInput {...props} />;
    case 'boolean':
      return <NullableBooleanInput {...props} />;
    case 'date':
    case 'datetime':
      return <DateValueInput kind={kind} filter {...props} />;
    case 'select':
      return field ? <SelectFilter source={props.source} field={field} label={props.label} /> : null;
    case 'reference':
      return (
        <ReferenceInput {...props} reference={reference ?? ''}>
          <AutocompleteInput label={optionLabel} />
        </ReferenceInput>
      );
  }
};
