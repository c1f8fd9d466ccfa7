import { Box, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { BooleanField, NumberField, ReferenceField, SearchInput, TextField, TextInput, useGetRecordRepresentation, useRecordContext } from 'react-admin';
import type { FieldDef, FieldType, JsonItemText, LinesField as LinesFieldDef, SelectField } from '../schemas/core';
import { choiceText, referenceTarget, useChoices } from './fieldChoices';
import type { ElementProps } from './fieldFormats';
import { formatKit } from './fieldFormats';
import { DATE_FORMAT, DATETIME_FORMAT } from '../i18n/formats';
import { LazyFilter } from './LazyFilter';
import { LinesTable } from './LinesTable';
import { useText } from './texts';

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

/** What a path (`a.b`: the item's `a`, then its `b`) leads to in an item. */
const at = (item: unknown, path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A structured value as text: its items as the field's `itemText` says, else its JSON. */
export const jsonText = (value: unknown, itemText: JsonItemText | undefined): string => {
  const items = Array.isArray(value) ? value : [];
  if (!itemText) return JSON.stringify(items.length === 1 ? items[0] : items);
  const read = (item: unknown) => {
    const shown = at(item, itemText.value);
    return itemText.decimals === undefined ? shown : Number(shown ?? 0).toFixed(itemText.decimals);
  };
  return items.map((item) => [at(item, itemText.name), read(item)].filter(present).map(String).join(': ')).join(itemText.separator);
};

/**
 * A structured value read as text (`jsonText`), cut at 200 characters (the whole text its title).
 * It is edited by the screen that owns it, never typed.
 */
export const JsonSummary = ({ source, field }: { source: string; field: FieldDef; label?: string; readOnly?: boolean }) => {
  const value: unknown = useRecordContext()?.[source];
  if (!Array.isArray(value) || value.length === 0) return <span>—</span>;
  const text = jsonText(value, field.type === 'json' ? field.itemText : undefined);
  return <span data-source={source} title={text.length > 200 ? text : undefined}>{text.length > 200 ? `${text.slice(0, 200)}…` : text}</span>;
};

/** A picture's thumbnail (a text field of format `image`); nothing where there is none. */
const Thumbnail = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const { t } = useText();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return <Box component="img" src={value} alt={t('thumbnail')} loading="lazy" sx={{ height: 40, maxWidth: 64, objectFit: 'contain', display: 'block' }} />;
};

const SelectValue = ({ source, field }: { source: string; field: SelectField; label?: string }) => {
  const record = useRecordContext();
  const choice = useChoices(source, field).find((c) => c.id === record?.[source]);
  return <span>{choice?.name ?? ''}</span>;
};

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

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

export type { ElementProps };
type Element = ReactElement<ElementProps>;

type Kit = {
  /** How a value reads in lists and detail views. */
  field: (props: Props) => Element;
  /** List filters for the field's filter kind (`eq` or `range`; `q` is the one search box). */
  filters: (props: Props) => Element[];
};

/** How each field type is shown and filtered. */
const byType: Record<FieldType, Kit> = {
  id: { field: ({ source }) => <TextField source={source} />, filters: () => [] },
  text: {
    field: ({ source, field }) =>
      field.type === 'text' && field.format === 'color' ? <ColorField source={source} /> : field.type === 'text' && field.format === 'image' ? <Thumbnail source={source} /> : <TitledText source={source} />,
    filters: ({ source }) => [<TextInput key={source} source={source} />],
  },
  longText: {
    field: ({ source }) => <TextField source={source} sx={{ whiteSpace: 'pre-wrap' }} />,
    filters: () => [],
  },
  nip: {
    field: ({ source }) => <TextField source={source} />,
    filters: ({ source }) => [<TextInput key={source} source={source} />],
  },
  number: {
    field: ({ source }) => <NumberField source={source} />,
    filters: ({ source }) => [<LazyFilter kind="number" key={`${source}_gte`} source={`${source}_gte`} />, <LazyFilter kind="number" key={`${source}_lte`} source={`${source}_lte`} />],
  },
  money: {
    field: ({ source }) => <NumberField source={source} options={money} />,
    filters: ({ source }) => [<LazyFilter kind="number" key={`${source}_gte`} source={`${source}_gte`} />, <LazyFilter kind="number" key={`${source}_lte`} source={`${source}_lte`} />],
  },
  boolean: {
    field: ({ source }) => <BooleanField source={source} looseValue />,
    filters: ({ source }) => [<LazyFilter kind="boolean" key={source} source={source} />],
  },
  date: {
    field: ({ source }) => <FormattedDate source={source} format={DATE_FORMAT} />,
    filters: ({ source }) => [<LazyFilter kind="date" key={`${source}_gte`} source={`${source}_gte`} />, <LazyFilter kind="date" key={`${source}_lte`} source={`${source}_lte`} />],
  },
  datetime: {
    field: ({ source }) => <FormattedDate source={source} format={DATETIME_FORMAT} />,
    filters: ({ source }) => [<LazyFilter kind="datetime" key={`${source}_gte`} source={`${source}_gte`} />, <LazyFilter kind="datetime" key={`${source}_lte`} source={`${source}_lte`} />],
  },
  select: {
    field: ({ source, field }) => <SelectValue source={source} field={field as SelectField} />,
    filters: ({ source, field }) => [<LazyFilter kind="select" key={source} source={source} field={field as SelectField} />],
  },
  password: {
    field: ({ source }) => <span data-source={source}>••••••••</span>,
    filters: () => [],
  },
  reference: {
    field: ({ source, field }) => (
      <ReferenceField source={source} reference={referenceTarget(field).menu} link={false}>
        <ReferenceText field={field} />
      </ReferenceField>
    ),
    filters: ({ source, field }) => [<LazyFilter kind="reference" key={source} source={source} reference={referenceTarget(field).menu} />],
  },
  uuid: { field: ({ source }) => <TextField source={source} />, filters: () => [] },
  json: { field: ({ source, field }) => <JsonSummary source={source} field={field} />, filters: () => [] },
  lines: {
    field: ({ source, field }) => <LinesTable source={source} field={field as LinesFieldDef} cellOf={(key, line) => fieldRegistry[line.type].field({ source: key, field: line })} />,
    filters: () => [],
  },
};

/**
 * The one place that knows how each field type is shown and filtered (how it is edited is in
 * `./fieldInputs`, which only forms load). Generic views ask these tables and never branch on a
 * field's type; a field whose format a module draws itself is shown as that module says
 * (`./fieldFormats`). Filters but the text ones load their inputs on first show (`LazyFilter`).
 */
export const fieldRegistry = Object.fromEntries(
  Object.entries(byType).map(([type, kit]) => [type, { field: (props: Props) => formatKit(props.field)?.field(props) ?? kit.field(props), filters: kit.filters }]),
) as Record<FieldType, Kit>;

/** The search box of lists whose entity has fields marked `filter: 'q'`. */
export const searchFilter = () => <SearchInput key="q" source="q" alwaysOn />;
