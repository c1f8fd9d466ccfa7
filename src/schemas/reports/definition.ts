import type { EntityDef, FieldDef, Label, SelectOption } from '../core';
import { selectIsNumeric } from '../core';

/**
 * A grouped report described once, as plain data (like an entity's schema): the server builds its
 * request validation, grouping query, roll-up, labels, detail rows, spreadsheet and limits from it
 * (server/modules/reports/report), the screen its filters, grouping chooser, result tree and export
 * (src/custom/reports). Every field named here is a field of the source entity, so labels, column
 * types, references and options come from that entity's schema and are never repeated.
 */

/** Texts the screen alone shows, in every language like the labels (`%{name}` marks a parameter). */
export type ReportTexts = {
  /** The page's heading and the result table's name. */
  readonly title: Label;
  /** The entry under "Reports" in the menu. */
  readonly menu: Label;
  /** "Total: %{count} …", counted in the source's records. */
  readonly total: Label;
  /** Nothing matched the filters. */
  readonly empty: Label;
  /** No grouping level chosen: a plain list. */
  readonly noGroups: Label;
};

/** The period's own texts on screen; by default the field's label, "%{field} od/do". */
export type PeriodTexts = { readonly use: Label; readonly day: Label; readonly from: Label; readonly to: Label };

/**
 * A grouping key as written in a definition: a field of the source, grouped on its value (a
 * reference on its id, named by the target's `recordRepresentation` and ordered by it; a select on
 * its option, named and ordered by its Polish label, or in the options' order with `order:
 * 'options'`; any other column on its value), or `derive`d from a date or datetime field (the
 * month 'YYYY-MM', the year; Europe/Warsaw for points in time).
 */
export type GroupKeyInput = {
  readonly key: string;
  readonly field: string;
  readonly derive?: 'month' | 'year';
  /** Required for a derived key; by default the field's label. */
  readonly label?: Label;
  readonly order?: 'label' | 'options';
};

/**
 * A filter as written in a definition: `ids`, a list of a reference's ids or a select's options;
 * `period`, a single day (period type 0) or a range of a date or datetime field (the first of
 * `fields` unless the request names another); `flag`, a boolean field equal to a value.
 */
export type FilterInput =
  | { readonly key: string; readonly kind: 'ids' | 'flag'; readonly field: string; readonly label?: Label }
  | { readonly key: string; readonly kind: 'period'; readonly fields: readonly [string, ...string[]]; readonly label?: Label; readonly texts?: PeriodTexts };

/**
 * A detail column as written in a definition: a field of the source (a reference or a select
 * answers its id under `key` and its label under `labelKey`, `_<key>` by default), or the codes of
 * the record's `lines`: a reference of the lines shown by its target's field `shows`, comma-joined.
 * `hidden`: in the answer, not on screen or in the spreadsheet.
 */
export type ColumnInput =
  | { readonly key: string; readonly field: string; readonly label?: Label; readonly labelKey?: string; readonly hidden?: boolean; readonly width?: number }
  | { readonly key: string; readonly lines: string; readonly field: string; readonly shows: string; readonly label?: Label; readonly width?: number };

export type ReportInput = {
  /** The module key: the screen's `/reports/reportCommon/<module>`, the API's `/api/reports/<module>`, the variants' module. */
  readonly module: string;
  /** The access key every call needs (read); by default the source's. */
  readonly access?: string;
  /** The entity whose records are reported. */
  readonly source: EntityDef;
  /** The source's field holding the record's customer: client users see only their customers' rows. By default the source's `customerScope`. */
  readonly customerScope?: string;
  readonly texts: ReportTexts;
  /** The spreadsheet's file name before the date: `raport-reklamacji` → `raport-reklamacji-2025-03-04.xlsx`. */
  readonly fileName: string;
  readonly groups: readonly GroupKeyInput[];
  readonly filters: readonly FilterInput[];
  /** The detail columns, in the order shown (the line number comes first, always). */
  readonly columns: readonly ColumnInput[];
  /** Money fields summed per group and in total, the first one also shown beside each group's label. */
  readonly sums: readonly string[];
  /** Fields that order the detail rows within a group (then the id). */
  readonly detailOrder: readonly string[];
  /** Detail rows in the answer (2,000) and in the spreadsheet (100,000) at most. */
  readonly limits?: { readonly detail?: number; readonly export?: number };
};

