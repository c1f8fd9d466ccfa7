import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PASSWORD, setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Settings = Record<string, unknown>;
type View = { id: number; resource: string; name: string; settings: Settings; owner: { id: number; name: string }; groups: number[]; defaultFor: number[]; mine: boolean; mayChange: boolean; isDefault: boolean };
type Views = { views: View[]; defaultId: number | null; ownDefaultId: number | null; groups: { id: number; name: string }[]; mayShareDefaults: boolean };

const SETTINGS = { filter: { q: 'Kowal', customersGroup: 'HURT' }, sort: { field: 'name', order: 'ASC' }, columns: ['name', 'phone'], perPage: 25 };

/**
 * Saved views of a list: personal or shared with access groups, one default per group and list,
 * a user's own default first; only the owner or an administrator changes a view.
 */
describe('saved list views (/api/list_view)', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  /** Anna and Bartek sell (group "Sprzedaż"); Celina serves (group "Serwis", older) and sells too. */
  let anna: Api;
  let bartek: Api;
  let celina: Api;
  let serwis: number;
  let sprzedaz: number;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    const addUser = async (name: string) => {
      const email = `${name.toLowerCase()}.${Date.now()}@example.pl`;
      const res = await admin.post<OkBody<Row>>('/api/adduser', { name, email, password: ROLE_PASSWORD, user_status: 1, user_type: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { id: Number(res.body.responseData.id), email };
    };
    const addGroup = async (description: string, members: number[]) => {
      const res = await admin.post<OkBody<Row>>('/api/rolegroup', { description, settings: [{ key: 'customers', canRead: true, canModify: true }], users: members.map((userId) => ({ userId })) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Number(res.body.responseData.id);
    };
    const [a, b, c] = [await addUser('Anna'), await addUser('Bartek'), await addUser('Celina')];
    serwis = await addGroup('Serwis', [c.id]);
    sprzedaz = await addGroup('Sprzedaż', [a.id, b.id, c.id]);
    [anna, bartek, celina] = await Promise.all([a, b, c].map(async (user) => api(t.app, await t.login(user.email, ROLE_PASSWORD))));
  });
  afterAll(() => t.close());

  const views = async (as: Api, resource = 'customer') => {
    const res = await as.get<OkBody<Views>>(`/api/list_view?resource=${resource}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const save = async (as: Api, body: Settings) => {
    const res = await as.post<OkBody<View>>('/api/list_view', { resource: 'customer', settings: SETTINGS, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('a personal view is its owner’s alone: the others neither see nor change it', async () => {
    const view = await save(anna, { name: 'Moi hurtowi' });
    expect(view).toMatchObject({ resource: 'customer', name: 'Moi hurtowi', settings: SETTINGS, groups: [], defaultFor: [], mine: true, mayChange: true, isDefault: false });
    expect((await views(anna)).views.map((v) => v.id)).toContain(view.id);
    expect((await views(bartek)).views.map((v) => v.id)).not.toContain(view.id);
    // Not even an administrator sees someone's personal view.
    expect((await views(admin)).views.map((v) => v.id)).not.toContain(view.id);
    expect((await bartek.put(`/api/list_view/${view.id}`, { name: 'Przejęty' })).status).toBe(404);
    expect((await bartek.delete(`/api/list_view/${view.id}`)).status).toBe(404);
    expect((await views(anna)).views.find((v) => v.id === view.id)?.name).toBe('Moi hurtowi');
    // Another list's views are apart.
    const products = await admin.post<OkBody<View>>('/api/list_view', { resource: 'product', name: 'Moi hurtowi', settings: { filter: {} } });
    expect(products.status).toBe(200);
    expect((await views(admin, 'product')).views.map((v) => v.id)).toEqual([products.body.responseData.id]);
    expect((await views(admin)).views.map((v) => v.id)).not.toContain(products.body.responseData.id);
  });

  it('a shared view reaches the group’s members, who may not change it; its owner and an administrator may', async () => {
    const offered = await views(anna);
    expect(offered.groups).toEqual([{ id: sprzedaz, name: 'Sprzedaż' }]);
    expect(offered.mayShareDefaults).toBe(false);
    const view = await save(anna, { name: 'Hurt — zespół', groups: [sprzedaz] });
    expect(view.groups).toEqual([sprzedaz]);
    const seen = (await views(bartek)).views.find((v) => v.id === view.id);
    expect(seen).toMatchObject({ mine: false, mayChange: false, owner: { name: 'Anna' }, settings: SETTINGS });
    // A member changes nothing: 403, and the view stays as it was.
    expect((await bartek.put<ErrorBody>(`/api/list_view/${view.id}`, { name: 'Mój' })).status).toBe(403);
    expect((await bartek.delete(`/api/list_view/${view.id}`)).status).toBe(403);
    expect((await views(bartek)).views.find((v) => v.id === view.id)?.name).toBe('Hurt — zespół');
    // A user shares only with its own groups.
    const foreign = await anna.put<ErrorBody>(`/api/list_view/${view.id}`, { groups: [sprzedaz, serwis] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.map((e) => e.path)).toEqual(['groups.1']);
    expect((await views(celina)).views.find((v) => v.id === view.id)?.groups).toEqual([sprzedaz]);
    // The owner renames it; an administrator sees every shared view and may change it.
    const renamed = await anna.put<OkBody<View>>(`/api/list_view/${view.id}`, { name: 'Hurt — sprzedaż', settings: { ...SETTINGS, perPage: 50 } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.responseData).toMatchObject({ name: 'Hurt — sprzedaż', settings: { perPage: 50 }, groups: [sprzedaz] });
    expect((await views(admin)).views.find((v) => v.id === view.id)?.mayChange).toBe(true);
    const widened = await admin.put<OkBody<View>>(`/api/list_view/${view.id}`, { groups: [sprzedaz, serwis] });
    expect(widened.status, JSON.stringify(widened.body)).toBe(200);
    expect(widened.body.responseData.groups.sort()).toEqual([serwis, sprzedaz].sort());
    // Unshared, it is the owner's alone again.
    expect((await anna.put(`/api/list_view/${view.id}`, { groups: [] })).status).toBe(200);
    expect((await views(bartek)).views.map((v) => v.id)).not.toContain(view.id);
  });

  it('defaults: a group’s one default, set by an administrator; the first group by order; the user’s own wins', async () => {
    const forSales = await save(anna, { name: 'Sprzedaż — domyślny', groups: [sprzedaz] });
    const forService = await save(celina, { name: 'Serwis — domyślny', groups: [serwis] });
    // Only an administrator makes a view a group's default.
    expect((await anna.put(`/api/list_view/${forSales.id}`, { defaultFor: [sprzedaz] })).status).toBe(403);
    expect((await views(bartek)).defaultId).toBeNull();
    expect((await admin.put(`/api/list_view/${forSales.id}`, { defaultFor: [sprzedaz] })).status).toBe(200);
    expect((await views(bartek)).defaultId).toBe(forSales.id);
    expect((await views(bartek)).views.find((v) => v.id === forSales.id)?.isDefault).toBe(true);
    // Celina is in both groups: "Serwis" comes first, but has no default yet.
    expect((await views(celina)).defaultId).toBe(forSales.id);
    expect((await admin.put(`/api/list_view/${forService.id}`, { defaultFor: [serwis] })).status).toBe(200);
    expect((await views(celina)).defaultId).toBe(forService.id);
    // Her own choice wins; cleared, the group's default is back.
    const own = await celina.put<OkBody<{ defaultId: number }>>('/api/list_view/default', { resource: 'customer', id: forSales.id });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.responseData.defaultId).toBe(forSales.id);
    expect(await views(celina)).toMatchObject({ defaultId: forSales.id, ownDefaultId: forSales.id });
    expect((await celina.put('/api/list_view/default', { resource: 'customer', id: null })).status).toBe(200);
    expect(await views(celina)).toMatchObject({ defaultId: forService.id, ownDefaultId: null });
    // One default per group and list: a new one takes the old one's place.
    const newer = await admin.post<OkBody<View>>('/api/list_view', { resource: 'customer', name: 'Nowy domyślny', settings: { filter: {} }, groups: [sprzedaz], defaultFor: [sprzedaz] });
    expect(newer.status, JSON.stringify(newer.body)).toBe(200);
    expect((await views(bartek)).defaultId).toBe(newer.body.responseData.id);
    expect((await views(anna)).views.find((v) => v.id === forSales.id)?.defaultFor).toEqual([]);
    // A personal default is any view the user sees, never one it does not.
    const hidden = await save(anna, { name: 'Tylko Anny' });
    expect((await bartek.put('/api/list_view/default', { resource: 'customer', id: hidden.id })).status).toBe(404);
    expect((await anna.post('/api/list_view', { resource: 'customer', name: 'Mój domyślny', settings: { filter: {} }, isDefault: true })).status).toBe(200);
    const annas = await views(anna);
    expect(annas.views.find((v) => v.id === annas.defaultId)?.name).toBe('Mój domyślny');
    // Deleted, a default is gone with it.
    expect((await anna.delete(`/api/list_view/${annas.defaultId}`)).status).toBe(200);
    expect((await views(anna)).defaultId).toBe(newer.body.responseData.id);
  });

  it('refuses bad input with 400 (and a taken name with 409), and a list the caller may not read with 403, writing nothing', async () => {
    const before = (await views(bartek)).views.length;
    for (const body of [
      { resource: 'no_such_entity', name: 'X', settings: {} },
      { resource: 'customer', name: '', settings: {} },
      { resource: 'customer', name: 'X', settings: { sort: { field: 'no_such_field', order: 'ASC' } } },
      { resource: 'customer', name: 'X', settings: { columns: ['name', 'password'] } },
      { resource: 'customer', name: 'X', settings: { perPage: 7 } },
      { resource: 'customer', name: 'X', settings: { colour: 'red' } },
      { resource: 'customer', name: 'X', settings: {}, owner: 1 },
      { resource: 'customer', name: 'X', settings: { filter: { q: 'x'.repeat(30_000) } } },
    ]) {
      const res = await bartek.post<ErrorBody>('/api/list_view', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    await save(bartek, { name: 'Jedyny' });
    const twice = await bartek.post<ErrorBody>('/api/list_view', { resource: 'customer', name: 'Jedyny', settings: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.map((e) => e.path)).toEqual(['name']);
    expect((await views(bartek)).views.length).toBe(before + 1);
    // Views of a list need its right: a staff user with none, a client user on a staff list.
    expect((await roles.as('noRights').get('/api/list_view?resource=customer')).status).toBe(403);
    expect((await roles.as('noRights').post('/api/list_view', { resource: 'customer', name: 'X', settings: {} })).status).toBe(403);
    expect((await roles.as('client').get('/api/list_view?resource=product')).status).toBe(403);
    expect((await bartek.get('/api/list_view?resource=product')).status).toBe(403);
  });
});
