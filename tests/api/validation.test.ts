import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntityDef } from '../../src/schemas/core';
import { defaultRecord, formatMessage, idInPath, writableFields } from '../../src/schemas/core';
import { buildRecord, createRow, genericEntities, entityCalls, fieldLabel, maxLengthOf, wrongTypeValue } from '../support/entities';
import type { Api, ApiResponse, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

// One database for the whole file: every entity's block below cleans up after itself.
let shared: Promise<TestApp> | undefined;
const sharedApp = () => (shared ??= createTestApp());
afterAll(async () => {
  await (await shared)?.close();
});

/** The error envelope with the status in the body too. */
const expectError = (res: ApiResponse<ErrorBody>, status: number, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.body, what).toMatchObject({ httpStatus: status, message: expect.any(String), errors: expect.any(Array) });
  expect(res.body.message, what).not.toBe('');
};

/** A 400 that names the field: in `errors` and, with its label, in the message. */
const expectFieldError = (res: ApiResponse<ErrorBody>, entity: EntityDef, key: string, what: string, code?: string) => {
  expectError(res, 400, what);
  expect(res.body.errors.length, what).toBeGreaterThan(0);
  expect(res.body.errors[0].path, what).toBe(key);
  if (code) expect(res.body.errors.map((e) => e.code), what).toContain(code);
  for (const error of res.body.errors) expect(error.message, what).not.toBe('');
  expect(res.body.message, what).toBe(`${fieldLabel(entity, key)}: ${res.body.errors[0].message}`);
};

