import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef, ReferenceField } from '../../src/schemas/core';
import { dataFields, formatMessage, writableFields } from '../../src/schemas/core';
import { entityByName, registry } from '../../src/schemas/registry';
import { buildRecord, createRow, genericEntities, entityCalls, expectLines, fieldLabel, schemaPart, validNip } from '../support/entities';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

const expectError = (res: { status: number; body: ErrorBody }, status: number) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ httpStatus: status, message: expect.any(String), errors: expect.any(Array) });
  expect(res.body.message).not.toBe('');
};

/** The stored values of a record equal what was sent. */
/** The row carries what was sent, except write-only fields (passwords), which never come back. */
const expectRecord = (entity: EntityDef, row: Row, sent: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(sent)) {
    if (entity.fields[key]?.type === 'password') expect(row, key).not.toHaveProperty(key);
    else if (entity.fields[key]?.type === 'lines') expectLines(row[key], value, `${entity.name}.${key}`);
    else expect(row[key], key).toEqual(value);
  }
};

const generic = genericEntities;

const referenceFields = generic.flatMap((entity) =>
  dataFields(entity)
    // A read-only reference (an order's author) is the server's to set.
    .filter((entry): entry is [string, ReferenceField] => entry[1].type === 'reference' && !entry[1].readOnly)
    .map(([key, field]) => ({ entity, key, target: entityByName(field.target) })),
);
const uniqueFields = generic.flatMap((entity) =>
  writableFields(entity)
    .filter(([, field]) => field.unique)
    .map(([key]) => ({ entity, key })),
);
const nipFields = generic.flatMap((entity) =>
  writableFields(entity)
    .filter(([, field]) => field.type === 'nip')
    .map(([key]) => ({ entity, key })),
);
/** Entities with a free-text search over a plain text field that takes any characters. */
const searchable = generic.flatMap((entity) => {
  const field = writableFields(entity).find(([, f]) => f.filter === 'q' && f.type === 'text' && !f.format && (f.maxLength ?? 255) >= 20);
  return field ? [{ entity, key: field[0] }] : [];
});

