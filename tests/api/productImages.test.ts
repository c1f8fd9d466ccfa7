import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import { postMultipart } from '../support/multipart';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201c2e3a5b80000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-test-bytes')]);

describe('product pictures', () => {
  let t: TestApp;
  let admin: Api;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    admin = api(t.app, cookie);
  });
  afterAll(() => t.close());

  const picture = (productId: number, name: string, data: Buffer, as = cookie) => postMultipart<OkBody<{ imgUrl: string }> & ErrorBody>(t.app, `/api/product/${productId}/image`, as, [{ name: 'files', filename: name, data }]);
  const get = (productId: number) => t.app.inject({ method: 'GET', url: `/api/product/${productId}/image`, headers: { cookie } });

  it('a product takes one JPEG or PNG picture; a new one replaces it and gets a new address', async () => {
    const made = await createRow(admin, product, await buildRecord(admin, product));
    expect(made.imgUrl).toBeNull();
    const first = await picture(made.id, 'okno.png', PNG);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.responseData.imgUrl).toMatch(new RegExp(`^/api/product/${made.id}/image\\?v=\\d+$`));
    const shown = await get(made.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(Buffer.from(shown.rawPayload).equals(PNG)).toBe(true);
    const second = await picture(made.id, 'okno.jpg', JPEG);
    expect(second.body.responseData.imgUrl).not.toBe(first.body.responseData.imgUrl);
    expect((await get(made.id)).headers['content-type']).toBe('image/jpeg');
    const listed = (await admin.get<OkBody<Row[]>>(`/api/product?filter=${encodeURIComponent(JSON.stringify({ id: made.id }))}`)).body.responseData;
    expect(listed[0].imgUrl).toBe(second.body.responseData.imgUrl);
    expect((await admin.delete(`/api/product/${made.id}/image`)).status).toBe(200);
    expect((await get(made.id)).statusCode).toBe(404);
    expect((await admin.get<OkBody<Row>>(`/api/product/${made.id}`)).body.responseData.imgUrl).toBeNull();
  });

  it('refuses what is not a picture, and changes nothing', async () => {
    const made = await createRow(admin, product, await buildRecord(admin, product));
    await picture(made.id, 'okno.png', PNG);
    const before = (await admin.get<OkBody<Row>>(`/api/product/${made.id}`)).body.responseData.imgUrl;
    const refused = await picture(made.id, 'faktura.pdf', Buffer.from('%PDF-1.4 nothing'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ path: 'files', code: 'notAnImage' });
    expect((await admin.get<OkBody<Row>>(`/api/product/${made.id}`)).body.responseData.imgUrl).toBe(before);
    expect((await get(made.id)).headers['content-type']).toBe('image/png');
    expect((await picture(2_000_000_000, 'a.png', PNG)).status).toBe(404);
  });

  it('needs the products right: reading to see a picture, modifying to change it', async () => {
    const roles = await setUpRoles(t);
    const made = await createRow(admin, product, await buildRecord(admin, product));
    expect((await picture(made.id, 'a.png', PNG, roles.cookies.readOnly)).status).toBe(403);
    expect((await picture(made.id, 'a.png', PNG, roles.cookies.noRights)).status).toBe(403);
    await picture(made.id, 'a.png', PNG);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${made.id}/image`, headers: { cookie: roles.cookies.readOnly ?? '' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${made.id}/image`, headers: { cookie: roles.cookies.client ?? '' } })).statusCode).toBe(403);
  });
});
