import { randomBytes, randomUUID } from 'node:crypto';
import type { DataField, EntityDef, Locale, Operation } from '../../src/schemas/core';
import { DEFAULT_MAX_LENGTH, idInPath, isValidNip, labelText, selectIsNumeric, writableFields } from '../../src/schemas/core';
import { entityByName, registry } from '../../src/schemas/registry';
import type { Api, ApiResponse, Row } from './testApp';

/**
 * Calls to an entity through the endpoints its schema declares, whatever their dialect:
 * the id goes in the path when the endpoint has `:id`, else in the body.
 */
export const entityCalls = (client: Api, entity: EntityDef) => {
  const url = (operation: Operation, id?: number | string) => {
    const { path } = entity.endpoints[operation];
    return `/api${id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)))}`;
  };
  const send = <T>(operation: Operation, options: { id?: number | string; body?: unknown; query?: string; headers?: Record<string, string> } = {}) => {
    const endpoint = entity.endpoints[operation];
    const inPath = idInPath(endpoint);
    let body = options.body;
    if (!inPath && options.id !== undefined) {
      body = { ...(typeof body === 'object' && body !== null ? body : {}), id: options.id };
    }
    const target = `${url(operation, inPath ? options.id : undefined)}${options.query ? `?${options.query}` : ''}`;
    return client.call<T>(endpoint.method, target, { body, headers: options.headers });
  };
  return {
    url,
    send,
    /** The whole list (no paging), ordered by id so two snapshots compare. */
    all: async (): Promise<Row[]> => {
      const res = await send<{ responseData: Row[] }>('list', { query: 'sort=id&order=ASC' });
      if (res.status !== 200) throw new Error(`List of ${entity.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.responseData;
    },
    list: <T>(query?: string) => send<T>('list', { query }),
    getOne: <T>(id: number | string) => send<T>('getOne', { id }),
    create: <T>(body: unknown, headers?: Record<string, string>) => send<T>('create', { body, headers }),
    update: <T>(id: number | string | undefined, body: unknown, headers?: Record<string, string>) => send<T>('update', { id, body, headers }),
    remove: <T>(id: number | string | undefined) => send<T>('delete', { id }),
  };
};

/**
 * Every entity whose routes take a record as its schema describes it, so a record built from the
 * fields alone is one they accept. An outgoing e-mail takes the composer's body (its hook: an
 * account the caller may use, a record it is about, attachments) and is tested by
 * outgoingEmail.test.ts.
 */
export const genericEntities = registry.filter((entity) => entity.name !== 'outgoing_email');

/** Creates a row and answers it; throws (with the server's answer) when the server refuses. */
export const createRow = async (client: Api, entity: EntityDef, body: Record<string, unknown>): Promise<Row> => {
  const res: ApiResponse<{ responseData: Row }> = await entityCalls(client, entity).create(body);
  if (res.status !== 200) throw new Error(`Create ${entity.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.responseData;
};

/** The label of a field in a language (the key itself for the id, which may have none). */
export const fieldLabel = (entity: EntityDef, key: string, locale: Locale = 'pl'): string => {
  const label = entity.fields[key]?.label;
  return label ? labelText(label, locale) : key;
};

let counter = 0;
/** A short token no other call of this run produces (letters and digits only). */
export const uniqueToken = (): string => `${(counter++).toString(36)}${randomBytes(3).toString('hex')}`;

/** A valid Polish NIP not given out before in this run. */
export const validNip = (): string => {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from(randomBytes(9), (b, i) => (i === 0 ? 1 + (b % 9) : b % 10));
    const check = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    if (check === 10) continue;
    const nip = [...digits, check].join('');
    if (isValidNip(nip)) return nip;
  }
};

/** A text of exactly `length` characters that starts with a unique token. */
const textOf = (length: number, min = 1) => {
  const token = `t${uniqueToken()}`;
  return token.padEnd(Math.max(min, Math.min(length, token.length)), 'x').slice(0, length);
};

export const maxLengthOf = (field: Extract<DataField, { type: 'text' | 'longText' }>): number => field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];

/**
 * A valid record of an entity, built from its field definitions only. `variant` 1 gives other
 * values than 0 (for updates). Unique selects take an option no other row holds; references an
 * existing row of their target, read through the target's own list endpoint.
 */
export const buildRecord = async (
  client: Api,
  entity: EntityDef,
  variant: 0 | 1 = 0,
  options: { selfId?: number } = {},
): Promise<Record<string, unknown>> => {
  const record: Record<string, unknown> = {};
  for (const [key, field] of writableFields(entity)) record[key] = await valueFor(client, entity, key, field, variant, options);
  return record;
};

/** A valid value of one field (a record's lines: one line, its fields built the same way). */
const valueFor = async (client: Api, entity: EntityDef, key: string, field: DataField, variant: 0 | 1, options: { selfId?: number }): Promise<unknown> => {
  switch (field.type) {
    case 'text':
      if (field.format === 'email') return `u${uniqueToken()}@example.pl`;
      if (field.format === 'color') return variant === 0 ? '#112233' : '#a0b0c0';
      if (field.format === 'postCode') return variant === 0 ? '61-001' : '00-950';
      return textOf(Math.min(maxLengthOf(field), 24), field.minLength);
    case 'longText':
      if (field.format === 'stages') return '{"stages":[]}';
      if (field.format === 'stageSettings') return '{"stageSettingsList":[]}';
      if (field.format === 'emailList') return `u${uniqueToken()}@example.pl, Anna Nowak <a${uniqueToken()}@example.pl>`;
      return `${textOf(20)} ${variant === 0 ? 'pierwsza wersja' : 'druga wersja'}`;
    case 'nip':
      return validNip();
    case 'password':
      return variant === 0 ? 'Pierwsze-haslo-1' : 'Drugie-haslo-2';
    case 'number': {
      const wanted = variant === 0 ? 3 : 5;
      const value = Math.min(Math.max(wanted, field.min ?? wanted), field.max ?? wanted);
      return field.integer ? value : value + 0.25;
    }
    case 'money':
      return variant === 0 ? 12.5 : 99.99;
    case 'boolean':
      return variant === 0;
    case 'date':
      return variant === 0 ? '2026-01-31' : '2026-02-28';
    case 'datetime':
      return variant === 0 ? '2026-01-31T10:00:00.000Z' : '2026-02-28T16:30:00.000Z';
    case 'select': {
      const rows = field.unique ? await entityCalls(client, entity).all() : [];
      const taken = new Set(rows.filter((r) => r.id !== options.selfId).map((r) => r[key]));
      const free = field.options.map((o) => o.id).filter((id) => !field.unique || !taken.has(id));
      if (free.length === 0) throw new Error(`${entity.name}.${key}: every option is taken`);
      const value = variant === 0 ? free[0] : free[free.length - 1];
      if (selectIsNumeric(field) && typeof value !== 'number') throw new Error(`${entity.name}.${key}: numeric select`);
      return value;
    }
    case 'reference': {
      const target = entityByName(field.target);
      // Each row needs a target of its own: make one.
      if (field.unique) return (await createRow(client, target, await buildRecord(client, target, variant))).id;
      let targets = await entityCalls(client, target).all();
      // No row to point at yet: make one.
      if (targets.length === 0) targets = [await createRow(client, target, await buildRecord(client, target, 0))];
      return (variant === 0 ? targets[0] : targets[targets.length - 1]).id;
    }
    case 'uuid':
      return randomUUID();
    case 'json':
      return [];
    case 'lines': {
      const line: Record<string, unknown> = {};
      // A line's read-only fields (its sums) are the server's to fill.
      for (const [lineKey, lineField] of Object.entries(field.fields)) if (!lineField.readOnly) line[lineKey] = await valueFor(client, entity, lineKey, lineField, variant, options);
      return variant === 0 ? [line] : [line, line];
    }
  }
};

/**
 * The part of a returned row the schema describes (id, fields, time stamps): hand-stored
 * entities may add lists (an access group's settings) that a list row does not carry.
 */
export const schemaPart = (entity: EntityDef, row: Row): Row => ({
  id: row.id,
  ...Object.fromEntries(Object.entries(row).filter(([key]) => (key in entity.fields && entity.fields[key].type !== 'lines') || key === 'createdAt' || key === 'updatedAt')),
});

/** A record's lines as sent: each returned line carries the fields its sent line had, in order. */
export const expectLines = (returned: unknown, sent: unknown, what: string) => {
  const lines = returned as Row[];
  const wanted = sent as Record<string, unknown>[];
  if (lines.length !== wanted.length) throw new Error(`${what}: ${lines.length} lines came back, ${wanted.length} were sent`);
  wanted.forEach((line, index) => {
    for (const [key, value] of Object.entries(line)) {
      // Compared as JSON: a line may carry a structured value (a configuration).
      if (JSON.stringify(lines[index][key]) !== JSON.stringify(value)) throw new Error(`${what}: line ${index + 1}.${key} is ${JSON.stringify(lines[index][key])}, sent ${JSON.stringify(value)}`);
    }
  });
};

/** A value of the wrong JSON type for a field: a number where text is expected, a string elsewhere. */
export const wrongTypeValue = (field: DataField): unknown => {
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'nip':
    case 'password':
    case 'date':
    case 'datetime':
      return 12345;
    case 'select':
      return selectIsNumeric(field) ? 'abc' : 12345;
    case 'number':
    case 'money':
    case 'reference':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'uuid':
      return 12345;
    case 'json':
    case 'lines':
      return 'abc';
  }
};
