import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef, Operation } from '../../src/schemas/core';
import { OPERATIONS } from '../../src/schemas/core';
import { customerRequest } from '../../src/schemas/entities/customerRequest';
import { priceList } from '../../src/schemas/entities/priceList';
import { product } from '../../src/schemas/entities/product';
import { productParameter } from '../../src/schemas/entities/productParameter';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { reclamationSubject } from '../../src/schemas/entities/reclamationSubject';
import { ANALYSES } from '../../src/schemas/analytics';
import { salesOrder } from '../../src/schemas/entities/salesOrder';
import { entityByName, registry } from '../../src/schemas/registry';
import { buildRecord, createRow, entityCalls, uniqueToken } from '../support/entities';
import type { Role } from '../support/roles';
import { ENTITY_ROUTES, EXPECTED, HAND_WRITTEN } from '../support/routeTable';
import { ROLES, setUpRoles } from '../support/roles';
import type { TestApp } from '../support/testApp';
import { ADMIN_EMAIL, createTestApp } from '../support/testApp';
import type { Part } from '../support/multipart';
import { postMultipart } from '../support/multipart';

type Fixtures = {
  reclamation: () => Promise<number>;
  event: () => Promise<number>;
  reminder: () => Promise<number>;
  subject: () => Promise<number>;
  file: () => Promise<number>;
  order: () => Promise<number>;
  version: () => Promise<number>;
  pricedProduct: () => Promise<number>;
  customer: () => number;
  parameter: () => Promise<{ productId: number; parameterId: number }>;
  request: () => Promise<number>;
  comment: () => Promise<number>;
  requestFile: () => Promise<number>;
  commentFile: () => Promise<number>;
  confirmedOrder: () => Promise<number>;
  deliveryDocument: () => Promise<number>;
  picturedProduct: () => Promise<number>;
  task: () => Promise<number>;
  process: () => Promise<{ exemplarId: number; taskId: number }>;
  definition: () => Promise<number>;
  executorUser: () => Promise<number>;
  note: () => Promise<number>;
  outgoing: () => Promise<{ accountId: number; id: number }>;
};
/** `multipart`: the parts of a multipart POST, sent instead of a JSON body; `bytes`: the answer is not JSON (a PDF), only its status is read. */
type OtherCall = (n: number, make: Fixtures) => Promise<{ url?: string; body?: unknown; multipart?: Part[]; bytes?: boolean }>;
/** A file whose bytes are JSON, so its download parses like every other answer. */
const sweepFile = (filename = 'sweep.txt'): Part => ({ name: 'files', filename, data: '{"sweep":true}' });
/** The smallest PNG: a product's picture must be one. */
const sweepPicture = (): Part => ({ name: 'files', filename: 'sweep.png', data: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201c2e3a5b80000000049454e44ae426082', 'hex') });

/** How to call the routes that are not an entity's own five. */
const OTHER_CALLS: Record<string, OtherCall> = {
  // Outgoing e-mail takes the composer's body (its module's `body` hook): a message needs an account and real addresses.
  'GET /api/outgoing_email/:id': async (_, make) => ({ url: `/api/outgoing_email/${(await make.outgoing()).id}` }),
  'POST /api/outgoing_email': async (_, make) => ({ body: { accountId: (await make.outgoing()).accountId, to: 'przeglad@example.pl', subject: 'Z przeglądu' } }),
  'PUT /api/outgoing_email/:id': async (_, make) => {
    const message = await make.outgoing();
    return { url: `/api/outgoing_email/${message.id}`, body: { accountId: message.accountId, to: 'przeglad@example.pl', subject: 'Zmieniony w przeglądzie' } };
  },
  'DELETE /api/outgoing_email/:id': async (_, make) => ({ url: `/api/outgoing_email/${(await make.outgoing()).id}` }),
  'GET /api/outgoing_email/:id/attachment/:attachmentId': async (_, make) => ({ url: `/api/outgoing_email/${(await make.outgoing()).id}/attachment/2147483647` }),
  'POST /api/emailtemplate/render': async () => ({ body: { templateId: 2147483647 } }),
  // A host the address guard refuses: the test answers at once, without a network.
  'POST /api/email_account/test': async () => ({ body: { imapHost: '127.0.0.2', smtpHost: '127.0.0.2', login: 'sweep', password: 'Sweep-pass-123' } }),
  'GET /api/email_account_signature/:id': async () => ({ url: '/api/email_account_signature/2147483647' }),
  'GET /api/mailbox/email/:pk': async () => ({ url: '/api/mailbox/email/2147483647' }),
  'GET /api/mailbox/email/:pk/attachment/:partId': async () => ({ url: '/api/mailbox/email/2147483647/attachment/1' }),
  'GET /api/mailbox/:accountId/boxes': async () => ({ url: '/api/mailbox/2147483647/boxes' }),
  'GET /api/mailbox/:accountId/emails': async () => ({ url: '/api/mailbox/2147483647/emails?box=INBOX&page=1' }),
  'GET /api/mailbox/:accountId/email/uid/:uid': async () => ({ url: '/api/mailbox/2147483647/email/uid/1?box=INBOX' }),
  'GET /api/mailbox/:accountId/email/seq/:seq': async () => ({ url: '/api/mailbox/2147483647/email/seq/1?box=INBOX' }),
  'GET /api/mailbox/:accountId/email/uid/:uid/attachment/:partId': async () => ({ url: '/api/mailbox/2147483647/email/uid/1/attachment/1?box=INBOX' }),
  'PUT /api/mailbox/:accountId/email/uid/:uid/seen': async () => ({ url: '/api/mailbox/2147483647/email/uid/1/seen', body: { box: 'INBOX', seen: true } }),
  'POST /api/mailbox/:accountId/email/uid/:uid/attachment/:partId/save': async () => ({
    url: '/api/mailbox/2147483647/email/uid/1/attachment/1/save',
    body: { box: 'INBOX', ownerType: 'reclamation', ownerId: 2147483647 },
  }),
  'POST /api/mailbox/:accountId/email/uid/:uid/link': async () => ({ url: '/api/mailbox/2147483647/email/uid/1/link', body: { box: 'INBOX', target: 'reclamation', id: 2147483647 } }),
  'POST /api/reports/reclamations': async () => ({ body: { filter: { status: { inUse: true, value: [17] } }, groups: ['status', 'customer'] } }),
  'POST /api/reports/reclamations/xlsx': async () => ({ body: { groups: ['no-such-group'] } }),
  'POST /api/reports/orders': async () => ({ body: { filter: { status: { inUse: true, value: ['NEW'] } }, groups: ['customer', 'status', 'month'] } }),
  'POST /api/reports/orders/xlsx': async () => ({ body: { groups: ['no-such-group'] } }),
  'GET /api/reports/:module/variants': async () => ({ url: '/api/reports/reclamations/variants' }),
  'POST /api/reports/:module/variants': async (n) => ({ url: '/api/reports/reclamations/variants', body: { name: `Wariant ${n}`, settings: { groups: ['status'] } } }),
  'PUT /api/reports/:module/variants/:id': async () => ({ url: '/api/reports/reclamations/variants/2147483647', body: { name: 'Cudzy', settings: {} } }),
  'DELETE /api/reports/:module/variants/:id': async () => ({ url: '/api/reports/reclamations/variants/2147483647' }),
  'PUT /api/presence': async (n, make) => ({ body: { entity: 'sales_order', id: await make.order(), viewer: `sweep-viewer-${n}-${Date.now()}` } }),
  'DELETE /api/presence/:viewer': async () => ({ url: '/api/presence/no-such-viewer' }),
  'POST /api/bulk/:entity': async () => ({ url: '/api/bulk/customer', body: { ids: [2147483647], set: { phone: '500600700' } } }),
  'POST /api/bulk/:entity/delete': async () => ({ url: '/api/bulk/customer/delete', body: { ids: [2147483647] } }),
  'GET /api/export/:entity.xlsx': async () => ({ url: '/api/export/customer.xlsx?columns=name,city', bytes: true }),
  'GET /api/export/:entity.csv': async () => ({ url: '/api/export/customer.csv?columns=name,city', bytes: true }),
  'GET /api/import/:entity/template.xlsx': async () => ({ url: '/api/import/customer/template.xlsx', bytes: true }),
  'POST /api/import/:entity/preview': async (n) => ({ url: '/api/import/customer/preview', multipart: [{ name: 'file', filename: 'klienci.csv', data: `Nazwa;Miejscowość\r\nPrzegląd ${n};Łódź\r\n` }] }),
  // A client user may not add customers: its row is refused and answered, nothing written.
  'POST /api/import/:entity/commit': async (n) => ({ url: '/api/import/customer/commit', multipart: [{ name: 'mode', value: 'valid' }, { name: 'file', filename: 'klienci.csv', data: `Nazwa;Miejscowość\r\nPrzegląd ${n};Łódź\r\n` }] }),
  'GET /api/list_view': async () => ({ url: '/api/list_view?resource=customer' }),
  'POST /api/list_view': async (n) => ({ body: { resource: 'customer', name: `Widok ${n}`, settings: { filter: { q: 'Kowal' }, sort: { field: 'name', order: 'ASC' }, perPage: 25 } } }),
  'PUT /api/list_view/default': async () => ({ body: { resource: 'customer', id: null } }),
  'PUT /api/list_view/:id': async () => ({ url: '/api/list_view/2147483647', body: { name: 'Cudzy' } }),
  'DELETE /api/list_view/:id': async () => ({ url: '/api/list_view/2147483647' }),
  'POST /api/user/login': async () => ({ body: { email: 'nobody@example.pl', password: 'Wrong-pass-1' } }),
  'POST /api/user/signup': async (n) => ({ body: { name: 'Nowy', email: `sweep${n}.${Date.now()}@example.pl`, password: 'Sweep-pass-123' } }),
  'POST /api/user/confirm': async () => ({ body: { token: 'made-up-token' } }),
  'POST /api/user/forgotpassword': async () => ({ body: { email: 'nobody@example.pl' } }),
  'POST /api/user/resetpassword': async () => ({ body: { token: 'made-up-token', password: 'Sweep-pass-123' } }),
  'POST /api/user/logout': async () => ({ body: {} }),
  'PUT /api/user/settings': async () => ({ body: { sidebarTheme: 'dark', sidebarType: 'condensed', layoutType: 'horizontal', layoutWidth: 'boxed', darkMode: true } }),
  'GET /api/getallreclamationitems': async (_, make) => ({ url: `/api/getallreclamationitems?reclamation_id=${await make.reclamation()}` }),
  'POST /api/createreclamationitem': async (_, make) => ({ body: { reclamation_id: await make.reclamation(), reclamation_subject: await make.subject(), possitionIndex: 0 } }),
  'POST /api/deleteallreclamationitems': async (_, make) => ({ body: { reclamation_id: await make.reclamation() } }),
  'GET /api/getallreclamationhistoryevents': async (_, make) => ({ url: `/api/getallreclamationhistoryevents?reclamation_id=${await make.reclamation()}` }),
  'GET /api/getreclamationhistoryevent/:id': async (_, make) => ({ url: `/api/getreclamationhistoryevent/${await make.event()}` }),
  'POST /api/createreclamationhistoryevent': async (_, make) => ({ body: { reclamation_id: await make.reclamation(), action_type: 2, description: 'Telefon od klienta' } }),
  'PUT /api/updatereclamationhistoryevent': async (_, make) => ({ body: { id: await make.event(), description: 'Poprawiony opis' } }),
  'POST /api/deletereclamationhistoryevent': async (_, make) => ({ body: { id: await make.event() } }),
  'POST /api/reclamations/:id/reminders': async (_, make) => ({
    url: `/api/reclamations/${await make.reclamation()}/reminders`,
    body: { remind_at: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' }), description: 'Oddzwonić do klienta' },
  }),
  'POST /api/reminders/:id/done': async (_, make) => ({ url: `/api/reminders/${await make.reminder()}/done` }),
  'POST /api/reclamation/upload_files': async (_, make) => ({ multipart: [{ name: 'data', value: JSON.stringify({ reclamationId: await make.reclamation() }) }, sweepFile()] }),
  'POST /api/reclamation/subject_files': async (_, make) => ({ body: { reclamationId: await make.reclamation() } }),
  'GET /api/reclamation/file/:id': async (_, make) => ({ url: `/api/reclamation/file/${await make.file()}` }),
  'DELETE /api/file/:id': async (_, make) => ({ url: `/api/file/${await make.file()}?parent=reclamation` }),
  'GET /api/file/:id': async (_, make) => ({ url: `/api/file/${await make.file()}?parent=reclamation` }),
  'POST /api/upload_files': async (_, make) => ({ multipart: [{ name: 'data', value: JSON.stringify({ objectType: 'reclamation', id: await make.reclamation() }) }, sweepFile()] }),
  'POST /api/subject_files': async (_, make) => ({ body: { objectType: 'reclamation', objectId: await make.reclamation() } }),
  'GET /api/reclamations/statistics': async () => ({ url: '/api/reclamations/statistics?dateFrom=2026-01-01&dateTo=2026-12-31' }),
  'GET /api/search': async () => ({ url: '/api/search?q=RK' }),
  'GET /api/users/:username': async () => ({ url: `/api/users/${encodeURIComponent(ADMIN_EMAIL)}` }),
  'GET /api/dashboard/accounting/records': async () => ({ url: '/api/dashboard/accounting/records?figure=overdueTasks&month=2026-02' }),
  ...Object.fromEntries(
    ANALYSES.flatMap((a): [string, OtherCall][] => [
      [`GET /api${a.api}`, async () => ({ url: `/api${a.api}?dateFrom=2026-01-01&dateTo=2026-12-31&groupBy=${a.dimensions.at(-1)}` })],
      [`GET /api${a.api}/xlsx`, async () => ({ url: `/api${a.api}/xlsx?dateFrom=2026-01-01&dateTo=2026-03-31`, bytes: true })],
      [`GET /api${a.api}/records`, async () => ({ url: `/api${a.api}/records?dateFrom=2026-01-01&dateTo=2026-12-31&groupBy=month&key=2026-02` })],
    ]),
  ),
  'GET /api/reclamation/:id/protocol/:kind': async (_, make) => ({ url: `/api/reclamation/${await make.reclamation()}/protocol/decisionprotocol` }),
  'GET /api/reclamation/:id/protocol/:kind.pdf': async (_, make) => ({ url: `/api/reclamation/${await make.reclamation()}/protocol/serviceprotocol.pdf`, bytes: true }),
  'POST /api/order/change_deletion_mark': async (_, make) => ({ body: { orderId: await make.order() } }),
  'POST /api/order/check_double': async () => ({ body: { reference: 'Referencja z przeglądu' } }),
  'POST /api/order/get_double_data': async () => ({ body: { reference: 'Referencja z przeglądu' } }),
  'GET /api/object_version': async (_, make) => ({ url: `/api/object_version?objectType=order&objectId=${await make.order()}` }),
  'GET /api/audit': async (_, make) => ({ url: `/api/audit?entity=sales_order&id=${await make.order()}` }),
  'GET /api/object_version/:id': async (_, make) => ({ url: `/api/object_version/${await make.version()}` }),
  'GET /api/order/:id/confirmation.pdf': async (_, make) => ({ url: `/api/order/${await make.order()}/confirmation.pdf`, bytes: true }),
  'GET /api/orders/xlsx': async () => ({ url: `/api/orders/xlsx?filter=${encodeURIComponent('{"status":"NEW"}')}`, bytes: true }),
  'POST /api/pricelist/calculate_prices': async (_, make) => ({ body: { productId: await make.pricedProduct(), quantity: 2, customerId: make.customer() } }),
  'POST /api/product/getPrice': async (_, make) => ({ body: { productId: await make.pricedProduct(), quantity: 1 } }),
  'POST /api/product_parameter': async (_, make) => ({ body: { productId: (await make.parameter()).productId } }),
  'POST /api/parameter_value': async (_, make) => ({ body: { parameterId: (await make.parameter()).parameterId } }),
  'POST /api/next_param_value': async (_, make) => ({ body: await make.parameter() }),
  'POST /api/selected_value': async (_, make) => ({ body: { productId: (await make.parameter()).productId, choosenParameters: [], length: 1000, height: 1000 } }),
  'POST /api/expression_variables': async (_, make) => ({ body: { productId: (await make.parameter()).productId } }),
  'POST /api/customer_request/add_comment': async (_, make) => ({ multipart: [{ name: 'customerRequestId', value: String(await make.request()) }, { name: 'text', value: 'Komentarz z przeglądu' }] }),
  'DELETE /api/customer_request/comment/:id': async (_, make) => ({ url: `/api/customer_request/comment/${await make.comment()}` }),
  'POST /api/customer_request/file': async (_, make) => ({ multipart: [{ name: 'data', value: JSON.stringify({ customerRequestId: await make.request() }) }, sweepFile()] }),
  'POST /api/customer_request/comment_file': async (_, make) => ({ multipart: [{ name: 'data', value: JSON.stringify({ commentId: await make.comment() }) }, sweepFile()] }),
  'POST /api/customer_request/cr_file': async (_, make) => ({ body: { objectId: await make.request() } }),
  'POST /api/customer_request/cr_comment_file': async (_, make) => ({ body: { objectId: await make.comment() } }),
  'GET /api/customer_request/cr_file/:id': async (_, make) => ({ url: `/api/customer_request/cr_file/${await make.requestFile()}` }),
  'DELETE /api/customer_request/cr_file/:id': async (_, make) => ({ url: `/api/customer_request/cr_file/${await make.requestFile()}` }),
  'GET /api/customer_request/cr_comment_file/:id': async (_, make) => ({ url: `/api/customer_request/cr_comment_file/${await make.commentFile()}` }),
  'DELETE /api/customer_request/cr_comment_file/:id': async (_, make) => ({ url: `/api/customer_request/cr_comment_file/${await make.commentFile()}` }),
  'POST /api/customer_request/change_deletion_mark': async (_, make) => ({ body: { id: await make.request() } }),
  'POST /api/customer_request/:id/create_order': async (_, make) => ({ url: `/api/customer_request/${await make.request()}/create_order` }),
  'POST /api/delivery_document/from_order/:id': async (_, make) => ({ url: `/api/delivery_document/from_order/${await make.confirmedOrder()}` }),
  'GET /api/delivery_document/:id/document.pdf': async (_, make) => ({ url: `/api/delivery_document/${await make.deliveryDocument()}/document.pdf`, bytes: true }),
  'POST /api/product/:id/image': async (_, make) => ({ url: `/api/product/${await make.pricedProduct()}/image`, multipart: [sweepPicture()] }),
  'GET /api/product/:id/image': async (_, make) => ({ url: `/api/product/${await make.picturedProduct()}/image`, bytes: true }),
  'DELETE /api/product/:id/image': async (_, make) => ({ url: `/api/product/${await make.picturedProduct()}/image` }),
  'PUT /api/accept_exec_task/:id': async (_, make) => ({ url: `/api/accept_exec_task/${await make.task()}` }),
  'PUT /api/execute_task/:id': async (_, make) => ({ url: `/api/execute_task/${await make.task()}`, body: { executionResult: 'Zrobione' } }),
  'PUT /api/redirect_task/:id': async (_, make) => ({ url: `/api/redirect_task/${(await make.process()).taskId}`, body: { stageId: 'drugi' } }),
  'PUT /api/send_task_result/:id': async (_, make) => ({ url: `/api/send_task_result/${await make.task()}`, body: { executionResult: 'Wynik z przeglądu' } }),
  'GET /api/executorbyuser/:id': async (_, make) => ({ url: `/api/executorbyuser/${await make.executorUser()}` }),
  'POST /api/bp_definition/dry_run': async (_, make) => ({ body: { stages: SWEEP_STAGES, ownerObjectName: 'reclamation', ownerId: await make.reclamation() } }),
  'GET /api/bp_exemplar/:id': async (_, make) => ({ url: `/api/bp_exemplar/${(await make.process()).exemplarId}` }),
  'POST /api/bp_exemplar': async (_, make) => ({ body: { definitionId: await make.definition(), ownerObjectId: await make.request() } }),
  'PUT /api/bp_exemplar': async (_, make) => ({ body: { id: (await make.process()).exemplarId, status: 'Stopped' } }),
  'POST /api/bp_exemplar/delete': async (_, make) => ({ body: { id: (await make.process()).exemplarId } }),
  'POST /api/internal_message/read_all': async () => ({ body: {} }),
  'POST /api/internal_message/:id/read': async (_, make) => ({ url: `/api/internal_message/${await make.note()}/read`, body: {} }),
};

/** A two-stage process for offer requests: started by hand (it is not active), so other records start none. */
const SWEEP_STAGES = JSON.stringify({
  stages: [
    { id: 'pierwszy', text: 'Pierwszy etap', next: 'drugi', nextNo: null, isCondition: false, conditionCode: '', beforeExecution: '', onExecution: '', executionTerm: 1, executorId: null, executorRoleId: null, manualStageDefinition: false },
    { id: 'drugi', text: 'Drugi etap', next: null, nextNo: null, isCondition: false, conditionCode: '', beforeExecution: '', onExecution: '', executionTerm: 2, executorId: null, executorRoleId: null, manualStageDefinition: false },
  ],
});

const entityRoute = (key: string): { entity: EntityDef; operation: Operation } | undefined => {
  for (const entity of registry) {
    for (const operation of OPERATIONS) {
      const endpoint = entity.endpoints[operation];
      if (`${endpoint.method} /api${endpoint.path}` === key) return { entity, operation };
    }
  }
  return undefined;
};

describe('route sweep: every route, every kind of caller', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
  });
  afterAll(() => t.close());

  it('the tables name exactly the registered routes', () => {
    expect(routes.filter((r) => !Object.hasOwn(EXPECTED, r)).map((r) => `route ${r} is missing from the table`)).toEqual([]);
    expect(Object.keys(HAND_WRITTEN).filter((r) => !routes.includes(r)).map((r) => `table row ${r} has no route`)).toEqual([]);
    expect(Object.keys(HAND_WRITTEN).filter((r) => Object.hasOwn(ENTITY_ROUTES, r)).map((r) => `${r} is an entity's route: its schema says who may call it`)).toEqual([]);
  });

  /** Rows the other calls need, made by the administrator for a customer the client may see. */
  const fixtures: Fixtures = {
    reclamation: async () => (await createRow(roles.admin, reclamation, { customer: roles.customerA.id })).id,
    subject: async () => (await entityCalls(roles.admin, reclamationSubject).all())[0].id,
    event: async () => {
      const res = await roles.admin.post<{ responseData: { id: number } }>('/api/createreclamationhistoryevent', { reclamation_id: await fixtures.reclamation(), action_type: 6 });
      return res.body.responseData.id;
    },
    reminder: async () => {
      const url = `/api/reclamations/${await fixtures.reclamation()}/reminders`;
      const res = await roles.admin.post<{ responseData: { id: number } }>(url, { remind_at: '2099-12-31', description: 'Przypomnienie z przeglądu' });
      return res.body.responseData.id;
    },
    file: async () => {
      const data = { name: 'data', value: JSON.stringify({ reclamationId: await fixtures.reclamation() }) };
      const res = await postMultipart<{ responseData: { id: number }[] }>(t.app, '/api/reclamation/upload_files', roles.cookies.admin, [data, sweepFile()]);
      return res.body.responseData[0].id;
    },
    order: async () => (await createRow(roles.admin, salesOrder, { ...(await buildRecord(roles.admin, salesOrder, 0)), numberStr: null, customerId: roles.customerA.id })).id,
    version: async () => {
      const res = await roles.admin.get<{ responseData: { id: number }[] }>(`/api/object_version?objectType=order&objectId=${await fixtures.order()}`);
      return res.body.responseData[0].id;
    },
    pricedProduct: async () => {
      const made = await createRow(roles.admin, product, await buildRecord(roles.admin, product, 0));
      await createRow(roles.admin, priceList, { description: `Cennik ${made.id}`, currency: 'PLN', prices: [{ productId: made.id, price: 100 }] });
      return made.id;
    },
    customer: () => roles.customerA.id,
    picturedProduct: async () => {
      const id = await fixtures.pricedProduct();
      const res = await postMultipart(t.app, `/api/product/${id}/image`, roles.cookies.admin, [sweepPicture()]);
      if (res.status !== 200) throw new Error(`picture: ${res.status}`);
      return id;
    },
    confirmedOrder: async () => {
      const id = await fixtures.order();
      const res = await roles.admin.put(`/api/order/${id}`, { status: 'NEW' });
      const confirmed = await roles.admin.put(`/api/order/${id}`, { status: 'CONFIRMED' });
      if (res.status !== 200 || confirmed.status !== 200) throw new Error(`confirm order: ${res.status} ${confirmed.status}`);
      return id;
    },
    deliveryDocument: async () => {
      const res = await roles.admin.post<{ responseData: { id: number } }>('/api/delivery_document', { customerId: roles.customerA.id, products: [] });
      if (res.status !== 200) throw new Error(`delivery document: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.responseData.id;
    },
    request: async () => (await createRow(roles.admin, customerRequest, { customerId: roles.customerA.id, title: 'Zapytanie z przeglądu' })).id,
    comment: async () => {
      const res = await postMultipart<{ responseData: { id: number } }>(t.app, '/api/customer_request/add_comment', roles.cookies.admin, [
        { name: 'customerRequestId', value: String(await fixtures.request()) },
        { name: 'text', value: 'Komentarz' },
      ]);
      return res.body.responseData.id;
    },
    requestFile: async () => {
      const data = { name: 'data', value: JSON.stringify({ customerRequestId: await fixtures.request() }) };
      const res = await postMultipart<{ responseData: { id: number }[] }>(t.app, '/api/customer_request/file', roles.cookies.admin, [data, sweepFile()]);
      return res.body.responseData[0].id;
    },
    commentFile: async () => {
      const data = { name: 'data', value: JSON.stringify({ commentId: await fixtures.comment() }) };
      const res = await postMultipart<{ responseData: { id: number }[] }>(t.app, '/api/customer_request/comment_file', roles.cookies.admin, [data, sweepFile()]);
      return res.body.responseData[0].id;
    },
    task: async () => (await createRow(roles.admin, entityByName('task'), { name: 'Zadanie z przeglądu' })).id,
    definition: async () => (await createRow(roles.admin, entityByName('bp_definition'), { description: 'Proces z przeglądu', ownerObjectName: 'customer_request', isActive: false, stages: SWEEP_STAGES })).id,
    process: async () => {
      const res = await roles.admin.post<{ responseData: { id: number } }>('/api/bp_exemplar', { definitionId: await fixtures.definition(), ownerObjectId: await fixtures.request() });
      if (res.status !== 200) throw new Error(`process: ${res.status} ${JSON.stringify(res.body)}`);
      const exemplarId = res.body.responseData.id;
      const tasks = await roles.admin.get<{ responseData: { id: number }[] }>(`/api/task?filter=${encodeURIComponent(JSON.stringify({ bpExemplarId: exemplarId }))}`);
      return { exemplarId, taskId: tasks.body.responseData[0].id };
    },
    note: async () => {
      const me = (await roles.admin.get<{ result: { id: number } }>('/api/user/session')).body.result.id;
      return (await createRow(roles.admin, entityByName('internal_message'), { userId: me, title: 'Notatka z przeglądu' })).id;
    },
    outgoing: async () => {
      // No password and a host the address guard refuses: the message is stored and never leaves.
      const account = await roles.admin.post<{ responseData: { id: number } }>('/api/email_account', { name: `Przegląd ${uniqueToken()}`, email: 'przeglad@example.pl', smtpHost: '127.0.0.1', smtpPort: 9, smtpTls: false });
      if (account.status !== 200) throw new Error(`mail account: ${account.status} ${JSON.stringify(account.body)}`);
      const accountId = account.body.responseData.id;
      const res = await roles.admin.post<{ responseData: { id: number } }>('/api/outgoing_email', { accountId, to: 'przeglad@example.pl', subject: 'Z przeglądu' });
      if (res.status !== 200) throw new Error(`outgoing e-mail: ${res.status} ${JSON.stringify(res.body)}`);
      return { accountId, id: res.body.responseData.id };
    },
    executorUser: async () => {
      const users = await entityCalls(roles.admin, entityByName('user')).all();
      const executors = await entityCalls(roles.admin, entityByName('executor')).all();
      const linked = executors.find((e) => typeof e.userId === 'number');
      if (linked) return Number(linked.userId);
      const user = users.find((u) => !executors.some((e) => e.userId === u.id)) ?? users[0];
      await createRow(roles.admin, entityByName('executor'), { code: `SWEEP-${user.id}`, name: 'Wykonawca z przeglądu', userId: user.id });
      return Number(user.id);
    },
    parameter: async () => {
      const made = await createRow(roles.admin, product, { ...(await buildRecord(roles.admin, product, 0)), configProduct: true });
      const parameter = await createRow(roles.admin, productParameter, { productId: made.id, name: 'Kolor', sortOrder: 0 });
      return { productId: made.id, parameterId: parameter.id };
    },
  };

  /** A client user acts on records of customers its group lists: grant the one a record names. */
  const grantFor = async (role: Role, entity: EntityDef, record: Record<string, unknown>) => {
    const field = entity.customerScope;
    if (role !== 'client' || !field || typeof record[field] !== 'number') return;
    await roles.grantCustomer(Number(record[field]));
  };

  /** One call of a route as a role; an entity's id routes get a fresh row of their own. */
  const call = async (key: string, role: Role, n: number) => {
    const client = roles.as(role);
    const target = entityRoute(key);
    if (!target || Object.hasOwn(OTHER_CALLS, key)) {
      const [method, path] = key.split(' ');
      const { url, body, multipart, bytes } = (await OTHER_CALLS[key]?.(n, fixtures)) ?? {};
      if (multipart) return postMultipart(t.app, url ?? path, roles.cookies[role], multipart);
      if (bytes) return { status: (await t.app.inject({ method: 'GET', url: url ?? path, headers: roles.cookies[role] ? { cookie: roles.cookies[role] } : {} })).statusCode };
      return client.call(method as 'GET' | 'POST', url ?? path, { body });
    }
    const { entity, operation } = target;
    const calls = entityCalls(client, entity);
    // Rows made for a call are removed after it, so dictionaries with few unique values last.
    const cleanUp = (id: unknown) => (typeof id === 'number' ? entityCalls(roles.admin, entity).remove(id) : undefined);
    if (operation === 'list') return calls.list();
    if (operation === 'create') {
      const body = await buildRecord(roles.admin, entity, 0);
      await grantFor(role, entity, body);
      const res = await calls.create<{ responseData?: { id?: number } }>(body);
      await cleanUp(res.body?.responseData?.id);
      return res;
    }
    const row = await createRow(roles.admin, entity, await buildRecord(roles.admin, entity, 0));
    await grantFor(role, entity, row);
    const changes = await buildRecord(roles.admin, entity, 1, { selfId: row.id });
    await grantFor(role, entity, changes);
    const res =
      operation === 'getOne' ? await calls.getOne(row.id) : operation === 'update' ? await calls.update(row.id, changes) : await calls.remove(row.id);
    if (operation !== 'delete' || res.status !== 200) await cleanUp(row.id);
    return res;
  };

  // Some 340 routes, each with its own records made and cleaned up: a minute on a busy machine.
  const SWEEP_MS = 180_000;
  it.each(ROLES.map((role) => [role]))('as %s every route answers as the table says', async (role) => {
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number> = {};
    // Signing out goes last: it ends the session the other calls use.
    const ordered = [...routes.filter((r) => r !== 'POST /api/user/logout'), 'POST /api/user/logout'];
    let n = 0;
    for (const key of ordered) {
      if (!Object.hasOwn(EXPECTED, key)) {
        outcomes[key] = -1;
        expected[key] = Number.NaN; // route missing from the table: named in the difference
        continue;
      }
      const res = await call(key, role, ++n);
      outcomes[key] = res.status;
      expected[key] = EXPECTED[key][role];
    }
    expect(outcomes).toEqual(expected);
  }, SWEEP_MS);
});
