import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from '../support/entities';
import { postMultipart } from '../support/multipart';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type File = { id: number; file_name: string; size: number };
type Comment = { id: number; text: string; byEmail: boolean; emailTitle: string | null; userName: string | null; files: File[] };
type Request = Row & { number: string; title: string; customerId: number; canceled: boolean; markedToDelete: boolean; orderId: number | null; orderNumber: string | null; comments: Comment[]; files: File[]; tags: { tagId: number }[] };

describe('offer requests', () => {
  let t: TestApp;
  let admin: Api;
  let cookie: string;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    admin = api(t.app, cookie);
    customerId = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post<OkBody<Request>>('/api/customer_request', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const get = async (id: number) => (await admin.get<OkBody<Request>>(`/api/customer_request/${id}`)).body.responseData;
  const list = async (filter: Record<string, unknown>) =>
    (await admin.get<OkBody<Request[]>>(`/api/customer_request?sort=id&order=ASC&filter=${encodeURIComponent(JSON.stringify(filter))}`)).body.responseData.map((r) => r.id);

  it('a new request is numbered by its numerator, carries its tags and says "Customer not filled!" without a customer', async () => {
    const year = new Date().getFullYear();
    const made = await create({ customerId, title: 'Okna do domu', tags: [{ tagId: 1 }, { tagId: 3 }] });
    expect(made.number).toMatch(new RegExp(`^ZO/\\d{5}/${year}$`));
    expect(made.tags.map((tag) => tag.tagId)).toEqual([1, 3]);
    expect(made).toMatchObject({ comments: [], files: [], orderId: null, markedToDelete: false, canceled: false });
    const refused = await admin.post<ErrorBody>('/api/customer_request', { title: 'Bez klienta' }, { 'accept-language': 'en' });
    expect(refused.body.errors[0]).toMatchObject({ path: 'customerId', code: 'customerRequired', message: 'Customer not filled!' });
  });

  it('the list takes the spec filters: customer, dates, constructor, and showCanceled false hides canceled requests', async () => {
    const other = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
    const open = await create({ customerId: other, title: 'Otwarte' });
    const canceled = await create({ customerId: other, title: 'Anulowane', canceled: true });
    expect(await list({ customer: other, showCanceled: false })).toEqual([open.id]);
    expect(await list({ customer: other, showCanceled: true })).toEqual([open.id, canceled.id]);
    expect(await list({ customer: other })).toEqual([open.id, canceled.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list({ customer: other, dateFrom: today, dateTo: today, showCanceled: true })).toEqual([open.id, canceled.id]);
    expect(await list({ customer: other, dateTo: '2000-01-01', showCanceled: true })).toEqual([]);
    const me = (await admin.get<{ result: { id: number } }>('/api/user/session')).body.result.id;
    const designed = await create({ customerId: other, title: 'Z konstruktorem', constructorId: me });
    expect(await list({ customer: other, constructor: me })).toEqual([designed.id]);
    expect((await admin.get<ErrorBody>(`/api/customer_request?filter=${encodeURIComponent(JSON.stringify({ constructor: 'x' }))}`)).status).toBe(400);
  });

  it('comments carry text, e-mail fields and files, in one transaction; a comment and its files go together', async () => {
    const made = await create({ customerId, title: 'Z komentarzami' });
    const typed = await postMultipart<OkBody<Comment>>(t.app, '/api/customer_request/add_comment', cookie, [
      { name: 'customerRequestId', value: String(made.id) },
      { name: 'text', value: 'Klient prosi o dwa warianty.' },
      { name: 'files', filename: 'szkic.txt', data: 'szkic okna' },
    ]);
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.responseData).toMatchObject({ text: 'Klient prosi o dwa warianty.', byEmail: false, files: [expect.objectContaining({ file_name: 'szkic.txt', size: 10 })] });
    const mailed = await postMultipart<OkBody<Comment>>(t.app, '/api/customer_request/add_comment', cookie, [
      { name: 'customerRequestId', value: String(made.id) },
      { name: 'text', value: 'Treść wiadomości' },
      { name: 'byEmail', value: 'true' },
      { name: 'emailTitle', value: 'Re: Oferta' },
      { name: 'emailAccountId', value: '' },
    ]);
    expect(mailed.body.responseData).toMatchObject({ byEmail: true, emailTitle: 'Re: Oferta', files: [] });
    const empty = await postMultipart<ErrorBody>(t.app, '/api/customer_request/add_comment', cookie, [{ name: 'customerRequestId', value: String(made.id) }, { name: 'text', value: '  ' }]);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ path: 'text', code: 'required' });
    const read = await get(made.id);
    expect(read.comments.map((c) => c.text)).toEqual(['Treść wiadomości', 'Klient prosi o dwa warianty.']);
    expect(read.comments[1].userName).toBe('Administrator');
    const fileId = read.comments[1].files[0].id;
    const listed = await admin.post<OkBody<File[]>>('/api/customer_request/cr_comment_file', { objectId: read.comments[1].id });
    expect(listed.body.responseData.map((f) => f.id)).toEqual([fileId]);
    const download = await t.app.inject({ method: 'GET', url: `/api/customer_request/cr_comment_file/${fileId}`, headers: { cookie } });
    expect(download.body).toBe('szkic okna');
    expect((await admin.delete(`/api/customer_request/comment/${read.comments[1].id}`)).status).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/customer_request/cr_comment_file/${fileId}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await get(made.id)).comments).toHaveLength(1);
  });

  it('the request files are uploaded, listed, downloaded and deleted through its own calls and the generic ones', async () => {
    const made = await create({ customerId, title: 'Z plikiem' });
    const up = await postMultipart<OkBody<File[]>>(t.app, '/api/customer_request/file', cookie, [{ name: 'data', value: JSON.stringify({ customerRequestId: made.id }) }, { name: 'files', filename: 'rzut.txt', data: 'rzut parteru' }]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const fileId = up.body.responseData[0].id;
    expect((await admin.post<OkBody<File[]>>('/api/customer_request/cr_file', { objectId: made.id })).body.responseData.map((f) => f.id)).toEqual([fileId]);
    expect((await admin.post<OkBody<File[]>>('/api/subject_files', { objectType: 'customer_request', objectId: made.id })).body.responseData.map((f) => f.id)).toEqual([fileId]);
    expect((await get(made.id)).files.map((f) => f.file_name)).toEqual(['rzut.txt']);
    expect((await admin.delete(`/api/customer_request/cr_file/${fileId}`)).status).toBe(200);
    expect((await get(made.id)).files).toEqual([]);
  });

  it('an order is made from a request once, linked both ways; such a request is kept, not deleted', async () => {
    const made = await create({ customerId, title: 'Budowa hali w Lesznie' });
    const res = await admin.post<OkBody<{ order: Row & { numberStr: string; status: string; customerRequestId: number; reference: string }; request: Request }>>(`/api/customer_request/${made.id}/create_order`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order, request } = res.body.responseData;
    expect(order).toMatchObject({ status: 'OFERTA', customerId, customerRequestId: made.id, reference: 'Budowa hali w Lesznie' });
    expect(request).toMatchObject({ orderId: order.id, orderNumber: order.numberStr });
    const again = await admin.post<ErrorBody>(`/api/customer_request/${made.id}/create_order`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(order.numberStr);
    expect((await admin.delete<ErrorBody>(`/api/customer_request/${made.id}`)).status).toBe(409);
    const log = (await admin.get<OkBody<{ action: string }[]>>(`/api/object_version?objectType=customer_request&objectId=${made.id}`)).body.responseData;
    expect(log.map((v) => v.action)).toEqual(['edited', 'created']);
  });

  it('the deletion mark is reversible and freezes the request', async () => {
    const made = await create({ customerId, title: 'Do usunięcia' });
    expect((await admin.post<OkBody<Request>>('/api/customer_request/change_deletion_mark', { id: made.id })).body.responseData.markedToDelete).toBe(true);
    expect((await admin.put<ErrorBody>(`/api/customer_request/${made.id}`, { title: 'Zmiana' })).body.code).toBe('markedToDelete');
    expect((await admin.post<ErrorBody>(`/api/customer_request/${made.id}/create_order`)).status).toBe(409);
    expect((await admin.post<OkBody<Request>>('/api/customer_request/change_deletion_mark', { id: made.id })).body.responseData.markedToDelete).toBe(false);
    expect((await admin.put<OkBody<Request>>(`/api/customer_request/${made.id}`, { title: 'Zmiana' })).body.responseData.title).toBe('Zmiana');
  });

  it('a client user sees, comments and files only its customers requests', async () => {
    const roles = await setUpRoles(t);
    const own = await create({ customerId: roles.customerA.id, title: 'Klienta A' });
    const other = await create({ customerId: roles.customerB.id, title: 'Klienta B' });
    const client = roles.as('client');
    expect((await client.get<OkBody<Request[]>>('/api/customer_request')).body.responseData.map((r) => r.id)).toEqual([own.id]);
    expect((await client.get(`/api/customer_request/${other.id}`)).status).toBe(404);
    const foreign = await postMultipart<ErrorBody>(t.app, '/api/customer_request/add_comment', roles.cookies.client, [{ name: 'customerRequestId', value: String(other.id) }, { name: 'text', value: 'Cudzy' }]);
    expect(foreign.status).toBe(404);
    expect((await get(other.id)).comments).toEqual([]);
    expect((await client.post('/api/subject_files', { objectType: 'customer_request', objectId: other.id })).status).toBe(404);
    expect((await roles.as('noRights').post('/api/subject_files', { objectType: 'customer_request', objectId: own.id })).status).toBe(403);
  });
});
