import { Box, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  PasswordInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { DataField, FieldDef, FieldType, LinesField as LinesFieldDef, ReferenceField as ReferenceFieldDef, SelectField } from '../schemas/core';
import { LinesInput, LinesTable } from './LinesInput';
import { StagesSection } from './stages/StagesSection';
import { StagesSummary } from './stages/StagesSummary';
import { entityByName } from '../schemas/registry';
import { DateValueInput } from './DatePickers';
import { DATE_FORMAT, DATETIME_FORMAT } from './formats';
import { validatorsFor } from './validators';

/** A field another one shows (the stages' positions, with the stages): nothing of its own. */
const Nothing = (_: { label?: string }) => null;

// Kept in a plain module so pure logic can format dates without loading the views.
export { DATE_FORMAT, DATETIME_FORMAT };

type Props = { source: string; field: FieldDef };

const FormattedDate = ({ source, format }: { source: string; format: string; label?: string }) => {
  const record = useRecordContext();
  const value = record?.[source];
  return <span>{value ? dayjs(value).format(format) : ''}</span>;
};

/** A text a list may cut with an ellipsis: the whole of it is the element's title. */
const TitledText = ({ source }: { source: string; label?: string }) => {
  const value = useRecordContext()?.[source];
  return <TextField source={source} title={typeof value === 'string' && value !== '' ? value : undefined} />;
};

const ColorField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: value, border: '1px solid rgba(0,0,0,.2)' }} />
      {value}
    </Box>
  );
};

/**
 * A structured value (a configured line's chosen parameters) read as text: each item's `param.name:
 * valueLabel` where it has them. It is edited by the screen that owns it (the configurator), never typed.
 */
const JsonSummary = ({ source }: { source: string; label?: string; readOnly?: boolean }) => {
  const record = useRecordContext();
  const items = (record?.[source] ?? []) as { param?: { name?: string }; valueLabel?: string; priceType?: string; description?: string; sum?: number }[];
  if (!Array.isArray(items) || items.length === 0) return <span>—</span>;
  // Chosen parameters read as "name: value", price lines as "description: sum"; any other structure (a queued record) as its JSON, shortened.
  const text = items.every((item) => item.param)
    ? items.map((item) => [item.param?.name, item.valueLabel].filter(Boolean).join(': ')).join(', ')
    : items.every((item) => item.priceType)
      ? items.map((item) => `${item.description ?? ''}: ${Number(item.sum ?? 0).toFixed(2)}`).join('; ')
      : JSON.stringify(items.length === 1 ? items[0] : items);
  return <span data-source={source} title={text.length > 200 ? text : undefined}>{text.length > 200 ? `${text.slice(0, 200)}…` : text}</span>;
};

/** A picture's thumbnail (a product's in its list); nothing where there is none. */
const Thumbnail = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return <Box component="img" src={value} alt={translate('views.thumbnail')} loading="lazy" sx={{ height: 40, maxWidth: 64, objectFit: 'contain', display: 'block' }} />;
};

const useChoices = (source: string, field: SelectField) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return field.options.map((o) => ({ id: o.id, name: translate(`resources.${resource}.options.${source}.${o.id}`) }));
};

const SelectValue = ({ source, field }: { source: string; field: SelectField; label?: string }) => {
  const record = useRecordContext();
  const choice = useChoices(source, field).find((c) => c.id === record?.[source]);
  return <span>{choice?.name ?? ''}</span>;
};

const SelectEdit = ({ source, field, validate, label, readOnly }: { source: string; field: SelectField; validate: ReturnType<typeof validatorsFor>; label?: string; readOnly?: boolean }) => (
  <SelectInput source={source} label={label} choices={useChoices(source, field)} validate={validate} emptyText="—" readOnly={readOnly} />
);

const SelectFilter = ({ source, field, label }: { source: string; field: SelectField; label?: string }) => (
  <SelectInput source={source} label={label} choices={useChoices(source, field)} />
);

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** A reference's input; its label and read-only state go to the autocomplete (ReferenceInput keeps them). */
const ReferenceEdit = ({ source, field, label, readOnly }: { source: string; field: FieldDef; label?: string; readOnly?: boolean }) => (
  <ReferenceInput source={source} reference={referenceTarget(field).menu} sort={choiceSort(field)}>
    <AutocompleteInput label={label} readOnly={readOnly} validate={validatorsFor(asData(field))} optionText={choiceText(field)} />
  </ReferenceInput>
);

/** The referenced record as a choice reads (its `shows`, else its representation), the whole text as its title. */
const ReferenceText = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(referenceTarget(field).menu);
  if (!record) return null;
  const text = choiceText(field);
  const value = text ? text(record) : represent(record);
  return (
    <Typography component="span" variant="body2" title={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}>
      {value}
    </Typography>
  );
};

/** What the generic views set on an element from this table. */
export type ElementProps = { source: string; label?: string; key?: string; readOnly?: boolean; defaultValue?: unknown };
type Element = ReactElement<ElementProps>;

type Kit = {
  /** How a value reads in lists and detail views. */
  field: (props: Props) => Element;
  /** How a value is edited. */
  input: (props: Props) => Element;
  /** List filters for the field's filter kind (`eq` or `range`; `q` is the one search box). */
  filters: (props: Props) => Element[];
};

const asData = (field: FieldDef) => field as DataField;
const referenceTarget = (field: FieldDef) => entityByName((field as ReferenceFieldDef).target);
/** How a reference's choice reads: the fields it `shows`, joined by ' – ', else the target's representation. */
const choiceText = (field: FieldDef) => {
  const shows = (field as ReferenceFieldDef).shows;
  return shows ? (record: RaRecord) => shows.map((key) => record[key]).filter((v) => v !== null && v !== undefined && v !== '').join(' – ') : undefined;
};
const choiceSort = (field: FieldDef) => {
  const shows = (field as ReferenceFieldDef).shows;
  return shows ? { field: shows[0], order: 'ASC' as const } : undefined;
};

