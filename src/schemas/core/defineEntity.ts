import type { DataField, FieldDef, LinesField } from './fields';
import type { EndpointSet } from './endpoints';
import type { Label } from './labels';

export type LayoutSection<K extends string = string> = { readonly title?: Label; readonly fields: readonly K[] };

/**
 * How an entity is named: `one` and `many` in lists, menus and messages; `create` is the create
 * screen's title, a whole noun phrase in each language's own grammar ("Nowa reklamacja", "Neuer
 * Kunde", "Nouvel utilisateur"), since "Utwórz Reklamacja" cannot be built from `one`. The edit
 * screen reads `one` with the record's representation ("Reklamacja REK/00001/2026").
 */
export type EntityLabel = { readonly one: Label; readonly many: Label; readonly create: Label };
export type SortOrder = 'ASC' | 'DESC';

export type EntityInput<F extends Record<string, FieldDef>> = {
  /** snake_case; keys the table, the access right and the i18n labels. */
  readonly name: string;
  readonly label: EntityLabel;
  /** Route path of the list screen, e.g. `reclcatalogs/reclreasons`; also the react-admin resource. */
  readonly menu: string;
  /** `false` for records shown inside another screen (a reclamation's costs): no menu entry. */
  readonly inMenu?: boolean;
  /** Access key checked on every call; defaults to the entity name. */
  readonly access?: string;
  /**
   * The spec's detail-screen path (`administration/users-access/user-detail`): it opens the
   * record named by `/:id` or `?id=`, or a new one without.
   */
  readonly detail?: string;
  readonly endpoints: EndpointSet;
  /** The field that names a record in references, titles and confirmations. */
  readonly recordRepresentation: keyof F & string;
  readonly fields: F;
  /** Form sections; by default one section with every writable field. */
  readonly layout?: readonly LayoutSection<keyof F & string>[];
  readonly defaultSort?: { readonly field: keyof F & string; readonly order: SortOrder };
  /**
   * `custom`: the server's table and routes are written by hand (users, access groups); the
   * client still builds views, labels and the menu from this schema. Default `generic`.
   */
  readonly storage?: 'generic' | 'custom';
  /** Whether a client user's access group (user_type 2) may hold this entity's right. */
  readonly clientAccess?: boolean;
  /**
   * The field holding the customer a record belongs to (`id` for the customer itself): client
   * users see and change only records of their groups' customers.
   */
  readonly customerScope?: keyof F & string;
  /**
   * The fields naming the users a record belongs to (a note's recipient and sender): everyone, the
   * administrators too, sees and changes only the records one of them names.
   */
  readonly userScope?: readonly (keyof F & string)[];
  /**
   * Whether its list edits a row in place (double-click or Enter) and adds rows there. By default
   * on for a dictionary: a record the list holds whole (see `holdsWhole`).
   */
  readonly inlineEdit?: boolean;
};

/** An entity with every default filled in: what the server and the client read. */
export type EntityDef = {
  readonly name: string;
  readonly label: EntityLabel;
  readonly menu: string;
  readonly inMenu: boolean;
  readonly access: string;
  readonly detail?: string;
  readonly endpoints: EndpointSet;
  readonly recordRepresentation: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  readonly layout: readonly LayoutSection[];
  readonly defaultSort: { readonly field: string; readonly order: SortOrder };
  readonly storage: 'generic' | 'custom';
  readonly clientAccess: boolean;
  readonly customerScope?: string;
  readonly userScope?: readonly string[];
  readonly inlineEdit: boolean;
};

/**
 * A dictionary's shape: a record its list row holds whole. Its own table and routes, no detail
 * screen of its own, no lines, structured or long values, no owner that scopes it, and every
 * required field among the list's columns, so that a row typed in the list is a whole record.
 */
const holdsWhole = <F extends Record<string, FieldDef>>(input: EntityInput<F>): boolean =>
  (input.storage ?? 'generic') === 'generic' &&
  !input.detail &&
  !input.customerScope &&
  !input.userScope &&
  Object.values<FieldDef>(input.fields).every((field) => field.type !== 'lines' && field.type !== 'json' && field.type !== 'longText' && (field.type === 'id' || field.readOnly || !field.required || field.inList));

/**
 * Describes an entity once; the server builds its table, validation and routes from it and the
 * client its views, filters, labels and menu entry.
 *
 * @example
 * export const reclamationReason = defineEntity({
 *   name: 'reclamation_reason',
 *   label: { one: {...}, many: {...} },
 *   menu: 'reclcatalogs/reclreasons',
 *   endpoints: verbEndpoints('reclamationreason'),
 *   recordRepresentation: 'description',
 *   fields: { id: { type: 'id' }, description: { type: 'text', label: common.description, required: true } },
 * });
 */
export const defineEntity = <F extends Record<string, FieldDef>>(input: EntityInput<F>): EntityDef => {
  const dataKeys = Object.keys(input.fields).filter((key) => {
    const field = input.fields[key];
    return field.type !== 'id' && !field.readOnly;
  });
  return {
    ...input,
    access: input.access ?? input.name,
    inMenu: input.inMenu ?? true,
    layout: input.layout ?? [{ fields: dataKeys as (keyof F & string)[] }],
    defaultSort: input.defaultSort ?? { field: 'id', order: 'ASC' },
    storage: input.storage ?? 'generic',
    clientAccess: input.clientAccess ?? false,
    inlineEdit: input.inlineEdit ?? holdsWhole(input),
  };
};

/** The fields a request body may carry: every field but the id and read-only ones. */
export const writableFields = (entity: EntityDef): [string, DataField][] =>
  Object.entries(entity.fields).filter(
    (entry): entry is [string, DataField] => entry[1].type !== 'id' && !entry[1].readOnly,
  );

/** Data fields (all but the id). */
export const dataFields = (entity: EntityDef): [string, DataField][] =>
  Object.entries(entity.fields).filter((entry): entry is [string, DataField] => entry[1].type !== 'id');

/** Data fields stored in the record's own table: all but the id and its lines. */
export const columnFields = (entity: EntityDef): [string, Exclude<DataField, LinesField>][] =>
  dataFields(entity).filter((entry): entry is [string, Exclude<DataField, LinesField>] => entry[1].type !== 'lines');

/** The record's `lines` fields: child rows in tables of their own. */
export const linesFields = (entity: EntityDef): [string, LinesField][] =>
  dataFields(entity).filter((entry): entry is [string, LinesField] => entry[1].type === 'lines');

/** Columns of the list view, in field order. */
export const listFields = (entity: EntityDef): string[] =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.inList)
    .map(([key]) => key);
