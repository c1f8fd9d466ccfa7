import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, MAX_INPUT_DEPTH } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import { roleGroupUsers, users } from '../../server/db/tables';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

// Each case here was a 500 once: the engine now refuses it with a 400 that names the problem.
describe('bad input the engine refuses for every route', () => {
  let t: TestApp;
  let admin: Api;
  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await t.login());
  });
  afterAll(async () => {
    await t?.close();
  });

  const listPaths = registry.map((entity) => entity.endpoints.list.path);

  it('prototype keys as sort or filter on every list are unknown names, not crashes', async () => {
    for (const path of listPaths) {
      for (const query of ['sort=__proto__', 'sort=constructor', 'sort=toString', `filter=${encodeURIComponent('{"__proto__":1}')}`, `filter=${encodeURIComponent('{"constructor":1}')}`, 'constructor=1']) {
        const res = await admin.get<ErrorBody>(`/api${path}?${query}`);
        expect([400, 200], `${path}?${query}`).toContain(res.status);
        if (query.startsWith('sort')) expect(res.body.errors[0], `${path}?${query}`).toMatchObject({ path: 'sort', code: 'unknownSort' });
        // The offer requests' list takes the spec's own `constructor` filter (the designer): read as an own key, it is that filter.
        if (path === '/customer_request' && query.includes('constructor') && query.startsWith('filter')) expect(res.status, `${path}?${query}`).toBe(200);
        else if (query.startsWith('filter')) expect(res.body.errors[0], `${path}?${query}`).toMatchObject({ code: 'unknownFilter' });
      }
    }
  });

  it('NUL and lone surrogates are invalidCharacter wherever they come: positions, history, variants, queries, paths', async () => {
    const reclamation = await admin.post<OkBody<Row>>('/api/createreclamation', { client_name: 'Jan', client_surname: 'Kowalski' });
    expect(reclamation.status, JSON.stringify(reclamation.body)).toBe(200);
    const id = reclamation.body.responseData.id;
    const cases: [string, string, unknown][] = [
      ['PUT', '/api/updatereclamation', { id, possitions: [{ reclamation_subject: 1, description: 'a\u0000b' }] }],
      ['POST', '/api/createreclamationhistoryevent', { reclamation_id: id, action_type: 2, description: 'x\uD800y' }],
      ['POST', '/api/reports/reclamations/variants', { name: 'Wariant\u0000', settings: {} }],
      ['POST', '/api/reports/reclamations/variants', { name: 'Wariant', settings: { note: '\uDC00' } }],
      ['POST', '/api/createreclamationtype', { description: 'ok', ['klucz\u0000']: 1 }],
      ['GET', `/api/getallreclamationtypes?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000' }))}`, undefined],
      ['GET', '/api/getreclamationtype/1%00', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await admin.call<ErrorBody>(method as 'GET', url, { body });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.errors.map((e) => e.code), `${method} ${url}`).toContain('invalidCharacter');
      expect(res.body.message).toContain(formatMessage('invalidCharacter', 'pl'));
    }
    const full = await admin.get<OkBody<{ possitions: unknown[]; history: unknown[] }>>(`/api/getreclamation/${id}`);
    expect(full.body.responseData.possitions).toHaveLength(0);
    expect(full.body.responseData.history).toHaveLength(1);
  });

  it('JSON nested 5,000 deep is a 400 tooDeep, and the server goes on', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    for (const url of ['/api/createreclamationtype', '/api/reports/reclamations', '/api/user/login']) {
      const res = await admin.call<ErrorBody>('POST', url, { raw: `{"description":${deep}}` });
      expect(res.status, url).toBe(400);
      expect(res.body.errors[0], url).toMatchObject({ code: 'tooDeep', message: formatMessage('tooDeep', 'pl', { max: MAX_INPUT_DEPTH }) });
    }
    expect((await admin.get('/api/getallreclamationtypes')).status).toBe(200);
  });

  it('a JSON body over 1 MB is a 413 that says so, and nothing is written', async () => {
    const before = (await admin.get<OkBody<Row[]>>('/api/getallreclamationtypes')).body.responseData.length;
    const res = await admin.call<ErrorBody>('POST', '/api/createreclamationtype', { raw: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ httpStatus: 413, code: 'bodyTooLarge', message: 'Treść żądania jest za duża: najwyżej 1 MB' });
    expect((await admin.get<OkBody<Row[]>>('/api/getallreclamationtypes')).body.responseData).toHaveLength(before);
  });

  it('explicit null for a NOT NULL field is required, or the default where it has one', async () => {
    const user = await admin.post<ErrorBody>('/api/adduser', { name: 'Nul', email: 'nul@test.local', password: 'Nul-pass-1234', user_type: null, user_status: null });
    expect(user.status).toBe(400);
    expect(user.body.errors.map((e) => [e.path, e.code]).sort()).toEqual([['user_status', 'required'], ['user_type', 'required']]);
    const group = await admin.post<ErrorBody>('/api/rolegroup', { description: 'Grupa', user_type: null });
    expect(group.status).toBe(400);
    expect(group.body.errors[0]).toMatchObject({ path: 'user_type', code: 'required' });

    const flags = await admin.post<OkBody<Row>>('/api/rolegroup', { description: 'Flagi', all_clients_access: null });
    expect(flags.status, JSON.stringify(flags.body)).toBe(200);
    expect(flags.body.responseData.all_clients_access).toBe(false);
    const firm = await admin.post<OkBody<Row>>('/api/createfirm', { name: 'Firma', abbreviation: 'FRM', isDefault: null });
    expect(firm.status, JSON.stringify(firm.body)).toBe(200);
    expect(firm.body.responseData.isDefault).toBe(false);
    const delivery = await admin.post<OkBody<Row>>('/api/createdeliverytype', { code: 'KUR', description: 'Kurier', active: null });
    expect(delivery.status, JSON.stringify(delivery.body)).toBe(200);
    expect(delivery.body.responseData.active).toBe(true);
    const status = await admin.put<OkBody<Row>>('/api/updatereclamationstatus', { id: 17, isFinal: null });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect(status.body.responseData.isFinal).toBe(false);
  });

  it('an update that carries no field is a 400 nothingToUpdate and changes nothing', async () => {
    const type = await admin.post<OkBody<Row>>('/api/createreclamationtype', { description: 'Pusta zmiana' });
    const reclamation = await admin.post<OkBody<Row>>('/api/createreclamation', { client_name: 'Anna' });
    const event = await admin.post<OkBody<Row>>('/api/createreclamationhistoryevent', { reclamation_id: reclamation.body.responseData.id, action_type: 2, description: 'Notatka' });
    const cases: [string, unknown][] = [
      ['/api/updatereclamationtype', { id: type.body.responseData.id }],
      ['/api/updatereclamationtype', { id: type.body.responseData.id, unknown: 1 }],
      ['/api/updatereclamationhistoryevent', { id: event.body.responseData.id }],
      ['/api/edituser', { id: 1, password: '' }],
    ];
    for (const [url, body] of cases) {
      const res = await admin.put<ErrorBody>(url, body);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ code: 'nothingToUpdate', message: formatMessage('nothingToUpdate', 'pl') });
    }
    const after = await admin.get<OkBody<Row>>(`/api/getreclamationtype/${type.body.responseData.id}`);
    expect(after.body.responseData.updatedAt).toBe(type.body.responseData.updatedAt);
  });

  it('a multipart body with a broken boundary is a 400', async () => {
    const cookie = await t.login();
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"reclamationId":1}\r\n--abX'],
      ['multipart/form-data; boundary=abc', 'no boundary here at all'],
      ['multipart/form-data', '--abc\r\n\r\n'],
      ['multipart/form-data; boundary=', '----\r\n'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reclamation/upload_files', headers: { cookie, 'content-type': contentType }, payload });
      expect(res.statusCode, `${contentType} ${payload}`).toBe(400);
      expect(res.json().httpStatus).toBe(400);
    }
  });

  it('a group with 40,000 members is saved in chunks; a list over its maximum is a 400 tooManyItems', async () => {
    const values = Array.from({ length: 40_000 }, (_, i) => ({ name: `Osoba ${i}`, email: `osoba${i}@bulk.local`, passwordHash: 'x' }));
    for (let i = 0; i < values.length; i += 5000) await t.db.insert(users).values(values.slice(i, i + 5000));
    const ids = (await t.db.select({ id: users.id }).from(users)).map((u) => ({ userId: u.id }));
    const saved = await admin.post<OkBody<Row & { users: unknown[] }>>('/api/rolegroup', { description: 'Wszyscy', users: ids });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(saved.body.responseData.users).toHaveLength(ids.length);
    const [{ n }] = await t.db.select({ n: count() }).from(roleGroupUsers).where(eq(roleGroupUsers.roleGroupId, saved.body.responseData.id));
    expect(n).toBe(ids.length);

    const tooMany = await admin.post<ErrorBody>('/api/rolegroup', { description: 'Za dużo', users: Array.from({ length: 50_001 }, () => ({ userId: 1 })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ path: 'users', code: 'tooManyItems' });
    const positions = await admin.post<ErrorBody>('/api/createreclamation', { client_name: 'Dużo', possitions: Array.from({ length: 501 }, () => ({ reclamation_subject: 1 })) });
    expect(positions.status).toBe(400);
    expect(positions.body.errors[0]).toMatchObject({ path: 'possitions', code: 'tooManyItems' });
  }, 120_000);
});