/** How a grouped or filtered value is told apart: an integer id, a text (a select's option), a month 'YYYY-MM'. */
export type ValueKind = 'int' | 'text' | 'month';

/** Where a key's values come from and how they are named. */
export type KeySource =
  | { readonly kind: 'reference'; readonly target: string }
  | { readonly kind: 'select'; readonly options: readonly SelectOption[]; readonly order: 'label' | 'options' }
  | { readonly kind: 'column' }
  | { readonly kind: 'month' | 'year' };

/** A time field: a calendar date, or a point in time read in Europe/Warsaw. */
export type TimeKind = 'date' | 'datetime';

export type ReportGroupKey = {
  readonly key: string;
  readonly field: string;
  readonly label: Label;
  readonly value: ValueKind;
  readonly source: KeySource;
  /** For a derived key: whether its field is a date or a point in time. */
  readonly time?: TimeKind;
};

export type ReportFilter =
  | { readonly kind: 'ids'; readonly key: string; readonly field: string; readonly label: Label; readonly value: 'int' | 'text'; readonly source: Extract<KeySource, { kind: 'reference' | 'select' }> }
  | { readonly kind: 'flag'; readonly key: string; readonly field: string; readonly label: Label }
  | { readonly kind: 'period'; readonly key: string; readonly fields: readonly [string, ...string[]]; readonly times: Readonly<Record<string, TimeKind>>; readonly label: Label; readonly texts?: PeriodTexts };

/** How a detail column is answered and shown. */
export type ColumnShape = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';

export type ReportColumn =
  | { readonly kind: 'value'; readonly key: string; readonly field: string; readonly label: Label; readonly shape: ColumnShape; readonly hidden: boolean; readonly width?: number }
  | { readonly kind: 'reference'; readonly key: string; readonly field: string; readonly label: Label; readonly labelKey: string; readonly target: string; readonly hidden: boolean; readonly width?: number }
  | { readonly kind: 'select'; readonly key: string; readonly field: string; readonly label: Label; readonly labelKey: string; readonly options: readonly SelectOption[]; readonly hidden: boolean; readonly width?: number }
  | { readonly kind: 'lineCodes'; readonly key: string; readonly lines: string; readonly field: string; readonly target: string; readonly shows: string; readonly label: Label; readonly hidden: false; readonly width?: number };

export type ReportSum = { readonly key: string; readonly label: Label };

/** A report with every default filled in and every field resolved: what the server and the screen read. */
export type ReportDefinition = {
  readonly module: string;
  readonly access: string;
  readonly source: EntityDef;
  readonly customerScope?: string;
  readonly texts: ReportTexts;
  readonly fileName: string;
  readonly groups: readonly ReportGroupKey[];
  readonly filters: readonly ReportFilter[];
  readonly columns: readonly ReportColumn[];
  readonly sums: readonly ReportSum[];
  readonly detailOrder: readonly string[];
  readonly limits: { readonly detail: number; readonly export: number };
};

export const DEFAULT_DETAIL_LIMIT = 2_000;
export const DEFAULT_EXPORT_LIMIT = 100_000;

const fail = (report: string, message: string): never => {
  throw new Error(`Report ${report}: ${message}`);
};

const unique = (report: string, what: string, keys: readonly string[]) => {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) fail(report, `${what} ${key} is named twice`);
    seen.add(key);
  }
};

type Field = Exclude<FieldDef, { type: 'id' }>;

