import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { pdfTitle } from '../support/pdf';

const KINDS = ['reclamation', 'registrationprotocol', 'decisionprotocol', 'mileageprotocol', 'removalprotocol', 'serviceprotocol'];
const TITLES: Record<string, string> = {
  reclamation: 'Karta reklamacji',
  registrationprotocol: 'Protokół przyjęcia reklamacji',
  decisionprotocol: 'Protokół rozpatrzenia reklamacji',
  mileageprotocol: 'Protokół z przejazdu serwisu',
  removalprotocol: 'Protokół usunięcia usterki',
  serviceprotocol: 'Protokół serwisowy',
};

type ProtocolJson = {
  kind: string;
  firm: { name: string } | null;
  reclamation: { number: string; decision: string | null; client_surname: string | null };
  customer: { name: string } | null;
  positions: { code: string; quantity: number }[];
  document: { title: string; subtitle: string; fileName: string };
};

describe('reclamation protocols', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let own: Row & { number: string };
  let foreign: Row;
  let decisionName: string;

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    const subjects = (await roles.admin.get<OkBody<Row[]>>('/api/getallreclamationsubjects?sort=id&order=ASC')).body.responseData;
    const decisions = (await roles.admin.get<OkBody<Row[]>>('/api/getallreclamationdecisions')).body.responseData;
    decisionName = String(decisions[0].description);
    const made = await roles.admin.post<OkBody<Row & { number: string }>>('/api/createreclamation', {
      customer: roles.customerA.id,
      client_name: 'Józef',
      client_surname: 'Żółkiewski',
      telephone: '+48 600 100 200',
      comment: 'Pęknięty front szuflady',
      decision: decisions[0].id,
      decision_date: '2026-03-09',
      possitions: [{ reclamation_subject: subjects[0].id, quantity: 2 }, { reclamation_subject: subjects[1].id }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    own = made.body.responseData;
    foreign = await createRow(roles.admin, reclamation, { customer: roles.customerB.id });
  });
  afterAll(() => t.close());

  it.each(KINDS.map((k) => [k]))('%s answers a real PDF named after the kind and number', async (kind) => {
    const res = await get(`/api/reclamation/${own.id}/protocol/${kind}.pdf`, roles.cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="protokol-${kind}-${own.number.replaceAll('/', '_')}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    const raw = pdf.toString('latin1');
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((raw.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    const title = pdfTitle(pdf);
    expect(title).toContain(TITLES[kind]);
    expect(title).toContain(`Nr ${own.number}`);
  });

  it.each(KINDS.map((k) => [k]))('%s answers its data and document as JSON', async (kind) => {
    const res = await roles.as('admin').get<OkBody<ProtocolJson>>(`/api/reclamation/${own.id}/protocol/${kind}`);
    expect(res.status).toBe(200);
    const body = res.body.responseData;
    expect(body.kind).toBe(kind);
    expect(body.firm?.name).toBe('Zaplecze Produkcja Sp. z o.o.');
    expect(body.customer?.name).toBe(roles.customerA.name);
    expect(body.reclamation).toMatchObject({ number: own.number, client_surname: 'Żółkiewski', decision: decisionName });
    expect(body.positions.map((p) => p.quantity)).toEqual([2, 1]);
    expect(body.document.title).toBe(TITLES[kind]);
    expect(body.document.subtitle).toMatch(new RegExp(`^Nr ${own.number} z dnia \\d{2}\\.\\d{2}\\.\\d{4}$`));
  });

  it('a client user prints its own customers\u2019 reclamations only', async () => {
    expect((await get(`/api/reclamation/${own.id}/protocol/decisionprotocol.pdf`, roles.cookies.client)).statusCode).toBe(200);
    expect((await get(`/api/reclamation/${own.id}/protocol/decisionprotocol`, roles.cookies.client)).statusCode).toBe(200);
    expect((await get(`/api/reclamation/${foreign.id}/protocol/decisionprotocol.pdf`, roles.cookies.client)).statusCode).toBe(404);
    expect((await get(`/api/reclamation/${foreign.id}/protocol/serviceprotocol`, roles.cookies.client)).statusCode).toBe(404);
    expect((await get(`/api/reclamation/${foreign.id}/protocol/serviceprotocol`, roles.cookies.admin)).statusCode).toBe(200);
  });

  it('an unknown kind, a missing reclamation and a bad id are refused; no session is 401', async () => {
    expect((await get(`/api/reclamation/${own.id}/protocol/invoice.pdf`, roles.cookies.admin)).statusCode).toBe(404);
    expect((await get(`/api/reclamation/${own.id}/protocol/invoice`, roles.cookies.admin)).statusCode).toBe(404);
    expect((await get('/api/reclamation/999999/protocol/reclamation.pdf', roles.cookies.admin)).statusCode).toBe(404);
    expect((await get('/api/reclamation/abc/protocol/reclamation', roles.cookies.admin)).statusCode).toBe(400);
    expect((await get(`/api/reclamation/${own.id}/protocol/reclamation.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/reclamation/${own.id}/protocol/reclamation`)).statusCode).toBe(401);
    expect((await get(`/api/reclamation/${own.id}/protocol/reclamation.pdf`, roles.cookies.noRights)).statusCode).toBe(403);
  });
});