describe.each(genericEntities.map((entity) => ({ name: entity.name, entity })))('bad input to $name', ({ entity }) => {
  let t: TestApp;
  let client: Api;
  let calls: ReturnType<typeof entityCalls>;
  let target: Row;
  let before: Row[];

  beforeAll(async () => {
    t = await sharedApp();
    client = api(t.app, await t.login());
    calls = entityCalls(client, entity);
    target = await createRow(client, entity, await buildRecord(client, entity, 0));
  });
  afterAll(async () => {
    await calls.remove(target.id);
  });
  beforeEach(async () => {
    before = await calls.all();
  });
  // Whatever was refused, nothing changed: the same rows, the target row included.
  afterEach(async () => {
    expect(await calls.all()).toEqual(before);
  });

  it('wrong JSON types are refused on create and update, naming the field', async () => {
    const valid = await buildRecord(client, entity, 0, { selfId: target.id });
    for (const [key, field] of writableFields(entity)) {
      const wrong = wrongTypeValue(field);
      expectFieldError(await calls.create({ ...valid, [key]: wrong }), entity, key, `create ${key}=${JSON.stringify(wrong)}`);
      expectFieldError(await calls.update(target.id, { [key]: wrong }), entity, key, `update ${key}=${JSON.stringify(wrong)}`);
    }
  });

  it('a create without a required field is refused, and an update may not clear one', async () => {
    const valid = await buildRecord(client, entity, 0, { selfId: target.id });
    const required = writableFields(entity).filter(([, field]) => field.required);
    expect(required.length).toBeGreaterThan(0);
    for (const [key, field] of required) {
      const { [key]: _, ...rest } = valid;
      // A field may word its own message for being empty (an order's customer: "Customer not filled!").
      const requiredCode = field.requiredMessage ?? 'required';
      // A required field with a default takes it when left out; only an explicit null is refused.
      if (!('default' in field && field.default !== undefined)) {
        expectFieldError(await calls.create(rest), entity, key, `create without ${key}`, requiredCode);
      }
      expectFieldError(await calls.create({ ...valid, [key]: null }), entity, key, `create with ${key}=null`, requiredCode);
      // A blank password on an update means "keep the current one" (see the password field type).
      if (entity.fields[key].type !== 'password') {
        expectFieldError(await calls.update(target.id, { [key]: null }), entity, key, `update ${key}=null`, requiredCode);
      }
    }
    // An empty body names every required field that has no default.
    const withoutDefault = required.filter(([, field]) => !('default' in field && field.default !== undefined));
    if (withoutDefault.length > 0) {
      const empty = await calls.create<ErrorBody>({});
      expectError(empty, 400, 'empty body');
      expect(empty.body.errors.map((e) => e.path).sort()).toEqual(withoutDefault.map(([key]) => key).sort());
    } else {
      // Every required field has a default: an empty body makes a record of defaults alone.
      const made = await calls.create<OkBody<Row>>({});
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      for (const [key] of required) expect(made.body.responseData[key], key).toEqual(defaultRecord(entity)[key]);
      expect((await calls.remove(made.body.responseData.id)).status).toBe(200);
    }
  });

  it('values outside a field\'s rules are refused with the rule\'s message', async () => {
    const valid = await buildRecord(client, entity, 0, { selfId: target.id });
    const cases: [string, unknown, string][] = [];
    for (const [key, field] of writableFields(entity)) {
      if (field.type === 'text' && field.format === 'email') cases.push([key, 'not-an-address', 'invalidEmail']);
      if (field.type === 'text' && field.format === 'color') cases.push([key, 'red', 'invalidColor']);
      if (field.type === 'text' && field.required) cases.push([key, '   ', 'required']);
      if (field.type === 'select') cases.push([key, typeof field.options[0].id === 'number' ? -999 : 'no-such-option', 'invalidChoice']);
      if (field.type === 'nip') cases.push([key, '1234567890', 'invalidNip']);
      if (field.type === 'date') cases.push([key, '2026-02-30', 'invalidDate']);
      if (field.type === 'money') cases.push([key, 12.345, 'moneyScale']);
      if (field.type === 'number' && field.integer) cases.push([key, 2.5, 'notInteger']);
      if ((field.type === 'number' || field.type === 'money') && field.min !== undefined) cases.push([key, field.min - 1, 'tooSmall']);
      if ((field.type === 'number' || field.type === 'money') && field.max !== undefined) cases.push([key, field.max + 1, 'tooBig']);
      // A reference where zero or less means none (a task's executor) takes 0: tests/api/workflow.test.ts.
      if (field.type === 'reference' && !field.zeroIsNone) cases.push([key, 0, 'tooSmallExclusive']);
    }
    for (const [key, value, code] of cases) {
      const what = `${key}=${JSON.stringify(value)}`;
      expectFieldError(await calls.create({ ...valid, [key]: value }), entity, key, `create ${what}`, code);
      expectFieldError(await calls.update(target.id, { [key]: value }), entity, key, `update ${what}`, code);
    }
  });

  it('text with a NUL character (which PostgreSQL cannot store) gets 400, not 500', async () => {
    const valid = await buildRecord(client, entity, 0, { selfId: target.id });
    for (const [key, field] of writableFields(entity)) {
      if (field.type !== 'text' && field.type !== 'longText' && field.type !== 'nip') continue;
      const value = field.type === 'nip' ? '526025\u00000995' : 'a\u0000b';
      expectFieldError(await calls.create({ ...valid, [key]: value }), entity, key, `create ${key} with NUL`);
      expectFieldError(await calls.update(target.id, { [key]: value }), entity, key, `update ${key} with NUL`);
    }
  });

  it('text one character over its maximum length is refused', async () => {
    const valid = await buildRecord(client, entity, 0, { selfId: target.id });
    for (const [key, field] of writableFields(entity)) {
      if (field.type !== 'text' && field.type !== 'longText') continue;
      const max = maxLengthOf(field);
      const long = 'x'.repeat(max + 1);
      const message = formatMessage('tooLong', 'pl', { max });
      const created = await calls.create<ErrorBody>({ ...valid, [key]: long });
      expectFieldError(created, entity, key, `create ${key} of ${max + 1}`, 'tooLong');
      expect(created.body.errors[0].message).toBe(message);
      expectFieldError(await calls.update(target.id, { [key]: long }), entity, key, `update ${key} of ${max + 1}`, 'tooLong');
    }
  });

  it('a malformed JSON body or a body that is not an object gets 400', async () => {
    for (const what of ['create', 'update'] as const) {
      const url = calls.url(what, what === 'update' && idInPath(entity.endpoints.update) ? target.id : undefined);
      const method = entity.endpoints[what].method;
      const bad = await client.call<ErrorBody>(method, url, { raw: '{bad' });
      expectError(bad, 400, `${what} {bad`);
      expect(bad.body.code).toBe('malformedJson');
      expect(bad.body.message).toBe(formatMessage('malformedJson', 'pl'));
      const list = await client.call<ErrorBody>(method, url, { raw: '[1,2]' });
      expectError(list, 400, `${what} [1,2]`);
    }
  });

  it('an unknown id gets 404 on get-one, update and delete', async () => {
    const valid = await buildRecord(client, entity, 1, { selfId: target.id });
    for (const res of [await calls.getOne<ErrorBody>(999999), await calls.update<ErrorBody>(999999, valid), await calls.remove<ErrorBody>(999999)]) {
      expectError(res, 404, 'id 999999');
      expect(res.body.code).toBe('notFound');
      expect(res.body.message).toBe(formatMessage('notFound', 'pl'));
    }
  });

  it('an id that is not a number gets 400 naming the id', async () => {
    const valid = await buildRecord(client, entity, 1, { selfId: target.id });
    for (const [what, res] of [
      ['get-one', await calls.getOne<ErrorBody>('abc')],
      ['update', await calls.update<ErrorBody>('abc', valid)],
      ['delete', await calls.remove<ErrorBody>('abc')],
      ['get-one 1.5', await calls.getOne<ErrorBody>('1.5')],
      ['delete -1', await calls.remove<ErrorBody>(-1)],
      ['get-one beyond int4', await calls.getOne<ErrorBody>('2147483648')],
    ] as const) {
      expectError(res, 400, what);
      expect(res.body.errors[0], what).toMatchObject({ path: 'id', code: 'invalid' });
      expect(res.body.message, what).toContain('id');
    }
    // With the id in the body, leaving it out is refused too.
    for (const operation of ['update', 'delete'] as const) {
      if (idInPath(entity.endpoints[operation])) continue;
      const res = await calls.send<ErrorBody>(operation, { body: operation === 'update' ? valid : {} });
      expectError(res, 400, `${operation} without id`);
      expect(res.body.errors[0]).toMatchObject({ path: 'id', code: 'required' });
    }
  });
});