/** The source's field of a key; the id has no label, so it is no report field. */
const fieldOf = (report: string, source: EntityDef, key: string): Field => {
  const field = Object.hasOwn(source.fields, key) ? source.fields[key] : undefined;
  if (!field || field.type === 'id') return fail(report, `${source.name} has no field ${key}`);
  return field;
};

const timeOf = (report: string, field: Field, key: string): TimeKind =>
  field.type === 'date' || field.type === 'datetime' ? field.type : fail(report, `${key} is not a date`);

const groupKey = (report: string, source: EntityDef, input: GroupKeyInput): ReportGroupKey => {
  const field = fieldOf(report, source, input.field);
  if (input.derive) {
    if (!input.label) fail(report, `the derived key ${input.key} needs its own label`);
    return { key: input.key, field: input.field, label: input.label ?? field.label, value: input.derive === 'month' ? 'month' : 'int', source: { kind: input.derive }, time: timeOf(report, field, input.field) };
  }
  const label = input.label ?? field.label;
  switch (field.type) {
    case 'reference':
      return { key: input.key, field: input.field, label, value: 'int', source: { kind: 'reference', target: field.target } };
    case 'select':
      return { key: input.key, field: input.field, label, value: selectIsNumeric(field) ? 'int' : 'text', source: { kind: 'select', options: field.options, order: input.order ?? 'label' } };
    case 'text':
    case 'nip':
      return { key: input.key, field: input.field, label, value: 'text', source: { kind: 'column' } };
    case 'number':
      if (!field.integer) return fail(report, `${input.key}: only whole numbers group`);
      return { key: input.key, field: input.field, label, value: 'int', source: { kind: 'column' } };
    default:
      return fail(report, `${input.key}: a ${field.type} field does not group`);
  }
};

const filter = (report: string, source: EntityDef, input: FilterInput): ReportFilter => {
  if (input.kind === 'period') {
    const times = Object.fromEntries(input.fields.map((key) => [key, timeOf(report, fieldOf(report, source, key), key)]));
    return { kind: 'period', key: input.key, fields: input.fields, times, label: input.label ?? fieldOf(report, source, input.fields[0]).label, ...(input.texts ? { texts: input.texts } : {}) };
  }
  const field = fieldOf(report, source, input.field);
  const label = input.label ?? field.label;
  if (input.kind === 'flag') {
    if (field.type !== 'boolean') fail(report, `the flag ${input.key} is not a boolean`);
    return { kind: 'flag', key: input.key, field: input.field, label };
  }
  if (field.type === 'reference') return { kind: 'ids', key: input.key, field: input.field, label, value: 'int', source: { kind: 'reference', target: field.target } };
  if (field.type === 'select') return { kind: 'ids', key: input.key, field: input.field, label, value: selectIsNumeric(field) ? 'int' : 'text', source: { kind: 'select', options: field.options, order: 'label' } };
  return fail(report, `the id filter ${input.key} is neither a reference nor a select`);
};

const SHAPES: Partial<Record<Field['type'], ColumnShape>> = {
  text: 'text',
  longText: 'text',
  nip: 'text',
  uuid: 'text',
  number: 'number',
  money: 'money',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
};

const column = (report: string, source: EntityDef, input: ColumnInput): ReportColumn => {
  if ('lines' in input) {
    const lines = fieldOf(report, source, input.lines);
    if (lines.type !== 'lines') return fail(report, `${input.lines} is not a lines field`);
    const line = Object.hasOwn(lines.fields, input.field) ? lines.fields[input.field] : undefined;
    if (line?.type !== 'reference') return fail(report, `${input.lines}.${input.field} is not a reference`);
    return { kind: 'lineCodes', key: input.key, lines: input.lines, field: input.field, target: line.target, shows: input.shows, label: input.label ?? lines.label, hidden: false, ...(input.width ? { width: input.width } : {}) };
  }
  const field = fieldOf(report, source, input.field);
  const common = { key: input.key, field: input.field, label: input.label ?? field.label, hidden: input.hidden === true, ...(input.width ? { width: input.width } : {}) };
  if (field.type === 'reference') return { kind: 'reference', ...common, labelKey: input.labelKey ?? `_${input.key}`, target: field.target };
  if (field.type === 'select') return { kind: 'select', ...common, labelKey: input.labelKey ?? `_${input.key}`, options: field.options };
  const shape = SHAPES[field.type];
  return shape ? { kind: 'value', ...common, shape } : fail(report, `${input.key}: a ${field.type} field is no column`);
};

