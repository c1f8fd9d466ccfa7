import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '../../src/schemas/bp/stages';
import { newStage } from '../../src/schemas/bp/stages';
import { customer } from '../../src/schemas/entities/customer';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { entityByName } from '../../src/schemas/registry';
import { addDays, warsawMidnight, warsawToday } from '../../server/core/today';
import { closeSandbox } from '../../server/core/sandbox';
import { buildRecord, createRow } from '../support/entities';
import { postMultipart } from '../support/multipart';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Task = Row & {
  number: string;
  name: string;
  executed: boolean;
  executionAccepted: boolean;
  executionResult: string | null;
  executionPeriod: string | null;
  executorId: number | null;
  executorRoleId: number | null;
  authorId: number | null;
  stageId: string | null;
  stageError: string | null;
  bpExemplarId: number | null;
  baseDocument: string | null;
  redirectStages: { id: string; text: string }[];
  files: { id: number }[];
};
type Paged<T> = { rows: T[]; count: number };
type Message = Row & { title: string; text: string | null; taskId: number | null; isRead: boolean };

const PASSWORD = 'Work-pass-1234';

const stage = newStage;
const stagesText = (stages: Stage[]) => JSON.stringify({ stages });

describe('tasks, executors and business processes', () => {
  let t: TestApp;
  let admin: Api;
  let worker: Api;
  let outsider: Api;
  let workerUserId: number;
  let workerCookie: string;
  let workerExecutorId: number;
  let roleId: number;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp({ logger: process.env.DEBUG_LOG ? { level: 'error' } : false });
    admin = api(t.app, await t.login());
    // A member of staff who works tasks (no right to see all of them), and one who works none of these.
    const addUser = async (name: string) => {
      const email = `${name.toLowerCase()}.${Date.now()}@example.pl`;
      const res = await admin.post<OkBody<Row>>('/api/adduser', { name, email, password: PASSWORD, user_status: 1, user_type: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { id: res.body.responseData.id, email };
    };
    const w = await addUser('Wykonawca');
    const o = await addUser('Postronny');
    workerUserId = w.id;
    const group = await admin.post<OkBody<Row>>('/api/rolegroup', {
      description: 'Zadania',
      settings: [
        { key: 'internalTasks', canRead: true, canModify: true },
        { key: 'executors', canRead: true },
        { key: 'reclamations', canRead: true, canModify: true },
      ],
      users: [{ userId: w.id }, { userId: o.id }],
    });
    expect(group.status).toBe(200);
    workerCookie = await t.login(w.email, PASSWORD);
    worker = api(t.app, workerCookie);
    outsider = api(t.app, await t.login(o.email, PASSWORD));
    workerExecutorId = (await createRow(admin, entityByName('executor'), { code: 'W1', name: 'Wykonawca Jan', userId: w.id })).id;
    const role = await admin.post<OkBody<Row>>('/api/executor_role', { name: 'Serwis testowy', executors: [{ executorId: workerExecutorId }] });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    roleId = role.body.responseData.id;
    customerId = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
  });

  it('without a numerator for tasks a task is numbered ZAD/ and its id; with one, by the numerator', async () => {
    const plain = await createTask(admin, { name: 'Przed numeratorem' });
    expect(plain.number).toBe(`ZAD/${String(plain.id).padStart(6, '0')}`);
    const numerator = await admin.post('/api/createdocumentnumerator', { description: 'Zadania', documentType: 'task', prefix: 'ZAD', format: '{prefix}/{number}/{year}', padding: 5 });
    expect(numerator.status, JSON.stringify(numerator.body)).toBe(200);
    const numbered = await createTask(admin, { name: 'Po numeratorze' });
    expect(numbered.number).toMatch(new RegExp(`^ZAD/\\d{5}/${new Date().getFullYear()}$`));
  });
  afterAll(async () => {
    await closeSandbox();
    await t.close();
  });

  const tasksCount = async () => (await admin.get<OkBody<Paged<Task>>>('/api/task?page=1&limit=1&filter=%7B%22scope%22%3A%22all%22%7D')).body.responseData.count;
  const createTask = async (client: Api, body: Record<string, unknown>) => {
    const res = await client.post<OkBody<Task>>('/api/task', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const getTask = async (id: number, client: Api = admin) => (await client.get<OkBody<Task>>(`/api/task/${id}`)).body.responseData;
  const unread = async (client: Api) => (await client.get<OkBody<{ rows: Message[]; count: number }>>('/api/internal_message/unread')).body.responseData;
  const defineProcess = async (stages: Stage[], extra: Record<string, unknown> = {}) => {
    const res = await admin.post<OkBody<Row>>('/api/bp_definition', { description: 'Proces testowy', ownerObjectName: 'reclamation', isActive: true, stages: stagesText(stages), ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData.id;
  };
  const deactivate = (id: number) => admin.put('/api/bp_definition', { id, isActive: false });
  const newReclamation = async (fields: Record<string, unknown> = {}) => (await createRow(admin, reclamation, { customer: customerId, ...fields })).id;
  const tasksOf = async (reclamationId: number) =>
    (await admin.get<OkBody<Task[]>>(`/api/task?sort=id&order=ASC&filter=${encodeURIComponent(JSON.stringify({ ownerType: 'reclamation', ownerId: reclamationId }))}`)).body.responseData;

  describe('executors', () => {
    it('GET /executorbyuser/{id} finds the executor of a user account; a user without one is 404', async () => {
      const found = await admin.get<OkBody<Row>>(`/api/executorbyuser/${workerUserId}`);
      expect(found.body.responseData).toMatchObject({ id: workerExecutorId, code: 'W1', userId: workerUserId });
      expect(typeof found.body.responseData.uuid).toBe('string');
      expect((await admin.get('/api/executorbyuser/2147483647')).status).toBe(404);
    });

    it('a role lists its executors', async () => {
      const role = await admin.get<OkBody<Row & { executors: { executorId: number }[] }>>(`/api/executor_role/${roleId}`);
      expect(role.body.responseData.executors.map((e) => e.executorId)).toEqual([workerExecutorId]);
    });
  });

  describe('tasks', () => {
    it('a new task is numbered, has its author, and its executor hears of it', async () => {
      const before = (await unread(worker)).count;
      const made = await createTask(admin, { name: 'Zadzwonić do klienta', executorId: workerExecutorId, importance: 'HIGHT' });
      expect(made.number).toMatch(new RegExp(`^ZAD/\\d{5}/${new Date().getFullYear()}$`));
      expect(made).toMatchObject({ executed: false, executionAccepted: false, importance: 'HIGHT', executorName: 'Wykonawca Jan' });
      const notes = await unread(worker);
      expect(notes.count).toBe(before + 1);
      expect(notes.rows[0]).toMatchObject({ taskId: made.id });
      expect(notes.rows[0].title).toContain(made.number);
    });

    it("importance takes the specification's codes (NOT_SET, HIGHT, NORMAL, LOW); HIGH is taken as HIGHT, anything else is a 400 and nothing is written", async () => {
      for (const importance of ['NOT_SET', 'HIGHT', 'NORMAL', 'LOW']) expect((await createTask(admin, { name: `Ważność ${importance}`, importance })).importance).toBe(importance);
      const alias = await createTask(admin, { name: 'Pilne po staremu', importance: 'HIGH' });
      expect(alias.importance).toBe('HIGHT');
      expect((await admin.get<OkBody<Row>>(`/api/task/${alias.id}`)).body.responseData.importance).toBe('HIGHT');
      const changed = await admin.put<OkBody<Row>>(`/api/task/${alias.id}`, { importance: 'LOW' });
      expect(changed.body.responseData.importance).toBe('LOW');
      expect((await admin.put<OkBody<Row>>(`/api/task/${alias.id}`, { importance: 'HIGH' })).body.responseData.importance).toBe('HIGHT');
      // The list filters by the alias as by the code it stands for.
      const high = await admin.get<OkBody<{ rows: Row[] }>>(`/api/task?page=1&limit=100&filter=${encodeURIComponent(JSON.stringify({ importance: 'HIGH', scope: 'all' }))}`);
      expect(high.status, JSON.stringify(high.body)).toBe(200);
      expect(high.body.responseData.rows.map((r) => r.id)).toContain(alias.id);
      expect(high.body.responseData.rows.every((r) => r.importance === 'HIGHT')).toBe(true);
      const before = await tasksCount();
      for (const importance of ['CRITICAL', 'high', '']) {
        const refused = await admin.post<ErrorBody>('/api/task', { name: 'Krytyczne', importance });
        expect(refused.status, importance).toBe(400);
        expect(refused.body.errors[0], importance).toMatchObject({ path: 'importance' });
      }
      expect((await admin.post<ErrorBody>('/api/task', { name: 'Krytyczne', importance: 'CRITICAL' })).body).toMatchObject({ message: 'Ważność: Wybierz wartość z listy', errors: [{ code: 'invalidChoice' }] });
      expect(await tasksCount()).toBe(before);
    });

    it('an executor or role of zero or less is unassigned (spec §6); an unknown executor is a 400 and nothing is written', async () => {
      const made = await createTask(admin, { name: 'Bez wykonawcy', executorId: 0, executorRoleId: -1 });
      expect(made).toMatchObject({ executorId: null, executorRoleId: null });
      const before = await tasksCount();
      const refused = await admin.post<ErrorBody>('/api/task', { name: 'Dla nikogo', executorId: 2_000_000 });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ path: 'executorId', code: 'unknownReference' });
      expect(await tasksCount()).toBe(before);
    });

    it('a template fills what the task leaves empty: description, role and due date', async () => {
      const template = await admin.post<OkBody<Row>>('/api/task_template', { name: 'Oględziny testowe', description: 'Obejrzeć wyrób', executorRoleId: roleId, term: 3 });
      const made = await createTask(admin, { name: 'Oględziny', taskTemplateId: template.body.responseData.id });
      expect(made).toMatchObject({ description: 'Obejrzeć wyrób', executorRoleId: roleId, executorRoleName: 'Serwis testowy' });
      expect(new Date(made.executionPeriod!).toISOString()).toBe(warsawMidnight(addDays(warsawToday(), 3)).toISOString());
    });

    it('everyone sees their own, their roles\' and their assigned tasks; all of them only by right', async () => {
      const mine = await createTask(admin, { name: 'Dla Jana', executorId: workerExecutorId });
      const forRole = await createTask(admin, { name: 'Dla roli', executorRoleId: roleId });
      const other = await createTask(admin, { name: 'Dla innych' });
      const ids = async (client: Api, filter: Record<string, unknown> = {}) =>
        (await client.get<OkBody<Task[]>>(`/api/task?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body.responseData.map((r) => r.id);
      expect(await ids(worker)).toEqual(expect.arrayContaining([mine.id, forRole.id]));
      expect(await ids(worker)).not.toContain(other.id);
      expect(await ids(worker, { scope: 'mine' })).toContain(mine.id);
      expect(await ids(worker, { scope: 'mine' })).not.toContain(forRole.id);
      expect(await ids(worker, { scope: 'roles' })).toEqual(expect.arrayContaining([forRole.id]));
      expect(await ids(worker, { scope: 'roles' })).not.toContain(mine.id);
      expect((await worker.get(`/api/task?filter=${encodeURIComponent('{"scope":"all"}')}`)).status).toBe(403);
      expect((await worker.get(`/api/task?filter=${encodeURIComponent('{"scope":"everything"}')}`)).status).toBe(400);
      expect(await ids(admin, { scope: 'all' })).toEqual(expect.arrayContaining([mine.id, forRole.id, other.id]));
      expect((await worker.get(`/api/task/${other.id}`)).status).toBe(404);
      expect((await outsider.get(`/api/task/${mine.id}`)).status).toBe(404);
      // What a colleague assigned is theirs to see too.
      const assigned = await createTask(outsider, { name: 'Zlecone przez kolegę', executorId: workerExecutorId });
      expect(await ids(outsider)).toContain(assigned.id);
    });

    it('accept takes a role\'s task for the caller\'s executor; execute closes it; executing it again is a 400', async () => {
      const made = await createTask(admin, { name: 'Do przyjęcia', executorRoleId: roleId });
      const accepted = await worker.put<OkBody<Task>>(`/api/accept_exec_task/${made.id}`, {});
      expect(accepted.status).toBe(200);
      expect(accepted.body.responseData).toMatchObject({ executionAccepted: true, executorId: workerExecutorId });
      const executed = await worker.put<OkBody<Task>>(`/api/execute_task/${made.id}`, { executionResult: 'Załatwione' });
      expect(executed.body.responseData).toMatchObject({ executed: true, executionResult: 'Załatwione' });
      expect(executed.body.responseData.executionDate).toBeTruthy();
      const again = await worker.put<ErrorBody>(`/api/execute_task/${made.id}`, { executionResult: 'Jeszcze raz' }, { 'accept-language': 'pl' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Zadanie jest już wykonane');
      expect((await getTask(made.id)).executionResult).toBe('Załatwione');
      const edit = await worker.put<ErrorBody>(`/api/task/${made.id}`, { name: 'Zmiana po wykonaniu' });
      expect(edit.status).toBe(409);
      // Cancelling the execution opens it again, with the reason.
      const reopened = await worker.put<OkBody<Task>>(`/api/execute_task/${made.id}`, { executionResult: 'Klient oddzwonił', executed: false });
      expect(reopened.body.responseData).toMatchObject({ executed: false, executionResult: 'Klient oddzwonił' });
      const cancelAgain = await worker.put<ErrorBody>(`/api/execute_task/${made.id}`, { executionResult: 'x', executed: false });
      expect(cancelAgain.status).toBe(400);
    });

    it('sending the result tells whoever assigned the task', async () => {
      const made = await createTask(outsider, { name: 'Wycena', executorId: workerExecutorId });
      const before = (await unread(outsider)).count;
      const sent = await worker.put<OkBody<Task>>(`/api/send_task_result/${made.id}`, { executionResult: 'Wycena: 1200 zł' });
      expect(sent.status).toBe(200);
      const notes = await unread(outsider);
      expect(notes.count).toBe(before + 1);
      expect(notes.rows[0]).toMatchObject({ taskId: made.id, text: 'Wycena: 1200 zł' });
      expect((await worker.put(`/api/send_task_result/${made.id}`, { executionResult: '' })).status).toBe(400);
    });

    it('a task has files through the generic file routes with parent=task', async () => {
      const made = await createTask(admin, { name: 'Z plikiem', executorId: workerExecutorId });
      const up = await postMultipart<OkBody<{ id: number }[]>>(t.app, '/api/upload_files', workerCookie, [
        { name: 'data', value: JSON.stringify({ objectType: 'task', id: made.id }) },
        { name: 'files', filename: 'notatka.txt', data: 'Notatka z oględzin' },
      ]);
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      expect((await getTask(made.id)).files).toHaveLength(1);
      const fileId = up.body.responseData[0].id;
      expect((await outsider.get(`/api/file/${fileId}?parent=task`)).status).toBe(404);
      expect((await worker.delete(`/api/file/${fileId}?parent=task`)).status).toBe(200);
      expect((await getTask(made.id)).files).toHaveLength(0);
    });
  });

  describe('process definitions', () => {
    it('saving checks the graph and the code, names the problem, and writes nothing', async () => {
      const count = async () => (await admin.get<OkBody<Paged<Row>>>('/api/bp_definitions?page=1&limit=1')).body.responseData.count;
      const before = await count();
      const nowhere = await admin.post<ErrorBody>('/api/bp_definition', { description: 'Zły', ownerObjectName: 'reclamation', stages: stagesText([stage({ id: 'a', text: 'Start', next: 'zz' })]) }, { 'accept-language': 'pl' });
      expect(nowhere.status).toBe(400);
      expect(nowhere.body.errors[0].path).toBe('stages');
      expect(nowhere.body.errors[0].message).toContain('Start');
      const syntax = await admin.post<ErrorBody>('/api/bp_definition', { description: 'Zły kod', ownerObjectName: 'reclamation', stages: stagesText([stage({ id: 'a', text: 'Start', onExecution: 'return (;' })]) });
      expect(syntax.status).toBe(400);
      expect(syntax.body.errors[0]).toMatchObject({ path: 'stages', code: 'stageCodeSyntax' });
      const loop = await admin.post<ErrorBody>('/api/bp_definition', {
        description: 'Pętla',
        ownerObjectName: 'reclamation',
        stages: stagesText([stage({ id: 'a', text: 'A', next: 'b' }), stage({ id: 'b', text: 'B', next: 'c' }), stage({ id: 'c', text: 'C', next: 'b' })]),
      });
      expect(loop.status).toBe(400);
      const notText = await admin.post<ErrorBody>('/api/bp_definition', { description: 'Nie tekst', ownerObjectName: 'reclamation', stages: '{"etapy":[]}' });
      expect(notText.status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('stages travel as text wrapping an object with an array field, exactly as sent', async () => {
      const text = stagesText([stage({ id: 'a', text: 'Jedyny' })]);
      const id = await defineProcess([stage({ id: 'a', text: 'Jedyny' })], { isActive: false, stageSettingsList: '{"stageSettingsList":[{"id":"a","x":10,"y":20}]}' });
      const read = (await admin.get<OkBody<Row>>(`/api/bp_definition/${id}`)).body.responseData;
      expect(read.stages).toBe(text);
      expect(read.stageSettingsList).toBe('{"stageSettingsList":[{"id":"a","x":10,"y":20}]}');
      expect(JSON.parse(String(read.stages))).toEqual({ stages: [expect.objectContaining({ id: 'a', text: 'Jedyny' })] });
      const list = await admin.get<OkBody<Row[]>>('/api/bp_definitions');
      expect(list.body.responseData.map((d) => d.id)).toContain(id);
      expect((await admin.post('/api/bp_definition/delete', { id })).status).toBe(200);
      expect((await admin.get(`/api/bp_definition/${id}`)).status).toBe(404);
    });
  });

  describe('the workflow', () => {
    it('a new reclamation starts the process; executing runs the code, passes the condition and makes the next task', async () => {
      const definitionId = await defineProcess([
        stage({ id: 'rejestracja', text: 'Rejestracja', next: 'kwota', executionTerm: 1, executorRoleId: roleId, onExecution: "owner.set('internal_comment', 'Wynik: ' + task.executionResult); log('zapisano');" }),
        stage({ id: 'kwota', text: 'Duża kwota?', isCondition: true, conditionCode: 'return Number(owner.amount) > 1000;', next: 'ogledziny', nextNo: 'decyzja' }),
        stage({ id: 'ogledziny', text: 'Oględziny', next: 'decyzja', executionTerm: 3, executorId: workerExecutorId }),
        stage({ id: 'decyzja', text: 'Decyzja', executionTerm: 2, executorRoleId: roleId }),
      ]);
      try {
        const notesBefore = (await unread(worker)).count;
        const big = await newReclamation({ amount: 5000, sales_reference: 'ZS/2026/0412' });
        const [first] = await tasksOf(big);
        expect(first).toMatchObject({ name: 'Rejestracja', stageId: 'rejestracja', executorRoleId: roleId, executed: false });
        expect(first.baseDocument).toMatch(/^Recl\. nr REK\/\d{5}\/\d{4} ref: ZS\/2026\/0412$/);
        // Due today at midnight in Poland plus the stage's term.
        expect(new Date(first.executionPeriod!).toISOString()).toBe(warsawMidnight(addDays(warsawToday(), 1)).toISOString());
        expect((await unread(worker)).count).toBe(notesBefore + 1);

        const executed = await worker.put<OkBody<Task>>(`/api/execute_task/${first.id}`, { executionResult: 'przyjęto' });
        expect(executed.status, JSON.stringify(executed.body)).toBe(200);
        const owner = (await admin.get<OkBody<Row & { recentActivities?: unknown }>>(`/api/getreclamation/${big}`)).body.responseData;
        expect(owner.internal_comment).toBe('Wynik: przyjęto');
        const after = await tasksOf(big);
        expect(after.map((x) => [x.stageId, x.executed])).toEqual([
          ['rejestracja', true],
          ['ogledziny', false],
        ]);
        expect(new Date(after[1].executionPeriod!).toISOString()).toBe(warsawMidnight(addDays(warsawToday(), 3)).toISOString());
        const history = (await admin.get<OkBody<{ action_type: number; description: string }[]>>(`/api/getallreclamationhistoryevents?reclamation_id=${big}`)).body.responseData;
        expect(history.filter((h) => h.action_type === 7).map((h) => h.description).join('\n')).toContain('Rejestracja');

        // The condition's other way: a small claim goes straight to the decision.
        const small = await newReclamation({ amount: 100 });
        expect((await tasksOf(small))[0].baseDocument).toMatch(/^Recl\. nr REK\/\d{5}\/\d{4}$/);
        const [smallFirst] = await tasksOf(small);
        await worker.put(`/api/execute_task/${smallFirst.id}`, { executionResult: 'ok' });
        expect((await tasksOf(small)).map((x) => x.stageId)).toEqual(['rejestracja', 'decyzja']);

        // The last stage ends the process.
        const [, decision] = await tasksOf(small);
        await worker.put(`/api/execute_task/${decision.id}`, { executionResult: 'uznana' });
        const process = await admin.get<OkBody<Row>>(`/api/bp_exemplar/${decision.bpExemplarId}`);
        expect(process.body.responseData).toMatchObject({ status: 'Finished', currentStageId: null });
      } finally {
        await deactivate(definitionId);
      }
    });

    it('a before-execution check that returns false or a reason blocks execution and changes nothing', async () => {
      const definitionId = await defineProcess([
        stage({ id: 'a', text: 'Sprawdzenie', next: 'b', executorId: workerExecutorId, beforeExecution: "if (!task.executionResult) return 'wpisz wynik'; return owner.amount > 0;" }),
        stage({ id: 'b', text: 'Dalej' }),
      ]);
      try {
        const id = await newReclamation({ amount: 0 });
        const [first] = await tasksOf(id);
        const noResult = await worker.put<ErrorBody>(`/api/execute_task/${first.id}`, { executionResult: '' }, { 'accept-language': 'pl' });
        expect(noResult.status).toBe(400);
        expect(noResult.body.message).toBe('Zadania nie można jeszcze wykonać: wpisz wynik');
        const blocked = await worker.put<ErrorBody>(`/api/execute_task/${first.id}`, { executionResult: 'gotowe' }, { 'accept-language': 'en' });
        expect(blocked.status).toBe(400);
        expect(blocked.body.message).toContain('Sprawdzenie');
        expect(await tasksOf(id)).toHaveLength(1);
        expect((await getTask(first.id)).executed).toBe(false);
      } finally {
        await deactivate(definitionId);
      }
    });

    it('code that fails is contained: the step is rolled back whole, the task keeps the error, the next request is served', async () => {
      const definitionId = await defineProcess([
        stage({ id: 'a', text: 'Pętla', next: 'b', executorId: workerExecutorId, onExecution: "owner.set('internal_comment', 'nie powinno zostać'); while (true) {}" }),
        stage({ id: 'b', text: 'Dalej' }),
      ]);
      try {
        const id = await newReclamation();
        const [first] = await tasksOf(id);
        const started = performance.now();
        const failed = await worker.put<ErrorBody>(`/api/execute_task/${first.id}`, { executionResult: 'x' }, { 'accept-language': 'pl' });
        expect(performance.now() - started).toBeLessThan(1000);
        expect(failed.status).toBe(422);
        expect(failed.body.message).toContain('Pętla');
        const task = await getTask(first.id);
        expect(task.executed).toBe(false);
        expect(task.stageError).toContain('100 ms');
        expect(await tasksOf(id)).toHaveLength(1);
        const owner = (await admin.get<OkBody<Row>>(`/api/getreclamation/${id}`)).body.responseData;
        expect(owner.internal_comment ?? null).toBeNull();
        expect((await admin.get('/api/health')).status).toBe(200);
      } finally {
        await deactivate(definitionId);
      }
    });

    it('a value the owner\'s schema refuses is a clear error and nothing of the step is kept', async () => {
      const definitionId = await defineProcess([stage({ id: 'a', text: 'Zły status', next: 'b', executorId: workerExecutorId, onExecution: "owner.set('status', 'nie-liczba');" }), stage({ id: 'b', text: 'Dalej' })]);
      try {
        const id = await newReclamation();
        const [first] = await tasksOf(id);
        const failed = await worker.put<ErrorBody>(`/api/execute_task/${first.id}`, { executionResult: 'x' });
        expect(failed.status).toBe(422);
        expect(failed.body.code).toBe('ownerSetInvalid');
        expect((await getTask(first.id)).executed).toBe(false);
        expect(await tasksOf(id)).toHaveLength(1);
      } finally {
        await deactivate(definitionId);
      }
    });

    it('redirect closes the task without its code and makes the chosen stage\'s task; cancelling removes an untouched next task', async () => {
      const definitionId = await defineProcess([
        stage({ id: 'a', text: 'Pierwszy', next: 'b', executorId: workerExecutorId }),
        stage({ id: 'b', text: 'Drugi', next: 'c', executorId: workerExecutorId }),
        stage({ id: 'c', text: 'Trzeci', executorId: workerExecutorId }),
      ]);
      try {
        const id = await newReclamation();
        const [first] = await tasksOf(id);
        expect((await getTask(first.id, worker)).redirectStages.map((s) => s.id)).toEqual(['b', 'c']);
        expect((await worker.put(`/api/redirect_task/${first.id}`, { stageId: 'nowhere' })).status).toBe(400);
        const redirected = await worker.put<OkBody<Task>>(`/api/redirect_task/${first.id}`, { stageId: 'c' });
        expect(redirected.status).toBe(200);
        expect((await tasksOf(id)).map((x) => [x.stageId, x.executed])).toEqual([
          ['a', true],
          ['c', false],
        ]);
        const plain = await createTask(admin, { name: 'Zwykłe' });
        expect((await admin.put(`/api/redirect_task/${plain.id}`, { stageId: 'b' })).status).toBe(400);

        const second = await newReclamation();
        const [head] = await tasksOf(second);
        await worker.put(`/api/execute_task/${head.id}`, { executionResult: 'x' });
        const cancelled = await worker.put<OkBody<Task>>(`/api/execute_task/${head.id}`, { executionResult: 'pomyłka', executed: false });
        expect(cancelled.status).toBe(200);
        expect((await tasksOf(second)).map((x) => [x.stageId, x.executed])).toEqual([['a', false]]);
        // Once the next task is accepted, the process has moved on for good.
        await worker.put(`/api/execute_task/${head.id}`, { executionResult: 'x' });
        const [, next] = await tasksOf(second);
        await worker.put(`/api/accept_exec_task/${next.id}`, {});
        const refused = await worker.put<ErrorBody>(`/api/execute_task/${head.id}`, { executionResult: 'pomyłka', executed: false });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toContain(next.number);
      } finally {
        await deactivate(definitionId);
      }
    });

    it('a dry run shows the path, the tasks with due dates and the log, and writes nothing', async () => {
      const id = await newReclamation({ amount: 2000 });
      const tasksBefore = await tasksCount();
      const exemplarsBefore = (await admin.get<OkBody<Paged<Row>>>('/api/bp_exemplars?page=1&limit=1')).body.responseData.count;
      const stages = stagesText([
        stage({ id: 'a', text: 'Start', next: 'k', executionTerm: 2, executorId: workerExecutorId, onExecution: "log('kwota', owner.amount); owner.set('internal_comment', 'próba');" }),
        stage({ id: 'k', text: 'Duża?', isCondition: true, conditionCode: 'return Number(owner.amount) > 1000;', next: 'b', nextNo: null }),
        stage({ id: 'b', text: 'Oględziny', executionTerm: 5, executorRoleId: roleId }),
      ]);
      const res = await admin.post<OkBody<{ steps: { stageId: string; kind: string; result?: boolean; dueDate?: string; executorName?: string; log: string[] }[]; finished: boolean }>>('/api/bp_definition/dry_run', {
        stages,
        ownerObjectName: 'reclamation',
        ownerId: id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { steps, finished } = res.body.responseData;
      expect(finished).toBe(true);
      expect(steps.map((s) => [s.stageId, s.kind])).toEqual([
        ['a', 'task'],
        ['k', 'condition'],
        ['b', 'task'],
        ['', 'end'],
      ]);
      expect(steps[0]).toMatchObject({ executorName: 'Wykonawca Jan', log: ['kwota 2000'] });
      expect(steps[0].dueDate).toBe(warsawMidnight(addDays(warsawToday(), 2)).toISOString());
      expect(steps[1].result).toBe(true);
      expect(await tasksCount()).toBe(tasksBefore);
      expect((await admin.get<OkBody<Paged<Row>>>('/api/bp_exemplars?page=1&limit=1')).body.responseData.count).toBe(exemplarsBefore);
      expect((await admin.get<OkBody<Row>>(`/api/getreclamation/${id}`)).body.responseData.internal_comment ?? null).toBeNull();
      const failing = await admin.post<OkBody<{ steps: { kind: string; error?: string }[]; finished: boolean }>>('/api/bp_definition/dry_run', {
        stages: stagesText([stage({ id: 'a', text: 'Błąd', onExecution: 'throw new Error("nie tak")' })]),
        ownerObjectName: 'reclamation',
        ownerId: id,
      });
      expect(failing.body.responseData.finished).toBe(false);
      expect(failing.body.responseData.steps.at(-1)).toMatchObject({ kind: 'error' });
      expect(failing.body.responseData.steps.at(-1)?.error).toContain('nie tak');
    });

    it('a process started by hand, stopped and deleted; its tasks stay as plain tasks', async () => {
      const definitionId = await defineProcess([stage({ id: 'a', text: 'Ręczny start', next: 'b' }), stage({ id: 'b', text: 'Koniec' })], { isActive: false });
      const id = await newReclamation();
      expect(await tasksOf(id)).toHaveLength(0);
      const started = await admin.post<OkBody<Row>>('/api/bp_exemplar', { definitionId, ownerObjectId: id });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body.responseData).toMatchObject({ status: 'Active', currentStageId: 'a', ownerObjectName: 'reclamation', ownerObjectId: id });
      const exemplarId = started.body.responseData.id;
      expect((await admin.post('/api/bp_exemplar', { definitionId, ownerObjectId: 2_000_000 })).status).toBe(409);
      const stopped = await admin.put<OkBody<Row>>('/api/bp_exemplar', { id: exemplarId, status: 'Stopped' });
      expect(stopped.body.responseData.status).toBe('Stopped');
      const [task] = await tasksOf(id);
      // A stopped process makes no next task.
      await admin.put(`/api/execute_task/${task.id}`, { executionResult: 'x' });
      expect(await tasksOf(id)).toHaveLength(1);
      expect((await admin.post('/api/bp_exemplar/delete', { id: exemplarId })).status).toBe(200);
      expect((await getTask(task.id)).bpExemplarId).toBeNull();
    });
  });

  describe('internal messages', () => {
    it('each user reads only the notes to or from them; opening one marks it read for its recipient; clear all marks all', async () => {
      const made = await createTask(admin, { name: 'Powiadomienie', executorId: workerExecutorId });
      const notes = await unread(worker);
      const note = notes.rows.find((n) => n.taskId === made.id)!;
      expect(note).toBeDefined();
      expect((await outsider.get(`/api/internal_message/${note.id}`)).status).toBe(404);
      const opened = await worker.get<OkBody<Message>>(`/api/internal_message/${note.id}`);
      expect(opened.body.responseData).toMatchObject({ id: note.id, isRead: false });
      expect((await outsider.post(`/api/internal_message/${note.id}/read`, {})).status).toBe(404);
      expect((await worker.post<OkBody<Message>>(`/api/internal_message/${note.id}/read`, {})).body.responseData.isRead).toBe(true);
      expect((await unread(worker)).count).toBe(notes.count - 1);
      await createTask(admin, { name: 'Jeszcze jedno', executorId: workerExecutorId });
      expect((await unread(worker)).count).toBeGreaterThan(0);
      expect((await worker.post<OkBody<{ marked: number }>>('/api/internal_message/read_all', {})).status).toBe(200);
      expect((await unread(worker)).count).toBe(0);
      const list = await worker.get<OkBody<Message[]>>('/api/internal_message');
      expect(list.body.responseData.length).toBeGreaterThanOrEqual(2);
      expect((await outsider.get<OkBody<Message[]>>('/api/internal_message')).body.responseData.map((m) => m.id)).not.toContain(note.id);
    });
  });
});
