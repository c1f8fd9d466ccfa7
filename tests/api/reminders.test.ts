import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reclamationHistoryEvents } from '../../server/db/tables';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { createRow, entityCalls } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Reminder = { id: number; reclamation_id: number; action_type: number; description: string; user_id: number; remind_at: string; done_at: string | null };
type Due = { id: number; reclamation_id: number; number: string; customer: number | null; customer_name: string | null; remind_at: string; description: string };
type History = { id: number; action_type: number; description: string; user_name: string | null; remind_at: string | null; done_at: string | null }[];

/** A day in Poland as YYYY-MM-DD, `offset` days from today there. */
const warsawDay = (offset = 0) => {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};

describe('reminders', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  let client: Api;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    client = roles.as('client');
  });
  afterAll(() => t.close());

  const newReclamation = async (customer = roles.customerA.id) => (await createRow(admin, reclamation, { customer })).id;
  const remind = (as: Api, reclamationId: number, body: unknown) => as.post<OkBody<Reminder> & ErrorBody>(`/api/reclamations/${reclamationId}/reminders`, body);
  const addReminder = async (as: Api, reclamationId: number, remind_at: string, description: string) => {
    const res = await remind(as, reclamationId, { remind_at, description });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const due = async (as: Api) => {
    const res = await as.get<OkBody<Due[]>>('/api/reminders/due');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const history = async (reclamationId: number) => (await admin.get<OkBody<{ history: History }>>(`/api/getreclamation/${reclamationId}`)).body.responseData.history;
  /** Moves a reminder's day, as if it had been set some days ago. */
  const moveTo = (id: number, day: string) => t.db.update(reclamationHistoryEvents).set({ remind_at: day }).where(eq(reclamationHistoryEvents.id, id));

  it('a reminder is a history entry of type 6 of its author, with its day and not done', async () => {
    const id = await newReclamation();
    const made = await addReminder(admin, id, warsawDay(1), '  Zadzwonić do klienta  ');
    expect(made).toMatchObject({ reclamation_id: id, action_type: 6, description: 'Zadzwonić do klienta', remind_at: warsawDay(1), done_at: null });
    const entries = await history(id);
    expect(entries[0]).toMatchObject({ id: made.id, action_type: 6, description: 'Zadzwonić do klienta', user_name: 'Administrator', remind_at: warsawDay(1), done_at: null });
    expect(entries).toHaveLength(2);
  });

  it('today is the earliest day a reminder may be set for', async () => {
    const id = await newReclamation();
    expect((await addReminder(admin, id, warsawDay(0), 'Dziś')).remind_at).toBe(warsawDay(0));
  });

  it('a missing, malformed, impossible or past day and an empty text are refused by field and write nothing', async () => {
    const id = await newReclamation();
    const cases: [unknown, string, string][] = [
      [{ description: 'Bez daty' }, 'remind_at', 'required'],
      [{ remind_at: 'jutro', description: 'Zła data' }, 'remind_at', 'invalidDate'],
      [{ remind_at: '2031-02-30', description: 'Nie ma takiego dnia' }, 'remind_at', 'invalidDate'],
      [{ remind_at: '2031-02-03T10:00:00Z', description: 'Z godziną' }, 'remind_at', 'invalidDate'],
      [{ remind_at: warsawDay(-1), description: 'Wczoraj' }, 'remind_at', 'dateTooEarly'],
      [{ remind_at: warsawDay(1), description: '   ' }, 'description', 'required'],
      [{ remind_at: warsawDay(1) }, 'description', 'required'],
      [{ remind_at: warsawDay(1), description: 'x'.repeat(4001) }, 'description', 'tooLong'],
      [{ remind_at: warsawDay(1), description: 'a\u0000b' }, 'description', 'invalidCharacter'],
      [{ remind_at: 20310203, description: 'Liczba' }, 'remind_at', 'invalid'],
    ];
    for (const [body, path, code] of cases) {
      const res = await remind(admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([expect.objectContaining({ path, code })]);
    }
    const past = await remind(admin, id, { remind_at: warsawDay(-1), description: 'Wczoraj' });
    const [year, month, day] = warsawDay(0).split('-');
    expect(past.body.message).toBe(`remind_at: Data nie może być wcześniejsza niż ${day}.${month}.${year}`);
    const both = await remind(admin, id, { remind_at: '', description: '' });
    expect(both.body.errors.map((e) => e.path).sort()).toEqual(['description', 'remind_at']);
    expect(await history(id)).toHaveLength(1);
    expect(await due(admin)).not.toEqual(expect.arrayContaining([expect.objectContaining({ reclamation_id: id })]));
  });

  it('an unknown reclamation or a bad id is refused', async () => {
    expect((await remind(admin, 2_000_000_000, { remind_at: warsawDay(1), description: 'Nikt' })).status).toBe(404);
    expect((await remind(admin, 0, { remind_at: warsawDay(1), description: 'Nikt' })).status).toBe(400);
    expect((await admin.post('/api/reclamations/abc/reminders', { remind_at: warsawDay(1), description: 'Nikt' })).status).toBe(400);
  });

  it("the due list holds only the caller's own open reminders due by today, oldest first", async () => {
    const first = await newReclamation();
    const second = await newReclamation();
    const today = await addReminder(admin, first, warsawDay(0), 'Na dziś');
    const overdue = await addReminder(admin, second, warsawDay(0), 'Zaległe');
    await moveTo(overdue.id, warsawDay(-3));
    const future = await addReminder(admin, first, warsawDay(1), 'Na jutro');
    const closed = await addReminder(admin, second, warsawDay(0), 'Już zrobione');
    expect((await admin.post(`/api/reminders/${closed.id}/done`)).status).toBe(200);
    const someoneElses = await addReminder(client, first, warsawDay(0), 'Przypomnienie klienta');
    // A comment of type 6 written through the generic call has no day: it never falls due.
    await admin.post('/api/createreclamationhistoryevent', { reclamation_id: first, action_type: 6, description: 'Bez dnia' });

    const mine = (await due(admin)).filter((r) => r.reclamation_id === first || r.reclamation_id === second);
    expect(mine.map((r) => r.id)).toEqual([overdue.id, today.id]);
    const number = (await entityCalls(admin, reclamation).getOne<OkBody<{ number: string }>>(second)).body.responseData.number;
    expect(mine[0]).toEqual({
      id: overdue.id,
      reclamation_id: second,
      number,
      customer: roles.customerA.id,
      customer_name: roles.customerA.name,
      remind_at: warsawDay(-3),
      description: 'Zaległe',
      createdAt: expect.any(String),
    });
    const ids = (await due(admin)).map((r) => r.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(someoneElses.id);
    expect((await due(client)).map((r) => r.id)).toEqual([someoneElses.id]);
  });

  it("done is idempotent, keeps the first moment, and is 404 for another user's reminder or another event", async () => {
    const id = await newReclamation();
    const reminder = await addReminder(admin, id, warsawDay(0), 'Sprawdzić wysyłkę');
    expect((await client.post(`/api/reminders/${reminder.id}/done`)).status).toBe(404);
    expect((await history(id)).find((e) => e.id === reminder.id)?.done_at).toBeNull();

    const once = await admin.post<OkBody<Reminder>>(`/api/reminders/${reminder.id}/done`);
    expect(once.status).toBe(200);
    expect(once.body.responseData.done_at).toEqual(expect.any(String));
    const twice = await admin.post<OkBody<Reminder>>(`/api/reminders/${reminder.id}/done`);
    expect(twice.status).toBe(200);
    expect(twice.body.responseData.done_at).toBe(once.body.responseData.done_at);
    expect((await history(id)).find((e) => e.id === reminder.id)?.done_at).toBe(once.body.responseData.done_at);
    expect((await due(admin)).map((r) => r.id)).not.toContain(reminder.id);

    const registration = (await history(id)).find((e) => e.action_type === 1)!;
    expect((await admin.post(`/api/reminders/${registration.id}/done`)).status).toBe(404);
    expect((await admin.post('/api/reminders/2000000000/done')).status).toBe(404);
    expect((await admin.post('/api/reminders/x/done')).status).toBe(400);
  });

  it("a client user works only on its customers' reclamations", async () => {
    const own = await newReclamation(roles.customerA.id);
    const foreign = await newReclamation(roles.customerB.id);
    expect((await remind(client, foreign, { remind_at: warsawDay(0), description: 'Obcy klient' })).status).toBe(404);
    expect((await history(foreign)).filter((e) => e.action_type === 6)).toEqual([]);

    const reminder = await addReminder(client, own, warsawDay(0), 'Swój klient');
    expect((await due(client)).map((r) => r.id)).toContain(reminder.id);
    // The reclamation goes to a customer the client may not see: so does its reminder.
    expect((await admin.put('/api/updatereclamation', { id: own, customer: roles.customerB.id })).status).toBe(200);
    expect((await due(client)).map((r) => r.id)).not.toContain(reminder.id);
    expect((await client.post(`/api/reminders/${reminder.id}/done`)).status).toBe(404);
    expect((await history(own)).find((e) => e.id === reminder.id)?.done_at).toBeNull();
  });

  it('reading needs the read right and writing the modify right', async () => {
    const id = await newReclamation();
    const readOnly = roles.as('readOnly');
    expect((await readOnly.get('/api/reminders/due')).status).toBe(200);
    expect((await remind(readOnly, id, { remind_at: warsawDay(0), description: 'Tylko odczyt' })).status).toBe(403);
    expect((await roles.as('noRights').get('/api/reminders/due')).status).toBe(403);
    expect((await roles.as('anonymous').get('/api/reminders/due')).status).toBe(401);
  });
});
