import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { ErrorBody, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';
import { setUpRoles } from '../support/roles';
import { postMultipart } from '../support/multipart';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; format?: string; items?: Schema; $ref?: string; const?: unknown };
type Media = { schema: Schema; example?: unknown; encoding?: Record<string, { contentType?: string }> };
type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, Response>;
};
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response>; securitySchemes: Record<string, unknown> };
};

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The OpenAPI document as an integrator reads it: every route described, from the schemas the
 * server validates with, with the error envelope, examples that are what the server answers, and
 * a document Redocly's linter finds no error in.
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await api(t.app).get<OpenApi>('/api/openapi.json')).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  const operation = (method: string, url: string): Operation | undefined => doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const jsonBody = (method: string, url: string): Schema | undefined => operation(method, url)?.requestBody?.content['application/json']?.schema;
  const routes = () => t.app.apiRoutes.filter((r) => r.url !== '/api/openapi.json');

  it('describes every registered route, and every route that writes with its request body', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(routes().filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url} is not in the document`)).toEqual([]);
    const writes = routes().filter((r) => WRITES.has(r.method));
    expect(writes.length).toBeGreaterThan(150);
    expect(writes.filter((r) => !operation(r.method, r.url)?.requestBody).map((r) => `${r.method} ${r.url} has no request body`)).toEqual([]);
    // Every JSON body comes with an example; an object body's example has the fields it needs.
    for (const route of writes) {
      const media = operation(route.method, route.url)?.requestBody?.content['application/json'];
      if (!media) continue;
      expect(media.example, `${route.method} ${route.url}`).toBeDefined();
      for (const key of media.schema.required ?? []) expect(media.example, `${route.method} ${route.url}: ${key}`).toHaveProperty(key);
    }
  });

  it('names the fields an integrator must send', () => {
    expect(jsonBody('POST', '/api/customer_request')?.required).toEqual(expect.arrayContaining(['title', 'customerId']));
    expect(jsonBody('POST', '/api/parameter_value')?.required).toEqual(['parameterId']);
    expect(jsonBody('POST', '/api/parameter_value')?.properties?.parameterId?.type).toBe('integer');
    expect(jsonBody('POST', '/api/order/check_double')?.properties).toHaveProperty('reference');
    expect(jsonBody('POST', '/api/order/check_double')?.required).toContain('reference');
    expect(jsonBody('POST', '/api/delivery_document')?.required).toContain('customerId');
    expect(jsonBody('POST', '/api/createreclamationhistoryevent')?.required).toEqual(expect.arrayContaining(['reclamation_id', 'action_type']));
    expect(jsonBody('POST', '/api/deletereclamationsubject')?.required).toEqual(['id']);
    // A select field lists its choices.
    expect(jsonBody('POST', '/api/task')?.properties?.importance).toHaveProperty('enum');
    // Path and query parameters.
    const list = operation('GET', '/api/customer_request')?.parameters ?? [];
    expect(list.map((p) => `${p.in} ${p.name}`)).toEqual(expect.arrayContaining(['query page', 'query limit', 'query sort', 'query order', 'query filter']));
    const email = operation('GET', '/api/mailbox/:accountId/email/uid/:uid')?.parameters ?? [];
    expect(email.map((p) => `${p.in} ${p.name} ${p.required}`)).toEqual(expect.arrayContaining(['path accountId true', 'path uid true', 'query box false']));
    expect(operation('GET', '/api/order/:id')?.parameters?.find((p) => p.name === 'id')).toMatchObject({ in: 'path', required: true });
  });

  it('describes the parts of every multipart body, the files as binary', () => {
    const multipart = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(multipart.sort()).toEqual(
      [
        'POST /api/reclamation/upload_files',
        'POST /api/upload_files',
        'POST /api/customer_request/file',
        'POST /api/customer_request/comment_file',
        'POST /api/customer_request/add_comment',
        'POST /api/product/{id}/image',
        'POST /api/import/{entity}/preview',
        'POST /api/import/{entity}/commit',
      ].sort(),
    );
    const parts = (url: string) => doc.paths[url].post.requestBody!.content['multipart/form-data'];
    expect(parts('/api/customer_request/file').schema.properties?.files?.items?.format).toBe('binary');
    expect(parts('/api/customer_request/file').schema.properties?.data?.required).toContain('customerRequestId');
    expect(parts('/api/customer_request/file').encoding?.data?.contentType).toBe('application/json');
    expect(parts('/api/reclamation/upload_files').schema.properties?.data?.required).toContain('reclamationId');
    expect(parts('/api/customer_request/comment_file').schema.properties?.data?.required).toContain('commentId');
    expect(parts('/api/customer_request/add_comment').schema.required).toEqual(['customerRequestId']);
    expect(parts('/api/customer_request/add_comment').schema.properties).toHaveProperty('text');
    expect(parts('/api/product/{id}/image').schema.properties?.files?.format).toBe('binary');
    expect(parts('/api/import/{entity}/commit').schema.required).toEqual(['mode', 'file']);
    expect((parts('/api/import/{entity}/commit').schema.properties?.mode as { enum?: string[] } | undefined)?.enum).toEqual(['all', 'valid']);
  });

  it('answers every success in its envelope and every refusal in the shared error envelope', () => {
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(envelope.required).toEqual(['httpStatus', 'code', 'message', 'errors']);
    expect(doc.components.schemas.FieldError.required).toEqual(['path', 'code', 'message']);
    const errorSchema = (response: Response): Schema | undefined =>
      response.$ref ? doc.components.responses[response.$ref.replace('#/components/responses/', '')]?.content?.['application/json']?.schema : response.content?.['application/json']?.schema;
    const example = (response: Response): unknown =>
      response.$ref ? doc.components.responses[response.$ref.replace('#/components/responses/', '')]?.content?.['application/json']?.example : response.content?.['application/json']?.example;
    let enveloped = 0;
    for (const route of routes()) {
      const op = operation(route.method, route.url)!;
      const what = `${route.method} ${route.url}`;
      const success = op.responses['200'].content?.['application/json']?.schema;
      if (success?.properties?.responseData) {
        expect(success.properties.httpStatus, what).toEqual({ const: 200 });
        enveloped++;
      }
      expect(op.responses, what).toHaveProperty('503');
      if (route.access !== 'public') expect(op.responses, what).toHaveProperty('401');
      if (typeof route.access === 'object') expect(op.responses, what).toHaveProperty('403');
      if (WRITES.has(route.method)) expect(op.responses, what).toHaveProperty('400');
      for (const [status, response] of Object.entries(op.responses).filter(([status]) => Number(status) >= 400)) {
        expect(errorSchema(response), `${what} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        expect(example(response), `${what} ${status}`).toMatchObject({ httpStatus: Number(status), code: expect.any(String), message: expect.any(String), errors: expect.any(Array) });
      }
    }
    // All but the session calls, the files and the workbooks answer in the envelope.
    expect(enveloped).toBeGreaterThan(routes().length - 40);
  });

  it("gives as a refusal's example what the server answers", async () => {
    const { cookies } = await setUpRoles(t);
    const documented = operation('POST', '/api/customer_request')!.responses['400'].content!['application/json'].example as ErrorBody;
    const missing = documented.errors[0].path;
    const res = await api(t.app, cookies.admin).post<ErrorBody>('/api/customer_request', { title: 'Zapytanie bez klienta', customerId: 1, [missing]: undefined });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(documented);
    // The documented example of a body passes the server's validation.
    const example = operation('POST', '/api/order/check_double')!.requestBody!.content['application/json'].example;
    const checked = await api(t.app, cookies.admin).post('/api/order/check_double', example);
    expect(checked.status).toBe(200);
    // A multipart `data` part lacking a documented required field is refused on that field.
    const upload = await postMultipart<ErrorBody>(t.app, '/api/customer_request/file', cookies.admin!, [
      { name: 'data', value: JSON.stringify({ description: 'Bez zapytania' }) },
      { name: 'files', filename: 'a.txt', data: 'tekst' },
    ]);
    expect(upload.status).toBe(400);
    expect(upload.body.errors.map((e) => e.path)).toEqual(['data.customerRequestId']);
  });

  it('refuses to start with a writing route that declares no body, or input that is not zod', async () => {
    for (const [options, message] of [
      [{ config: { access: 'signedIn' } }, 'Route POST /api/declares-no-body declares no body (noBody when it takes none)'],
      [{ config: { access: 'signedIn' }, schema: { body: { type: 'object' } } }, 'Route POST /api/declares-no-body declares its body as something other than a zod schema'],
    ] as const) {
      const fresh = await buildApp({ db: t.db, config: readConfig({ NODE_ENV: 'test' }), logger: false });
      try {
        const attempt = async () => {
          fresh.post('/api/declares-no-body', options, async () => 'written');
          await fresh.ready();
        };
        await expect(attempt()).rejects.toThrow(message);
      } finally {
        await fresh.close().catch(() => {});
      }
    }
  });

  it('passes Redocly lint with no error', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      // No telemetry, no update notice: the linter talks to nobody.
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', CI: 'true' };
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], { env, maxBuffer: 32 * 1024 * 1024 }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] };
      expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
