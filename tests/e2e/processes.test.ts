import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityByName } from '../../src/schemas/registry';
import { addDays, warsawToday } from '../../server/core/today';
import { openSignedIn, screenshot, setUpBrowserApp, signIn, waitForPath, WAIT_MS } from '../support/browser';
import { createRow } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

/**
 * A business process from drawing to its end, all through the Polish UI. The administrator, who
 * is also an executor, draws a reclamation process in the stage editor (a verification, a
 * condition on the amount, an inspection and a decision), tries it on a record, and saves it
 * active. A clerk registers a reclamation of 5000 zł: the process starts, the administrator is
 * told of the new task in the top bar, accepts and executes it, and the process goes through the
 * condition's "yes" exit to the inspection and then to the decision, until it is finished.
 * The tests run in order and share what they create.
 *
 * The portal's people work in Poland: the browser runs in Europe/Warsaw, where a stage's due date
 * (midnight in Poland plus the stage's term) falls on the day it is meant to.
 */

const DEFINITIONS = '/administration/bp/bp-definitions';
const RECLAMATIONS = '/reclamations';
const TIME_ZONE = 'Europe/Warsaw';

const browser = setUpBrowserApp();
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: WAIT_MS, interval: 100 });

const EXECUTOR = 'Adam Kierownik';
const DEFINITION = 'Obsługa reklamacji z oględzinami';
const CONDITION = 'Kwota > 1000?';
const CONDITION_CODE = 'return Number(owner.amount) > 1000;';
const ON_EXECUTION = "owner.set('internal_comment', 'Zweryfikowano: ' + task.executionResult);";
const clerk = { name: 'Ewa Rejestratorka', email: `ewa.${Date.now()}@example.pl`, password: 'Clerk-pass-1234' };

/** Shared by the tests, filled in as they go. */
const state = {
  executorId: 0,
  definitionId: 0,
  /** The reclamation the dry run is tried on (made before the process exists, so it has none). */
  trial: { id: 0, number: '' },
  reclamation: { id: 0, number: '' },
  firstTaskId: 0,
};

/** A day `days` after today in Poland, as the portal writes dates (DD.MM.YYYY). */
const warsawDay = (days: number) => {
  const [year, month, day] = addDays(warsawToday(), days).split('-');
  return `${day}.${month}.${year}`;
};

/** Puts a page in Poland's time zone (the suite's Chromium follows the machine's), as Chromium's DevTools protocol allows. */
const inWarsaw = async (page: Page) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTimezoneOverride', { timezoneId: TIME_ZONE });
};

/** A second person's browser: a context of its own (its own session), in Poland too, watched like the first page. */
const openSecondBrowser = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.browser.newContext({ baseURL: browser.baseUrl, locale: 'pl-PL', timezoneId: TIME_ZONE, viewport: { width: 1366, height: 800 } });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  browser.problems.watch(page);
  return { context, page };
};

// --- The stage editor -----------------------------------------------------------------------

const canvas = (p: Page) => p.getByRole('region', { name: 'Schemat procesu' });
const panel = (p: Page) => p.getByRole('region', { name: 'Właściwości etapu' });
const editorTools = (p: Page) => p.getByRole('toolbar', { name: 'Narzędzia schematu procesu' });
const node = (p: Page, id: string) => canvas(p).locator(`.react-flow__node[data-id="${id}"]`);
const handle = (p: Page, nodeId: string, handleId: string) => canvas(p).locator(`.react-flow__handle[data-nodeid="${nodeId}"][data-handleid="${handleId}"]`);
/** A CodeMirror code field of the stage panel (its editable content is a textbox named by the field). */
const codeField = (p: Page, name: string) => panel(p).getByRole('textbox', { name, exact: true });
/** A code field's whole editor (its gutter holds the lint markers). */
const editorOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "cm-editor")]');
/** The syntax errors marked in a code field: in the text (a range, or a point where something is missing) and in the gutter. */
const errorMarks = (field: Locator) => editorOf(field).locator('.cm-lintRange-error, .cm-lintPoint-error');
const errorMarkers = (field: Locator) => editorOf(field).locator('.cm-lint-marker-error');

