import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, OPERATIONS } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { buildRecord, entityCalls, fieldLabel } from '../support/entities';
import type { ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp, tokenOf } from '../support/testApp';

describe('sessions and languages on the entity routes', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A confirmed account in no access group: signed in, but without any right. */
  let plain: Promise<string> | undefined;
  const plainUser = () =>
    (plain ??= (async () => {
      const anonymous = api(t.app);
      expect((await anonymous.post('/api/user/signup', { name: 'Bez praw', email: 'plain@test.local', password: 'Plain-pass-123' })).status).toBe(200);
      const token = tokenOf(t.mails[t.mails.length - 1]);
      expect((await anonymous.post('/api/user/confirm', { token })).status).toBe(200);
      return t.login('plain@test.local', 'Plain-pass-123');
    })());

  it.each(registry.map((entity) => ({ name: entity.name, entity })))('$name: every operation without a session gets 401 and changes nothing', async ({ entity }) => {
    const signedIn = entityCalls(api(t.app, cookie), entity);
    const before = await signedIn.all();
    const existing = before[0]?.id ?? 1;
    const body = await buildRecord(api(t.app, cookie), entity, 1);
    for (const who of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
      const calls = entityCalls(api(t.app, who), entity);
      for (const operation of OPERATIONS) {
        const res = await calls.send<ErrorBody>(operation, {
          id: operation === 'list' || operation === 'create' ? undefined : existing,
          body: operation === 'create' || operation === 'update' ? body : undefined,
        });
        const what = `${operation} ${who ?? 'without cookie'}`;
        expect(res.status, what).toBe(401);
        expect(res.body, what).toEqual({ httpStatus: 401, code: 'unauthorized', message: formatMessage('unauthorized', 'pl'), errors: [] });
      }
    }
    expect(await signedIn.all()).toEqual(before);
  });

  it.each(registry.map((entity) => ({ name: entity.name, entity })))('$name: a signed-in user without the right gets 403', async ({ entity }) => {
    const signedIn = entityCalls(api(t.app, cookie), entity);
    const before = await signedIn.all();
    const calls = entityCalls(api(t.app, await plainUser()), entity);
    for (const operation of OPERATIONS) {
      const res = await calls.send<ErrorBody>(operation, {
        id: operation === 'list' || operation === 'create' ? undefined : (before[0]?.id ?? 1),
        body: operation === 'create' || operation === 'update' ? await buildRecord(api(t.app, cookie), entity, 1) : undefined,
      });
      expect(res.status, operation).toBe(403);
      expect(res.body, operation).toEqual({ httpStatus: 403, code: 'forbidden', message: formatMessage('forbidden', 'pl'), errors: [] });
    }
    expect(await signedIn.all()).toEqual(before);
  });

  it('answers in English with Accept-Language: en and in Polish by default', async () => {
    const reasons = registry.find((e) => e.name === 'reclamation_reason');
    expect(reasons).toBeDefined();
    if (!reasons) return;
    const anonymous = entityCalls(api(t.app), reasons);
    const english = entityCalls(api(t.app, undefined, { headers: { 'accept-language': 'en-GB,en;q=0.9,pl;q=0.5' } }), reasons);
    expect((await anonymous.list<ErrorBody>()).body.message).toBe('Zaloguj się, aby kontynuować');
    expect((await english.list<ErrorBody>()).body.message).toBe('Please sign in to continue');

    const pl = entityCalls(api(t.app, cookie), reasons);
    const en = entityCalls(api(t.app, cookie, { headers: { 'accept-language': 'en' } }), reasons);
    const unknownLanguage = entityCalls(api(t.app, cookie, { headers: { 'accept-language': 'ja' } }), reasons);
    for (const [calls, message] of [
      [pl, `${fieldLabel(reasons, 'description', 'pl')}: To pole nie może być puste`],
      [unknownLanguage, `${fieldLabel(reasons, 'description', 'pl')}: To pole nie może być puste`],
      [en, 'Description: This field cannot be empty'],
    ] as const) {
      const res = await calls.create<ErrorBody>({});
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const enMissing = await en.getOne<ErrorBody>(999999);
    expect(enMissing.body.message).toBe('Record not found');
    const enErrors = await en.create<ErrorBody>({ description: 'x'.repeat(201) });
    expect(enErrors.body.errors).toEqual([{ path: 'description', code: 'tooLong', message: 'Too long: at most 200 characters' }]);
    const enJson = await api(t.app, cookie, { headers: { 'accept-language': 'en' } }).call<ErrorBody>('POST', en.url('create'), { raw: '{bad' });
    expect(enJson.body.message).toBe('The request body is not valid JSON');
  });

  it('a signed-in administrator reaches every entity', async () => {
    for (const entity of registry) {
      const res = await entityCalls(api(t.app, cookie), entity).list<OkBody<Row[]>>();
      expect(res.status, entity.name).toBe(200);
    }
  });
});
