import type { Label } from './labels';
import type { MessageCode } from './messages';

/** How a list filter matches a field: free text, exact value, or a from–to range. */
export type FilterKind = 'q' | 'eq' | 'range';

type FieldBase = {
  label: Label;
  /** Must be filled on create; an update may leave it out but never clear it. */
  required?: boolean;
  /** Shown as a column of the list view. */
  inList?: boolean;
  /**
   * A list column the column chooser offers but leaves hidden until a user shows it (one that is
   * empty in most records, such as a reclamation's decision before it is taken).
   */
  hiddenByDefault?: boolean;
  /** A line field's column in its record's lines grid: by default texts and references wide, the others narrow. */
  width?: 'wide' | 'narrow';
  filter?: FilterKind;
  /** Set by the server only (never taken from a request body). */
  readOnly?: boolean;
  unique?: boolean;
  /** Looked up by value (a task's number, which its numerator checks before handing one out): the column gets an index. */
  indexed?: boolean;
  /** Shown only in forms and the detail view. */
  help?: Label;
  /** The message of a required field left empty, where the spec words it (spec §5 "Customer not filled!"); default `required`. */
  requiredMessage?: MessageCode;
};

export type IdField = { type: 'id'; label?: Label; inList?: boolean };
/**
 * `formula`: an arithmetic formula of the configurator (checked by its parser, `sales/formula.ts`);
 * `identifier`: a name a formula may use (`area`, `glass_uw`); `image`: the address of a picture
 * (shown as a thumbnail).
 */
export type TextField = FieldBase & { type: 'text'; maxLength?: number; minLength?: number; default?: string; format?: 'email' | 'color' | 'postCode' | 'formula' | 'identifier' | 'image' };
/**
 * `stages` / `stageSettings`: a business process's stages or the editor's positions of them, as the
 * spec sends them, text wrapping an object with an array field (`{"stages":[…]}`,
 * `{"stageSettingsList":[…]}`; read and checked by `bp/graph.ts`).
 */
export type LongTextField = FieldBase & { type: 'longText'; maxLength?: number; default?: string; format?: 'stages' | 'stageSettings' | 'emailList' };
export type NumberField = FieldBase & { type: 'number'; integer?: boolean; min?: number; max?: number; default?: number; /** at most this many decimal places */ decimals?: number };
export type MoneyField = FieldBase & { type: 'money'; min?: number; max?: number; default?: number };
export type BooleanField = FieldBase & { type: 'boolean'; default?: boolean };
export type DateField = FieldBase & { type: 'date'; default?: 'today' };
export type DateTimeField = FieldBase & { type: 'datetime'; default?: 'now' };
export type SelectOption = { readonly id: string | number; readonly label: Label };
export type SelectField = FieldBase & {
  type: 'select';
  options: readonly SelectOption[];
  default?: string | number;
  /** Other codes taken on input (a body or a list filter) for an option, stored and answered as that option's id. */
  aliases?: Readonly<Record<string, string | number>>;
};
export type ReferenceField = FieldBase & {
  type: 'reference';
  target: string;
  /** id of the target record a new record starts with */
  default?: number;
  /**
   * `cascade`: the record belongs to its target and goes with it (a reclamation's costs); `set null`:
   * the link is dropped when the target goes (an order made from an offer request). Default `restrict`.
   */
  onDelete?: 'restrict' | 'cascade' | 'set null';
  /** The target's fields a choice shows, joined by ' – ' (`['code', 'description']`); default its recordRepresentation. */
  shows?: readonly string[];
  /** An id of zero or less means none (spec §6: a task's executor or role "zero or less means unassigned"). */
  zeroIsNone?: boolean;
};
/** A stable identifier the database gives a record when it is created (spec §3 `uuid`): shown, never written. */
export type UuidField = FieldBase & { type: 'uuid' };
/**
 * How the items of a `json` list read as text where the value is shown: each item's `name` and
 * `value` (paths into the item, `param.name`; `decimals` reads the value as a number with that many
 * places) joined by ': ', the items by `separator`.
 */
export type JsonItemText = { name: string; value: string; decimals?: number; separator: string };
/**
 * A structured value kept whole with its record (a configured order line's chosen parameters): a
 * list of at most `max` objects, validated in depth by the route that owns it. It reads as
 * `itemText` says, else as its JSON.
 */
export type JsonField = FieldBase & { type: 'json'; max: number; itemText?: JsonItemText };
/** Polish tax identification number: ten digits with a checksum. */
export type NipField = FieldBase & { type: 'nip' };
/**
 * A secret that is written, never read back: required only when a record is created; left
 * blank on an update it stays unchanged. Only entities with `storage: 'custom'` hold one.
 */
export type PasswordField = FieldBase & { type: 'password' };

/** What a line of a `lines` field may hold: plain values and references. */
export type LineValueField = TextField | LongTextField | NumberField | MoneyField | BooleanField | DateField | DateTimeField | SelectField | ReferenceField | NipField | JsonField;

/**
 * A record's child rows (a reclamation's positions, an order's lines): kept in their own table,
 * validated with the record and saved with it in one transaction (the lines sent replace the
 * stored ones), edited in the form as a grid and shown read-only in the detail view.
 */
export type LinesField = FieldBase & {
  type: 'lines';
  /** The lines' table (snake_case). */
  table: string;
  /** Its column holding the record's id (the lines go with the record). */
  parentKey: string;
  /** Its column holding a line's place: the lines are numbered from 0 in the order they are sent. */
  orderKey: string;
  /** A line's own fields, in the order of the grid's columns. */
  fields: Readonly<Record<string, LineValueField>>;
  /** At most this many lines: a longer list is a 400 `tooManyItems`. */
  max: number;
  /** The record's flag that, when `false`, says its lines may no longer change (shown read-only). */
  editableFlag?: string;
};

/** Whether a record lets its lines change (a `lines` field may name a flag that locks them). */
export const linesEditable = (field: LinesField, record: Readonly<Record<string, unknown>> | undefined): boolean =>
  field.editableFlag === undefined || record?.[field.editableFlag] !== false;

export type FieldDef =
  | IdField
  | TextField
  | LongTextField
  | NumberField
  | MoneyField
  | BooleanField
  | DateField
  | DateTimeField
  | SelectField
  | ReferenceField
  | NipField
  | UuidField
  | JsonField
  | PasswordField
  | LinesField;

export type FieldType = FieldDef['type'];
export type DataField = Exclude<FieldDef, IdField>;

export const MIN_PASSWORD_LENGTH = 8;

/** Upper bounds the database enforces for text kinds when a schema names none. */
export const DEFAULT_MAX_LENGTH = { text: 255, longText: 10_000 } as const;
/** Largest amount a money column holds: numeric(14,2). */
export const MONEY_MAX = 999_999_999_999.99;

/** camelCase field key -> snake_case column name. */
export const columnName = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A select field's value with an alias taken as the option it names (any other value as it is). */
export const selectAlias = (field: SelectField, value: unknown): unknown =>
  (typeof value === 'string' || typeof value === 'number') && field.aliases && Object.hasOwn(field.aliases, value) ? field.aliases[value] : value;

/** Whether a select field stores numbers (all options numeric) or text. */
export const selectIsNumeric = (field: SelectField): boolean => field.options.every((o) => typeof o.id === 'number');
