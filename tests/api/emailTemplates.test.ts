import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Template = { id: number; name: string; subject: string; body: string; recordType: string; isDefault: boolean };

describe('e-mail templates: placeholders checked on save, filled from a record', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  const all = async () => (await roles.admin.get<OkBody<Template[]>>('/api/getallemailtemplates')).body.responseData;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
  });
  afterAll(() => t.close());

  it('refuses a template naming a placeholder its record type does not offer, and stores nothing', async () => {
    const before = await all();
    const res = await roles.admin.post<ErrorBody>('/api/createemailtemplate', { name: 'Zły', recordType: 'order', subject: 'Zamówienie {{order.number}}', body: '<p>{{reclamation.number}}</p>' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body', code: 'unknownPlaceholder', message: expect.stringContaining('{{reclamation.number}}') }]);
    expect(res.body.message).toContain('{{reclamation.number}}');
    const english = await roles.admin.call<ErrorBody>('POST', '/api/createemailtemplate', { body: { name: 'Zły', subject: '{{nope}}' }, headers: { 'accept-language': 'en' } });
    expect(english.body.message).toContain('Unknown template field: {{nope}}');
    expect(await all()).toEqual(before);
  });

  it('checks an update against the stored record type, subject and body', async () => {
    const created = await roles.admin.post<OkBody<Template>>('/api/createemailtemplate', { name: 'Reklamacja przyjęta', recordType: 'reclamation', subject: 'Reklamacja {{reclamation.number}}', body: '<p>Szanowni {{customer.name}}</p>' });
    expect(created.status).toBe(200);
    const id = created.body.responseData.id;
    const refused = await roles.admin.put<ErrorBody>('/api/updateemailtemplate', { id, recordType: 'none' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('subject');
    expect((await roles.admin.put('/api/updateemailtemplate', { id, body: '<p>{{ author }} – {{status}}</p>' })).status).toBe(200);
  });

  it('renders a template from a reclamation with HTML-escaped values, for the mailbox right only', async () => {
    const customer = await roles.admin.post<OkBody<{ id: number }>>('/api/customer', { name: 'Okna & Drzwi <Kowalski>', email: 'biuro@okna.example.pl' });
    const claim = await createRow(roles.admin, reclamation, { customer: customer.body.responseData.id });
    const template = await roles.admin.post<OkBody<Template>>('/api/createemailtemplate', {
      name: 'Potwierdzenie',
      recordType: 'reclamation',
      subject: 'Reklamacja {{number}} – {{customer.name}}',
      body: '<p>Szanowni {{customer.name}} ({{customer.email}}), reklamacja {{reclamation.number}} ma status {{status}}. {{user.name}}</p>',
    });
    const res = await roles.admin.post<OkBody<{ subject: string; body: string }>>('/api/emailtemplate/render', { templateId: template.body.responseData.id, ownerType: 'reclamation', ownerId: claim.id });
    expect(res.status).toBe(200);
    expect(res.body.responseData.subject).toBe(`Reklamacja ${String(claim.number)} – Okna & Drzwi <Kowalski>`);
    expect(res.body.responseData.body).toBe(
      `<p>Szanowni Okna &amp; Drzwi &lt;Kowalski&gt; (biuro@okna.example.pl), reklamacja ${String(claim.number)} ma status Zarejestrowana. Administrator</p>`,
    );
    const wrongType = await roles.admin.post<ErrorBody>('/api/emailtemplate/render', { templateId: template.body.responseData.id, ownerType: 'order', ownerId: claim.id });
    expect(wrongType.status).toBe(400);
    expect((await roles.admin.post('/api/emailtemplate/render', { templateId: template.body.responseData.id, ownerType: 'reclamation', ownerId: 2147483647 })).status).toBe(404);
    expect((await roles.as('noRights').post('/api/emailtemplate/render', { templateId: template.body.responseData.id })).status).toBe(403);
  });

  it('keeps one default per record type: a template saved as default takes the mark from the others of its type only', async () => {
    const create = async (name: string, recordType: string, isDefault: boolean) => {
      const res = await roles.admin.post<OkBody<Template>>('/api/createemailtemplate', { name, recordType, subject: 'Sprawa {{number}}', body: '<p>Dzień dobry</p>', isDefault });
      expect(res.status).toBe(200);
      return res.body.responseData.id;
    };
    const defaults = async (recordType: string) => (await all()).filter((tpl) => tpl.recordType === recordType && tpl.isDefault).map((tpl) => tpl.id);
    const first = await create('Zadanie: pierwszy domyślny', 'task', true);
    const order = await create('Zamówienie: domyślny', 'order', true);
    expect(await defaults('task')).toEqual([first]);
    const second = await create('Zadanie: drugi domyślny', 'task', true);
    expect(await defaults('task')).toEqual([second]);
    // Another record type keeps its own default.
    expect(await defaults('order')).toEqual([order]);

    // An update that marks a template default, or moves a default one to another type, does the same.
    expect((await roles.admin.put('/api/updateemailtemplate', { id: first, isDefault: true })).status).toBe(200);
    expect(await defaults('task')).toEqual([first]);
    expect((await roles.admin.put('/api/updateemailtemplate', { id: first, recordType: 'order' })).status).toBe(200);
    expect(await defaults('order')).toEqual([first]);
    expect(await defaults('task')).toEqual([]);
    // Saving a template that is not default takes nothing from the default one.
    expect((await roles.admin.put('/api/updateemailtemplate', { id: second, isDefault: false, subject: 'Zadanie {{number}}' })).status).toBe(200);
    expect(await defaults('order')).toEqual([first]);

    // A refused save changes no mark.
    const refused = await roles.admin.put<ErrorBody>('/api/updateemailtemplate', { id: order, isDefault: true, subject: '{{nope}}' });
    expect(refused.status).toBe(400);
    expect(await defaults('order')).toEqual([first]);
  });

  it('two templates made default at once leave one default of their type', async () => {
    const ids = await Promise.all(
      ['Zapytanie: A', 'Zapytanie: B', 'Zapytanie: C'].map(async (name) => (await roles.admin.post<OkBody<Template>>('/api/createemailtemplate', { name, recordType: 'customerRequest', subject: '', body: '' })).body.responseData.id),
    );
    await Promise.all(ids.map((id) => roles.admin.put('/api/updateemailtemplate', { id, isDefault: true })));
    const marked = (await all()).filter((tpl) => tpl.recordType === 'customerRequest' && tpl.isDefault);
    expect(marked).toHaveLength(1);
  });
});