describe('dictionaries through their spec endpoints', () => {
  let t: TestApp;
  let client: Api;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app, await t.login());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every entity of the registry', () => {
    expect(registry.length).toBeGreaterThanOrEqual(15);
    expect(referenceFields.length).toBeGreaterThan(0);
    expect(uniqueFields.length).toBeGreaterThan(0);
    expect(nipFields.length).toBeGreaterThan(0);
    expect(searchable.length).toBeGreaterThan(0);
  });

  it.each(generic.map((entity) => ({ name: entity.name, entity })))('$name: create, get, list, update and delete', async ({ entity }) => {
    const calls = entityCalls(client, entity);
    const before = await calls.all();

    const sent = await buildRecord(client, entity, 0);
    const created = await calls.create<OkBody<Row>>(sent);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.httpStatus).toBe(200);
    const row = schemaPart(entity, created.body.responseData);
    expect(row.id).toEqual(expect.any(Number));
    expectRecord(entity, created.body.responseData, sent);

    const one = await calls.getOne<OkBody<Row>>(row.id);
    expect(one.status).toBe(200);
    expect(one.body.httpStatus).toBe(200);
    expect(schemaPart(entity, one.body.responseData)).toEqual(row);

    const plain = await calls.list<OkBody<Row[]>>();
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body.responseData)).toBe(true);
    expect(plain.body.responseData).toHaveLength(before.length + 1);
    expect(plain.body.responseData.map((r) => schemaPart(entity, r))).toContainEqual(row);

    const paged = await calls.list<OkBody<{ rows: Row[]; count: number }>>('page=1&limit=5');
    expect(paged.status).toBe(200);
    expect(paged.body.responseData.count).toBe(before.length + 1);
    expect(paged.body.responseData.rows).toHaveLength(Math.min(5, before.length + 1));
    const byId = await calls.list<OkBody<{ rows: Row[]; count: number }>>(`page=1&limit=5&filter=${encodeURIComponent(JSON.stringify({ id: row.id }))}`);
    expect(byId.body.responseData.count).toBe(1);
    expect(byId.body.responseData.rows.map((r) => schemaPart(entity, r))).toEqual([row]);

    const changes = await buildRecord(client, entity, 1, { selfId: row.id });
    const updated = await calls.update<OkBody<Row>>(row.id, changes);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.responseData.id).toBe(row.id);
    expectRecord(entity, updated.body.responseData, changes);
    const reread = await calls.getOne<OkBody<Row>>(row.id);
    expect(reread.body.responseData).toEqual(updated.body.responseData);

    const removed = await calls.remove<OkBody<Row>>(row.id);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.responseData.id).toBe(row.id);
    const gone = await calls.getOne<ErrorBody>(row.id);
    expectError(gone, 404);
    expect(gone.body.message).toBe(formatMessage('notFound', 'pl'));
    expect(await calls.all()).toEqual(before);
  });

  it.each(generic.map((entity) => ({ name: entity.name, entity })))('$name: an update changes only the fields it carries', async ({ entity }) => {
    const calls = entityCalls(client, entity);
    const row = await createRow(client, entity, await buildRecord(client, entity, 0));
    const [key] = writableFields(entity).find(([, f]) => f.type === 'text' && !f.format && !f.unique) ?? writableFields(entity)[0];
    const changes = await buildRecord(client, entity, 1, { selfId: row.id });
    const updated = await calls.update<OkBody<Row>>(row.id, { [key]: changes[key] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // A change of the value is the record's next version; the same value again changes nothing.
    const version = JSON.stringify(changes[key]) === JSON.stringify(row[key]) ? Number(row.version) : Number(row.version) + 1;
    const { updatedAt: _a, ...expected } = { ...row, [key]: changes[key], version };
    const { updatedAt: _b, ...actual } = updated.body.responseData;
    expect(actual).toEqual(expected);
    expect((await calls.remove(row.id)).status).toBe(200);
  });

  describe('unique values', () => {
    it.each(uniqueFields.map((u) => ({ ...u, name: `${u.entity.name}.${u.key}` })))('$name: a second row with the same value gets 409', async ({ entity, key }) => {
      const calls = entityCalls(client, entity);
      const first = await createRow(client, entity, await buildRecord(client, entity, 0));
      const before = await calls.all();

      // Every other value fresh (a unique select may have no free option left: then share the first's).
      const fresh = await buildRecord(client, entity, 0).catch(() => buildRecord(client, entity, 0, { selfId: first.id }));
      const res = await calls.create<ErrorBody>({ ...fresh, [key]: first[key] });
      expectError(res, 409);
      expect(res.body.errors[0]).toMatchObject({ path: key, code: 'duplicate' });
      expect(res.body.message).toBe(`${fieldLabel(entity, key)}: ${formatMessage('duplicate', 'pl')}`);
      expect(await calls.all()).toEqual(before);

      // The same through an update: another row takes the first one's value.
      const existing = before.find((r) => r.id !== first.id && r[key] !== null);
      const other = existing ?? (await createRow(client, entity, await buildRecord(client, entity, 0)));
      const rows = await calls.all();
      const clash = await calls.update<ErrorBody>(other.id, { [key]: first[key] });
      expectError(clash, 409);
      expect(clash.body.errors[0]).toMatchObject({ path: key, code: 'duplicate' });
      expect(clash.body.message).toBe(`${fieldLabel(entity, key)}: ${formatMessage('duplicate', 'pl')}`);
      expect(await calls.all()).toEqual(rows);

      for (const row of existing ? [first] : [first, other]) expect((await calls.remove(row.id)).status).toBe(200);
    });
  });

  describe('references', () => {
    it('a status group that statuses use cannot be deleted', async () => {
      const groups = entityCalls(client, entityByName('reclamation_status_group'));
      const statuses = await entityCalls(client, entityByName('reclamation_status')).all();
      const used = statuses.find((s) => s.statusGroupId !== null);
      expect(used).toBeDefined();
      const groupId = Number(used?.statusGroupId);
      const before = await groups.getOne<OkBody<Row>>(groupId);
      const res = await groups.remove<ErrorBody>(groupId);
      expectError(res, 409);
      expect(res.body.code).toBe('inUse');
      expect(res.body.message).toBe(formatMessage('inUse', 'pl'));
      const after = await groups.getOne<OkBody<Row>>(groupId);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before.body);
    });

    const restricting = referenceFields.filter((r) => (r.entity.fields[r.key] as ReferenceField).onDelete === undefined || (r.entity.fields[r.key] as ReferenceField).onDelete === 'restrict');
    const loose = referenceFields.filter((r) => (r.entity.fields[r.key] as ReferenceField).onDelete === 'set null');
    const owned = referenceFields.filter((r) => (r.entity.fields[r.key] as ReferenceField).onDelete === 'cascade');

    it.each(owned.map((r) => ({ ...r, name: `${r.entity.name}.${r.key}` })))('$name: a row owned by its target goes with it', async ({ entity, key, target }) => {
      const parent = await createRow(client, target, await buildRecord(client, target, 0));
      const child = await createRow(client, entity, { ...(await buildRecord(client, entity, 0)), [key]: parent.id });
      expect((await entityCalls(client, target).remove(parent.id)).status).toBe(200);
      expectError(await entityCalls(client, entity).getOne<ErrorBody>(child.id), 404);
    });

    it.each(loose.map((r) => ({ ...r, name: `${r.entity.name}.${r.key}` })))('$name: deleting the target only drops the link', async ({ entity, key, target }) => {
      const parent = await createRow(client, target, await buildRecord(client, target, 0));
      const child = await createRow(client, entity, { ...(await buildRecord(client, entity, 0)), [key]: parent.id });
      expect((await entityCalls(client, target).remove(parent.id)).status).toBe(200);
      const after = await entityCalls(client, entity).getOne<OkBody<Row>>(child.id);
      expect(after.status).toBe(200);
      expect(after.body.responseData[key]).toBeNull();
    });

    it.each(restricting.map((r) => ({ ...r, name: `${r.entity.name}.${r.key}` })))('$name: a referenced row cannot be deleted (409 inUse)', async ({ entity, key, target }) => {
      const parent = await createRow(client, target, await buildRecord(client, target, 0));
      const child = await createRow(client, entity, { ...(await buildRecord(client, entity, 0)), [key]: parent.id });
      const res = await entityCalls(client, target).remove<ErrorBody>(parent.id);
      expectError(res, 409);
      expect(res.body.code).toBe('inUse');
      expect(schemaPart(target, (await entityCalls(client, target).getOne<OkBody<Row>>(parent.id)).body.responseData)).toEqual(schemaPart(target, parent));
      // Once nothing refers to it any more, it goes.
      expect((await entityCalls(client, entity).remove(child.id)).status).toBe(200);
      expect((await entityCalls(client, target).remove(parent.id)).status).toBe(200);
    });

    it.each(referenceFields.map((r) => ({ ...r, name: `${r.entity.name}.${r.key}` })))('$name: a reference to a missing row gets 400 on the field', async ({ entity, key }) => {
      const calls = entityCalls(client, entity);
      const row = await createRow(client, entity, await buildRecord(client, entity, 0));
      const before = await calls.all();
      const created = await calls.create<ErrorBody>({ ...(await buildRecord(client, entity, 0)), [key]: 999999 });
      expectError(created, 400);
      expect(created.body.errors[0]).toMatchObject({ path: key, code: 'unknownReference' });
      expect(created.body.message).toBe(`${fieldLabel(entity, key)}: ${formatMessage('unknownReference', 'pl')}`);
      const updated = await calls.update<ErrorBody>(row.id, { [key]: 999999 });
      expectError(updated, 400);
      expect(updated.body.errors[0]).toMatchObject({ path: key, code: 'unknownReference' });
      expect(await calls.all()).toEqual(before);
      expect((await calls.remove(row.id)).status).toBe(200);
    });
  });

  describe('NIP', () => {
    it.each(nipFields.map((n) => ({ ...n, name: `${n.entity.name}.${n.key}` })))('$name: a wrong checksum gets 400; dashes and PL are accepted and dropped', async ({ entity, key }) => {
      const calls = entityCalls(client, entity);
      const before = await calls.all();
      const nip = validNip();
      const wrong = `${nip.slice(0, 9)}${(Number(nip[9]) + 1) % 10}`;
      const res = await calls.create<ErrorBody>({ ...(await buildRecord(client, entity, 0)), [key]: wrong });
      expectError(res, 400);
      expect(res.body.errors).toEqual([{ path: key, code: 'invalidNip', message: formatMessage('invalidNip', 'pl') }]);
      expect(res.body.message).toBe(`${fieldLabel(entity, key)}: ${formatMessage('invalidNip', 'pl')}`);
      expect(await calls.all()).toEqual(before);

      const typed = `PL ${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
      const ok = await calls.create<OkBody<Row>>({ ...(await buildRecord(client, entity, 0)), [key]: typed });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.responseData[key]).toBe(nip);
      expect((await calls.remove(ok.body.responseData.id)).status).toBe(200);
    });
  });

  describe('list queries', () => {
    /** Undo steps of `rowWith`, last first. */
    let undo: (() => Promise<unknown>)[] = [];
    const restore = async () => {
      for (const step of undo.reverse()) await step();
      undo = [];
    };
    afterEach(restore);
    /**
     * A row whose `key` holds `value`: a new one, or (when the entity cannot take another row,
     * e.g. every option of a unique select is used) an existing one changed for the test.
     */
    const rowWith = async (entity: EntityDef, key: string, value: string): Promise<Row> => {
      const calls = entityCalls(client, entity);
      const fresh = await buildRecord(client, entity, 0).catch(() => undefined);
      if (fresh) {
        const row = schemaPart(entity, await createRow(client, entity, { ...fresh, [key]: value }));
        undo.push(() => calls.remove(row.id));
        return row;
      }
      const existing = (await calls.all()).find((r) => !String(r[key]).startsWith('Qz'));
      expect(existing, `${entity.name}: a row to search for`).toBeDefined();
      const original = existing as Row;
      const res = await calls.update<OkBody<Row>>(original.id, { [key]: value });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      undo.push(() => calls.update(original.id, { [key]: original[key] }));
      return res.body.responseData;
    };

    it.each(generic.map((entity) => ({ name: entity.name, entity })))('$name: an unknown filter key, an unknown sort field and bad paging get 400', async ({ entity }) => {
      const calls = entityCalls(client, entity);
      const filter = await calls.list<ErrorBody>(`filter=${encodeURIComponent(JSON.stringify({ noSuchField: 1 }))}`);
      expectError(filter, 400);
      expect(filter.body.errors[0]).toMatchObject({ path: 'filter.noSuchField', code: 'unknownFilter' });
      expect(filter.body.message).toContain('noSuchField');

      const sort = await calls.list<ErrorBody>('sort=noSuchField&order=ASC');
      expectError(sort, 400);
      expect(sort.body.errors[0]).toMatchObject({ path: 'sort', code: 'unknownSort' });
      expect(sort.body.message).toContain('noSuchField');

      const order = await calls.list<ErrorBody>('sort=id&order=SIDEWAYS');
      expectError(order, 400);
      expect(order.body.errors[0]).toMatchObject({ path: 'order' });

      const malformed = await calls.list<ErrorBody>('filter=%7Bbad');
      expectError(malformed, 400);
      expect(malformed.body.errors[0]).toMatchObject({ path: 'filter', code: 'malformedJson' });

      for (const query of ['page=0&limit=5', 'page=1&limit=0', 'page=1&limit=100000', 'page=x&limit=5']) {
        const res = await calls.list<ErrorBody>(query);
        expectError(res, 400);
        expect(res.body.errors[0].path, query).toMatch(/^(page|limit)$/);
      }
    });

    it.each(generic.map((entity) => ({ name: entity.name, entity })))('$name: filter values and paging the database cannot take get 400, never 500', async ({ entity }) => {
      const calls = entityCalls(client, entity);
      const filterBy = (filter: Record<string, unknown>) => calls.list<ErrorBody>(`filter=${encodeURIComponent(JSON.stringify(filter))}`);
      const cases: [string, Record<string, unknown>][] = [
        ['id', { id: 99999999999 }],
        ['id', { id: 1.5 }],
        ['id', { id: [1, 'abc'] }],
      ];
      if (dataFields(entity).some(([, f]) => f.filter === 'q')) cases.push(['q', { q: 'a\u0000b' }]);
      for (const [key, field] of dataFields(entity)) {
        if (field.type === 'reference' || (field.type === 'number' && field.integer)) cases.push([key, { [key]: 1e20 }], [key, { [key]: 2.5 }]);
        if (field.type === 'text' || field.type === 'longText' || field.type === 'nip' || field.type === 'select') cases.push([key, { [key]: 'a\u0000b' }]);
        if (field.type === 'date' || field.type === 'datetime') cases.push([key, { [key]: 'not-a-date' }]);
        if (field.type === 'boolean') cases.push([key, { [key]: 'maybe' }]);
      }
      for (const [key, filter] of cases) {
        const res = await filterBy(filter);
        expectError(res, 400);
        expect(res.body.errors[0], JSON.stringify(filter)).toMatchObject({ path: `filter.${key}` });
      }
      for (const [query, path, code] of [
        ['page=1e300&limit=5', 'page', 'tooBig'],
        ['page=99999999999999&limit=5', 'page', 'tooBig'],
        ['page=1&limit=1.5', 'limit', 'notInteger'],
        ['page=1.5&limit=5', 'page', 'notInteger'],
      ] as const) {
        const res = await calls.list<ErrorBody>(query);
        expectError(res, 400);
        expect(res.body.errors[0], query).toMatchObject({ path, code });
      }
    });

    it.each(searchable.map((s) => ({ ...s, name: `${s.entity.name}.${s.key}` })))('$name: q finds a substring case-insensitively and takes % and _ literally', async ({ entity, key }) => {
      const calls = entityCalls(client, entity);
      const token = `Qz${Date.now().toString(36)}`;
      const [literal, lookalike] = [await rowWith(entity, key, `${token}a%b_c`), await rowWith(entity, key, `${token}aXbYc`)];
      const search = async (q: string) => {
        const res = await calls.list<OkBody<Row[]>>(`sort=id&order=ASC&filter=${encodeURIComponent(JSON.stringify({ q }))}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.responseData.map((r) => r.id);
      };
      // As they are now: a rule across rows (one default e-mail template of a kind) may have changed the first.
      const current = async (row: Row) => schemaPart(entity, (await calls.getOne<OkBody<Row>>(row.id)).body.responseData);
      const both = (await Promise.all([literal, lookalike].map(current))).sort((a, b) => a.id - b.id);
      expect(await search(token.toLowerCase())).toEqual(both.map((r) => r.id));
      expect(await search(`${token.toUpperCase()}AXB`)).toEqual([lookalike.id]);
      expect(await search(`${token}a%b`)).toEqual([literal.id]);
      expect(await search('%b_c')).toEqual([literal.id]);
      expect(await search(`${token}a_b`)).toEqual([]);
      expect(await search(`${token}%`)).toEqual([]);
      const paged = await calls.list<OkBody<{ rows: Row[]; count: number }>>(`page=1&limit=1&sort=id&order=ASC&filter=${encodeURIComponent(JSON.stringify({ q: token }))}`);
      expect(paged.body.responseData.count).toBe(2);
      expect(paged.body.responseData.rows.map((r) => schemaPart(entity, r))).toEqual([both[0]]);
    });
  });
});