/** The centre of an element on screen. */
const centre = async (element: Locator) => {
  const box = await element.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Draws a connection by dragging from a stage's exit handle onto another stage's entry handle. */
const connect = async (p: Page, from: string, exit: 'next' | 'nextNo', to: string) => {
  await canvas(p).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await centre(handle(p, from, exit));
  const end = await centre(handle(p, to, 'in'));
  await p.mouse.move(start.x, start.y);
  await p.mouse.down();
  await p.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 5 });
  await p.mouse.move(end.x, end.y, { steps: 5 });
  await p.mouse.up();
  // A straight edge has no width, which Playwright takes for hidden: it is waited for in the page.
  await canvas(p).locator(`[data-testid="rf__edge-${from}:${exit}"]`).waitFor({ state: 'attached' });
};

/** Picks an option of a MUI select (a combobox that opens a listbox; once chosen, the option is part of its name). */
const pick = async (p: Page, select: Locator, option: string) => {
  await select.click();
  await p.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  // Closed, the menu gives the focus back to the select, which may scroll the page: it is gone before going on.
  await p.getByRole('listbox').waitFor({ state: 'detached' });
};

/** Adds a task stage through the toolbar and fills in its name, term and executor (it is selected once added). */
const addTaskStage = async (p: Page, id: string, name: string, term: number) => {
  await editorTools(p).getByRole('button', { name: 'Dodaj etap' }).click();
  await node(p, id).waitFor();
  await panel(p).getByText(`Identyfikator: ${id}`).waitFor();
  await panel(p).getByRole('textbox', { name: 'Nazwa etapu' }).fill(name);
  await panel(p).getByRole('spinbutton', { name: 'Termin wykonania (dni)' }).fill(String(term));
  await pick(p, panel(p).getByRole('combobox', { name: 'Wykonawca', exact: true }), EXECUTOR);
  await node(p, id).getByText(name, { exact: true }).waitFor();
  await node(p, id).getByText(`${term === 1 ? '1 dzień' : `${term} dni`} · ${EXECUTOR}`, { exact: true }).waitFor();
};

// --- Tasks ----------------------------------------------------------------------------------

const tasksSection = (p: Page) => p.getByRole('region', { name: 'Zadania', exact: true });
/** The reclamation's tasks as their rows read: number, name, assignee, due, state. */
const taskRows = async (p: Page) => {
  const rows = await tasksSection(p).getByRole('row').filter({ has: p.getByRole('cell') }).all();
  return Promise.all(rows.map(async (row) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim())));
};
/** The rows of a stage's tasks in the reclamation's tasks. */
const taskRow = (p: Page, name: string) => tasksSection(p).getByRole('row').filter({ has: p.getByRole('cell', { name, exact: true }) });
const fact = (p: Page, key: string) => p.locator(`[data-fact="${key}"] dd`);