/**
 * The one place that knows how each field type is shown, edited and filtered. Generic views ask
 * this table and never branch on a field's type.
 */
export const fieldRegistry: Record<FieldType, Kit> = {
  id: { field: ({ source }) => <TextField source={source} />, input: ({ source }) => <TextInput source={source} disabled />, filters: () => [] },
  text: {
    field: ({ source, field }) =>
      field.type === 'text' && field.format === 'color' ? <ColorField source={source} /> : field.type === 'text' && field.format === 'image' ? <Thumbnail source={source} /> : <TitledText source={source} />,
    input: ({ source, field }) => (
      <TextInput source={source} validate={validatorsFor(field)} placeholder={field.type === 'text' && field.format === 'color' ? '#RRGGBB' : undefined} />
    ),
    filters: ({ source }) => [<TextInput key={source} source={source} />],
  },
  longText: {
    // A process's stages are drawn and edited in the stage editor; their positions travel with them.
    field: ({ source, field }) =>
      field.type === 'longText' && field.format === 'stages' ? <StagesSummary source={source} /> : field.type === 'longText' && field.format === 'stageSettings' ? <Nothing /> : <TextField source={source} sx={{ whiteSpace: 'pre-wrap' }} />,
    input: ({ source, field }) =>
      field.type === 'longText' && field.format === 'stages' ? (
        <StagesSection source={source} />
      ) : field.type === 'longText' && field.format === 'stageSettings' ? (
        <Nothing />
      ) : (
        <TextInput source={source} validate={validatorsFor(field)} multiline minRows={3} />
      ),
    filters: () => [],
  },
  nip: {
    field: ({ source }) => <TextField source={source} />,
    input: ({ source, field }) => <TextInput source={source} validate={validatorsFor(field)} />,
    filters: ({ source }) => [<TextInput key={source} source={source} />],
  },
  number: {
    field: ({ source }) => <NumberField source={source} />,
    input: ({ source, field }) => <NumberInput source={source} validate={validatorsFor(field)} />,
    filters: ({ source }) => [<NumberInput key={`${source}_gte`} source={`${source}_gte`} />, <NumberInput key={`${source}_lte`} source={`${source}_lte`} />],
  },
  money: {
    field: ({ source }) => <NumberField source={source} options={money} />,
    input: ({ source, field }) => <NumberInput source={source} validate={validatorsFor(field)} step={0.01} />,
    filters: ({ source }) => [<NumberInput key={`${source}_gte`} source={`${source}_gte`} />, <NumberInput key={`${source}_lte`} source={`${source}_lte`} />],
  },
  boolean: {
    field: ({ source }) => <BooleanField source={source} looseValue />,
    input: ({ source }) => <BooleanInput source={source} />,
    filters: ({ source }) => [<NullableBooleanInput key={source} source={source} />],
  },
  date: {
    field: ({ source }) => <FormattedDate source={source} format={DATE_FORMAT} />,
    input: ({ source, field }) => <DateValueInput kind="date" source={source} validate={validatorsFor(field)} />,
    filters: ({ source }) => [<DateValueInput kind="date" filter key={`${source}_gte`} source={`${source}_gte`} />, <DateValueInput kind="date" filter key={`${source}_lte`} source={`${source}_lte`} />],
  },
  datetime: {
    field: ({ source }) => <FormattedDate source={source} format={DATETIME_FORMAT} />,
    input: ({ source, field }) => <DateValueInput kind="datetime" source={source} validate={validatorsFor(field)} />,
    filters: ({ source }) => [
      <DateValueInput kind="datetime" filter key={`${source}_gte`} source={`${source}_gte`} />,
      <DateValueInput kind="datetime" filter key={`${source}_lte`} source={`${source}_lte`} />,
    ],
  },
  select: {
    field: ({ source, field }) => <SelectValue source={source} field={field as SelectField} />,
    input: ({ source, field }) => <SelectEdit source={source} field={field as SelectField} validate={validatorsFor(field)} />,
    filters: ({ source, field }) => [<SelectFilter key={source} source={source} field={field as SelectField} />],
  },
  password: {
    field: ({ source }) => <span data-source={source}>••••••••</span>,
    input: ({ source, field }) => <PasswordInput source={source} validate={validatorsFor(field)} autoComplete="new-password" />,
    filters: () => [],
  },
  reference: {
    field: ({ source, field }) => (
      <ReferenceField source={source} reference={referenceTarget(field).menu} link={false}>
        <ReferenceText field={field} />
      </ReferenceField>
    ),
    input: ({ source, field }) => <ReferenceEdit source={source} field={field} />,
    filters: ({ source, field }) => [
      <ReferenceInput key={source} source={source} reference={referenceTarget(field).menu}>
        <AutocompleteInput />
      </ReferenceInput>,
    ],
  },
  uuid: { field: ({ source }) => <TextField source={source} />, input: ({ source }) => <TextInput source={source} readOnly />, filters: () => [] },
  json: { field: ({ source }) => <JsonSummary source={source} />, input: ({ source }) => <JsonSummary source={source} />, filters: () => [] },
  lines: {
    field: ({ source, field }) => <LinesTable source={source} field={field as LinesFieldDef} />,
    input: ({ source, field }) => <LinesInput source={source} field={field as LinesFieldDef} />,
    filters: () => [],
  },
};

/** The search box of lists whose entity has fields marked `filter: 'q'`. */
export const searchFilter = () => <SearchInput key="q" source="q" alwaysOn />;