/**
 * Describes a grouped report once; the server and the screen build everything from it. Throws at
 * load for a field the source lacks or one of the wrong kind (a sum that is no money, a flag that
 * is no boolean), so a wrong definition never reaches a request.
 *
 * @example
 * export const orderListReport = defineReport({
 *   module: 'orders',
 *   source: salesOrder,
 *   texts: { title: { pl: 'Raport zamówień', en: 'Order report', … }, menu: {…}, … },
 *   fileName: 'raport-zamowien',
 *   groups: [{ key: 'customer', field: 'customerId' }, { key: 'month', field: 'createdAt', derive: 'month', label: {…} }],
 *   filters: [{ key: 'customer', kind: 'ids', field: 'customerId' }, { key: 'createdAt', kind: 'period', fields: ['createdAt'] }],
 *   columns: [{ key: 'number', field: 'numberStr' }, { key: 'customer', field: 'customerId' }],
 *   sums: ['sumBrutto'],
 *   detailOrder: ['createdAt'],
 * });
 */
export const defineReport = (input: ReportInput): ReportDefinition => {
  const { module, source } = input;
  if (!/^[a-z][a-zA-Z0-9_-]{0,49}$/.test(module)) fail(module, 'the module key must be a plain name');
  unique(module, 'group key', input.groups.map((g) => g.key));
  unique(module, 'filter', input.filters.map((f) => f.key));
  const columns = input.columns.map((c) => column(module, source, c));
  unique(module, 'column', columns.flatMap((c) => [c.key, ...(c.kind === 'reference' || c.kind === 'select' ? [c.labelKey] : [])]).concat(['id', 'lineNumber', 'groupValues', 'countRows']));
  const sums = input.sums.map((key): ReportSum => {
    const field = fieldOf(module, source, key);
    if (field.type !== 'money') fail(module, `the sum ${key} is no money field`);
    return { key, label: field.label };
  });
  if (sums.length === 0) fail(module, 'a report sums at least one amount');
  // Sums sit beside values and countRows in a group row.
  unique(module, 'sum', [...sums.map((s) => s.key), 'values', 'countRows']);
  for (const key of input.detailOrder) fieldOf(module, source, key);
  const customerScope = input.customerScope ?? source.customerScope;
  if (customerScope && customerScope !== 'id') fieldOf(module, source, customerScope);
  return {
    module,
    access: input.access ?? source.access,
    source,
    ...(customerScope ? { customerScope } : {}),
    texts: input.texts,
    fileName: input.fileName,
    groups: input.groups.map((g) => groupKey(module, source, g)),
    filters: input.filters.map((f) => filter(module, source, f)),
    columns,
    sums,
    detailOrder: input.detailOrder,
    limits: { detail: input.limits?.detail ?? DEFAULT_DETAIL_LIMIT, export: input.limits?.export ?? DEFAULT_EXPORT_LIMIT },
  };
};

/** A grouping key of a report by its key. */
export const reportGroupKey = (definition: ReportDefinition, key: string): ReportGroupKey | undefined => definition.groups.find((g) => g.key === key);

/** The label of an option of a select key or column, in Polish (the spreadsheet's language and the report's order). */
export const optionLabelPl = (options: readonly SelectOption[], value: unknown): string | undefined => options.find((o) => o.id === value)?.label.pl;