/** Executes the open task on screen through "Wykonaj", with a result. */
const execute = async (p: Page, result: string) => {
  await p.getByRole('button', { name: 'Wykonaj', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: 'Wykonaj' });
  await dialog.getByRole('textbox', { name: 'Wynik wykonania' }).fill(result);
  const [answer] = await Promise.all([
    p.waitForResponse((r) => /\/api\/execute_task\/\d+$/.test(r.url()) && r.request().method() === 'PUT'),
    dialog.getByRole('button', { name: 'Wykonaj', exact: true }).click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  await p.getByText('Zadanie wykonane.').waitFor();
  // Executed: no more actions but cancelling, the form locked, the result shown.
  await p.getByRole('button', { name: 'Anuluj wykonanie' }).waitFor();
  await p.getByText('Wykonanego zadania nie można zmieniać; aby je zmienić, anuluj wykonanie.').waitFor();
  await eventually(() => p.locator('[data-fact="executionResult"]').innerText()).toBe(result);
  await eventually(() => fact(p, 'executed').innerText()).toMatch(new RegExp(`^${warsawDay(0).replace(/\./g, '\\.')} \\d{2}:\\d{2}:\\d{2}$`));
};

/** From a task's screen back to its reclamation, through the link of its facts. */
const backToReclamation = async (p: Page) => {
  await fact(p, 'owner').getByRole('link', { name: new RegExp(state.reclamation.number.replace(/\//g, '\\/')) }).click();
  await waitForPath(p, `${RECLAMATIONS}/${state.reclamation.id}`);
};

/** Opens a stage's open task from the reclamation's tasks. */
const openTask = async (p: Page, name: string) => {
  await taskRow(p, name).filter({ hasText: 'Otwarte' }).getByRole('cell', { name, exact: true }).click();
  await waitForPath(p, /^\/tasks\/\d+$/);
  await fact(p, 'stage').getByText(`${name} · ${DEFINITION}`).waitFor();
};

describe('a business process in the browser (Polish UI): drawn, tried, run to its end', () => {
  beforeAll(async () => {
    const admin = await browser.adminApi();
    // The administrator is an executor too, and a member of a role.
    const session = await admin.get<{ result: { id: number } }>('/api/user/session');
    const executor = await createRow(admin, entityByName('executor'), { code: 'ADM', name: EXECUTOR, userId: session.body.result.id });
    state.executorId = executor.id;
    const role = await admin.post<OkBody<Row>>('/api/executor_role', { name: 'Dział reklamacji', executors: [{ executorId: executor.id }] });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    // A clerk who registers reclamations (and reads the rest of the portal).
    const user = await admin.post<OkBody<Row>>('/api/adduser', { name: clerk.name, email: clerk.email, password: clerk.password, user_status: 1, user_type: 1 });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    const group = await admin.post<OkBody<Row>>('/api/rolegroup', {
      description: 'Rejestracja reklamacji',
      settings: [
        { key: '*', canRead: true },
        { key: 'reclamations', canRead: true, canModify: true },
      ],
      users: [{ userId: user.body.responseData.id }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    // A big claim to try the process on, made before the process exists.
    const trial = await createRow(admin, entityByName('reclamation'), { amount: 2500, client_surname: 'Próbna' });
    state.trial = { id: trial.id, number: String(trial.number) };

    await inWarsaw(browser.page);
  });

  it('draws a three-stage process with a condition in the stage editor and saves it', async () => {
    const { page } = browser;
    await openSignedIn(page, `${DEFINITIONS}/create`);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(TIME_ZONE);
    await page.getByRole('textbox', { name: 'Opis', exact: true }).fill(DEFINITION);
    await eventually(() => page.getByRole('combobox', { name: 'Obiekt właściciela' }).innerText()).toBe('Reklamacja');
    const active = page.getByRole('switch', { name: 'Uruchamiaj dla nowych' });
    await active.check();
    expect(await active.isChecked()).toBe(true);
    await page.getByText('Proces nie ma jeszcze etapów: dodaj pierwszy etap').waitFor();

    // Weryfikacja: a day, the administrator's, with code run when it is executed.
    await addTaskStage(page, 's1', 'Weryfikacja', 1);
    const onExecution = codeField(page, 'Kod przy wykonaniu');
    await onExecution.click();
    await page.keyboard.type(ON_EXECUTION);
    await eventually(() => onExecution.innerText()).toBe(ON_EXECUTION);

    // The condition: its code typed in two goes; half-written, it is a syntax error until finished.
    await editorTools(page).getByRole('button', { name: 'Dodaj warunek' }).click();
    await panel(page).getByText('Identyfikator: s2').waitFor();
    await panel(page).getByRole('textbox', { name: 'Nazwa etapu' }).fill(CONDITION);
    const condition = codeField(page, 'Kod warunku');
    await condition.click();
    await page.keyboard.type('return Number(owner.amount) >');
    await eventually(() => errorMarks(condition).count()).toBe(1);
    await eventually(() => errorMarkers(condition).count()).toBe(1);
    // The gutter's marker tells what is wrong.
    await errorMarkers(condition).hover();
    await page.locator('.cm-tooltip-lint').getByText('Błąd składni', { exact: true }).waitFor();
    await page.keyboard.type(' 1000;');
    await eventually(() => condition.innerText()).toBe(CONDITION_CODE);
    await eventually(() => errorMarks(condition).count()).toBe(0);
    await eventually(() => errorMarkers(condition).count()).toBe(0);
    await page.locator('.cm-tooltip-lint').waitFor({ state: 'detached' });
    await node(page, 's2').getByText(CONDITION, { exact: true }).waitFor();

    await addTaskStage(page, 's3', 'Oględziny', 3);
    await addTaskStage(page, 's4', 'Decyzja', 2);

    // Connected by dragging the exits onto the entries (all four stages in view first).
    await canvas(page).getByRole('button', { name: 'Dopasuj widok' }).click();
    await connect(page, 's1', 'next', 's2');
    await connect(page, 's2', 'next', 's3');
    await connect(page, 's2', 'nextNo', 's4');
    await connect(page, 's3', 'next', 's4');
    for (const label of ['Weryfikacja → Kwota > 1000?', 'Kwota > 1000? → Oględziny (tak)', 'Kwota > 1000? → Decyzja (nie)', 'Oględziny → Decyzja']) {
      await canvas(page).getByRole('group', { name: label, exact: true }).waitFor({ state: 'attached' });
    }
    await page.getByText('Schemat procesu jest poprawny').waitFor();
    await node(page, 's1').getByText('Start', { exact: true }).waitFor();
    await editorTools(page).getByRole('button', { name: 'Układ automatyczny' }).click();
    await node(page, 's2').click();
    await eventually(() => codeField(page, 'Kod warunku').innerText()).toBe(CONDITION_CODE);
    // The whole editor in view: its tools, the drawing and the verdict under it.
    await page.getByText('Schemat procesu jest poprawny').evaluate((verdict) => verdict.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(300);
    await screenshot(page, 'process-editor');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/bp_definition') && r.request().method() === 'POST'),
      page.getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true }).click(),
    ]);
    expect(response.status(), await response.text()).toBe(200);
    state.definitionId = ((await response.json()) as OkBody<Row>).responseData.id;
    await waitForPath(page, `${DEFINITIONS}/${state.definitionId}`);

    // Saved as drawn.
    const saved = (await (await browser.adminApi()).get<OkBody<Row>>(`/api/bp_definition/${state.definitionId}`)).body.responseData;
    expect(saved).toMatchObject({ description: DEFINITION, ownerObjectName: 'reclamation', isActive: true, status: 'Active' });
    const stages = (JSON.parse(String(saved.stages)) as { stages: Row[] }).stages;
    expect(stages.map((s) => [s.id, s.text, s.isCondition, s.next, s.nextNo, s.executionTerm])).toEqual([
      ['s1', 'Weryfikacja', false, 's2', null, 1],
      ['s2', CONDITION, true, 's3', 's4', 0],
      ['s3', 'Oględziny', false, 's4', null, 3],
      ['s4', 'Decyzja', false, null, null, 2],
    ]);
    expect(stages[0].onExecution).toBe(ON_EXECUTION);
    expect(stages[1].conditionCode).toBe(CONDITION_CODE);
    expect(stages.map((s) => s.executorId)).toEqual([state.executorId, null, state.executorId, state.executorId]);

    // Opened again from the list, the editor draws the saved stages and their connections.
    await openSignedIn(page, DEFINITIONS);
    await page.getByRole('main').getByRole('cell', { name: DEFINITION, exact: true }).click();
    await waitForPath(page, `${DEFINITIONS}/${state.definitionId}`);
    for (const [id, name] of [
      ['s1', 'Weryfikacja'],
      ['s2', CONDITION],
      ['s3', 'Oględziny'],
      ['s4', 'Decyzja'],
    ]) {
      await node(page, id).getByText(name, { exact: true }).waitFor();
    }
    await eventually(() => canvas(page).locator('.react-flow__edge').count()).toBe(4);
    await page.getByText('Schemat procesu jest poprawny').waitFor();
    await eventually(() => page.getByRole('textbox', { name: 'Opis', exact: true }).inputValue()).toBe(DEFINITION);
    expect(await page.getByRole('switch', { name: 'Uruchamiaj dla nowych' }).isChecked()).toBe(true);
    await node(page, 's1').click();
    await eventually(() => codeField(page, 'Kod przy wykonaniu').innerText()).toBe(ON_EXECUTION);
  });

  it('tries the process on a big reclamation: verification, the condition says yes, inspection, decision', async () => {
    expect(state.definitionId, 'the process is saved').toBeGreaterThan(0);
    const { page } = browser;
    await openSignedIn(page, `${DEFINITIONS}/${state.definitionId}`);
    await editorTools(page).getByRole('button', { name: 'Wypróbuj na rekordzie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wypróbuj na rekordzie' });
    const chooser = dialog.getByRole('combobox', { name: 'Reklamacja do próby' });
    await chooser.fill(state.trial.number);
    await page.getByRole('option', { name: state.trial.number, exact: true }).click();
    await eventually(() => chooser.inputValue()).toBe(state.trial.number);
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/bp_definition/dry_run')), dialog.getByRole('button', { name: 'Uruchom' }).click()]);
    expect(answer.status()).toBe(200);

    const steps = dialog.getByRole('region', { name: 'Kroki procesu' }).getByRole('listitem');
    await eventually(() => steps.count()).toBe(5);
    const texts = (await steps.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual([
      `1. Weryfikacja Zadanie Zadanie „Weryfikacja”, termin ${warsawDay(1)} · wykonawca: ${EXECUTOR}`,
      `2. ${CONDITION} Warunek Warunek: tak`,
      `3. Oględziny Zadanie Zadanie „Oględziny”, termin ${warsawDay(3)} · wykonawca: ${EXECUTOR}`,
      `4. Decyzja Zadanie Zadanie „Decyzja”, termin ${warsawDay(2)} · wykonawca: ${EXECUTOR}`,
      '5. Koniec',
    ]);
    await dialog.getByText('Proces doszedł do końca.').waitFor();
    await screenshot(page, 'process-dry-run');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Nothing of the trial was kept.
    const admin = await browser.adminApi();
    const trial = (await admin.get<OkBody<Row>>(`/api/getreclamation/${state.trial.id}`)).body.responseData;
    expect(trial.internal_comment ?? null).toBeNull();
    const tasks = await admin.get<OkBody<Row[]>>(`/api/task?filter=${encodeURIComponent(JSON.stringify({ ownerType: 'reclamation', ownerId: state.trial.id }))}`);
    expect(tasks.body.responseData).toEqual([]);
  });

  it('a clerk registers a reclamation of 5000 zł: the process gives the administrator the verification, due tomorrow', async () => {
    expect(state.definitionId, 'the process is saved').toBeGreaterThan(0);
    const { page } = browser;
    const desk = await openSecondBrowser();
    try {
      await signIn(desk.page, clerk.email, clerk.password);
      await openSignedIn(desk.page, `${RECLAMATIONS}/create`);
      await desk.page.getByRole('textbox', { name: 'Nazwisko klienta' }).fill('Procesowa');
      await desk.page.getByRole('spinbutton', { name: 'Kwota' }).fill('5000');
      const [response] = await Promise.all([
        desk.page.waitForResponse((r) => r.url().includes('/api/createreclamation') && r.request().method() === 'POST'),
        desk.page.getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true }).click(),
      ]);
      expect(response.status(), await response.text()).toBe(200);
      const saved = ((await response.json()) as OkBody<Row>).responseData;
      state.reclamation = { id: saved.id, number: String(saved.number) };
      await waitForPath(desk.page, `${RECLAMATIONS}/${saved.id}`);
    } finally {
      await desk.context.close();
    }

    await openSignedIn(page, `${RECLAMATIONS}/${state.reclamation.id}`);
    await taskRow(page, 'Weryfikacja').waitFor();
    const [row] = await taskRows(page);
    expect(row.slice(1)).toEqual(['Weryfikacja', EXECUTOR, `${warsawDay(1)} 00:00`, 'Otwarte']);
    expect(row[0]).toMatch(/^ZAD\/\d{6}$/);
  });

  it('the top bar tells the administrator of the new task; the note leads to the task', async () => {
    expect(state.reclamation.id, 'the reclamation is registered').toBeGreaterThan(0);
    const { page } = browser;
    await openSignedIn(page, `${RECLAMATIONS}/${state.reclamation.id}`);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Nieprzeczytane powiadomienia: \d+$/ });
    await eventually(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+$/)?.[0])).toBeGreaterThanOrEqual(1);
    await bell.click();
    const notes = page.getByRole('dialog', { name: 'Nowe powiadomienia' });
    const note = notes.getByRole('listitem').filter({ hasText: /^Nowe zadanie ZAD\/\d{6}: Weryfikacja/ });
    await note.waitFor();
    expect(await note.innerText()).toContain(clerk.name);
    const title = (await note.getByRole('button').innerText()).split('\n')[0].trim();
    await note.getByRole('button').click();
    await notes.waitFor({ state: 'detached' });
    await waitForPath(page, /^\/crm\/internalmessages\/\d+(\/show)?$/);
    const message = page.getByRole('article');
    await message.getByRole('heading', { name: title, exact: true }).waitFor();
    await message.getByText(`Termin: ${warsawDay(1)}`).waitFor();

    await page.getByRole('link', { name: 'Otwórz zadanie' }).click();
    await waitForPath(page, /^\/tasks\/\d+$/);
    state.firstTaskId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('banner').getByRole('heading', { name: `Zadanie ${title.match(/ZAD\/\d{6}/)?.[0]}`, exact: true }).waitFor();
    await fact(page, 'stage').getByText(`Weryfikacja · ${DEFINITION}`).waitFor();
  });

  it('accepts and executes the verification: the amount sends the process on to the inspection, then the decision, to its end', async () => {
    expect(state.firstTaskId, 'the task is found').toBeGreaterThan(0);
    const { page } = browser;
    await openSignedIn(page, `/tasks/${state.firstTaskId}`);
    for (const action of ['Przyjmij', 'Wykonaj', 'Przekieruj', 'Wyślij wynik']) await page.getByRole('button', { name: action, exact: true }).waitFor();
    expect(await fact(page, 'executionAccepted').innerText()).toBe('Nie');
    const [accepted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/accept_exec_task/${state.firstTaskId}`)),
      page.getByRole('button', { name: 'Przyjmij', exact: true }).click(),
    ]);
    expect(accepted.status()).toBe(200);
    await page.getByText('Zadanie przyjęte do wykonania.').waitFor();
    await eventually(() => fact(page, 'executionAccepted').innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    await page.getByRole('button', { name: 'Przyjmij', exact: true }).waitFor({ state: 'detached' });

    await execute(page, 'Dokumenty kompletne');
    await screenshot(page, 'process-task-executed');

    // 5000 zł is over 1000: the inspection comes next, due in three days.
    await backToReclamation(page);
    await taskRow(page, 'Oględziny').waitFor();
    await eventually(async () => (await taskRows(page)).map((r) => [r[1], r[3], r[4].startsWith('Wykonane') ? 'Wykonane' : r[4]])).toEqual([
      ['Oględziny', `${warsawDay(3)} 00:00`, 'Otwarte'],
      ['Weryfikacja', `${warsawDay(1)} 00:00`, 'Wykonane'],
    ]);
    // The verification's code wrote the internal comment.
    await eventually(() => page.getByRole('textbox', { name: 'Uwagi wewnętrzne' }).inputValue()).toBe('Zweryfikowano: Dokumenty kompletne');
    await tasksSection(page).evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'process-reclamation-tasks');

    await openTask(page, 'Oględziny');
    await execute(page, 'Wyrób obejrzany, wada potwierdzona');
    await backToReclamation(page);
    await eventually(async () => (await taskRows(page)).map((r) => [r[1], r[3], r[4].startsWith('Wykonane') ? 'Wykonane' : r[4]])).toEqual([
      ['Decyzja', `${warsawDay(2)} 00:00`, 'Otwarte'],
      ['Oględziny', `${warsawDay(3)} 00:00`, 'Wykonane'],
      ['Weryfikacja', `${warsawDay(1)} 00:00`, 'Wykonane'],
    ]);

    await openTask(page, 'Decyzja');
    await execute(page, 'Reklamacja uznana');
    await backToReclamation(page);
    await eventually(async () => (await taskRows(page)).map((r) => [r[1], r[4].startsWith('Wykonane') ? 'Wykonane' : r[4]])).toEqual([
      ['Decyzja', 'Wykonane'],
      ['Oględziny', 'Wykonane'],
      ['Weryfikacja', 'Wykonane'],
    ]);

    // The process is finished; the verification's code left its comment on the reclamation.
    const admin = await browser.adminApi();
    const filter = encodeURIComponent(JSON.stringify({ ownerObjectName: 'reclamation', ownerObjectId: state.reclamation.id }));
    const processes = await admin.get<OkBody<{ rows: Row[]; count: number }>>(`/api/bp_exemplars?page=1&limit=10&filter=${filter}`);
    expect(processes.body.responseData.rows.map((r) => [r.definitionId, r.status, r.currentStageId])).toEqual([[state.definitionId, 'Finished', null]]);
    const reclamation = (await admin.get<OkBody<Row>>(`/api/getreclamation/${state.reclamation.id}`)).body.responseData;
    expect(reclamation.internal_comment).toBe('Zweryfikowano: Dokumenty kompletne');
    const open = await admin.get<OkBody<Row[]>>(`/api/task?filter=${encodeURIComponent(JSON.stringify({ ownerType: 'reclamation', ownerId: state.reclamation.id, executed: false }))}`);
    expect(open.body.responseData).toEqual([]);

    // The administrator's task list: the three tasks, done.
    await openSignedIn(page, '/tasks');
    await page.getByRole('main').getByRole('cell', { name: 'Decyzja', exact: true }).waitFor();
    await screenshot(page, 'process-task-list');
  });
});
