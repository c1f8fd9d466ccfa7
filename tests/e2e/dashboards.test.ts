import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo';
import type { AccountingKpis, AnalysisAnswer, DrillRecords } from '../../src/schemas/analytics';
import { ANALYSES, TREND_FIGURES } from '../../src/schemas/analytics';
import { openSignedIn, pathOf, rawKeysIn, screenshot, setUpBrowserApp, visibleText, waitForPath } from '../support/browser';
import { dayPicker, pickerText, shownDay, typeDay } from '../support/datePickers';
import type { OkBody } from '../support/testApp';

/**
 * The Dashboards section in Chromium on the demo data: the KPI dashboard leads from a card to
 * the filtered list and from a month of a card's trend to the records behind it; the sales analysis is grouped by month, a bar leads to the orders behind it,
 * and the table is exported as a workbook and the chart as a picture.
 */

const browser = setUpBrowserApp();
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('dashboards in the browser (Polish UI)', () => {
  it('opens the KPI dashboard and follows a card to the filtered list', async () => {
    const { page } = browser;
    await seedDemoData(browser.testApp.db);
    const admin = await browser.adminApi();
    const kpis = (await admin.get<OkBody<AccountingKpis>>('/api/dashboard/accounting')).body.responseData;
    expect(kpis.openReclamations.count).toBeGreaterThan(0);
    expect(kpis.reclamationCosts.amount).toBeGreaterThan(0);

    await openSignedIn(page, '/dashboard-accounting');
    await page.getByRole('heading', { name: 'Pulpit', level: 1 }).waitFor();
    const open = page.getByTestId('kpi-open-reclamations');
    await open.getByText(String(kpis.openReclamations.count), { exact: true }).waitFor();
    await page.getByTestId('kpi-orders').getByText(`poprzedni miesiąc: ${kpis.orders.previousCount}`).waitFor();
    expect(rawKeysIn(await visibleText(page))).toEqual([]);
    await screenshot(page, 'dashboard-accounting');

    await open.click();
    await waitForPath(page, /^\/reclamations\?filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: kpis.openReclamations.statuses });
    const n = kpis.openReclamations.count;
    await page.getByText(`1-${Math.min(n, 10)} z ${n}`, { exact: true }).waitFor();
  });

  it('draws each card’s trend over 12 months; a month’s bar, or its row in the values, opens the records behind it', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    const kpis = (await admin.get<OkBody<AccountingKpis>>('/api/dashboard/accounting')).body.responseData;
    const recordsOf = async (figure: string, month: string) =>
      (await admin.get<OkBody<DrillRecords>>(`/api/dashboard/accounting/records?figure=${figure}&month=${month}`)).body.responseData.ids;
    await openSignedIn(page, '/dashboard-accounting');
    for (const figure of TREND_FIGURES) await page.getByTestId(`trend-${figure}`).locator('svg.MuiChartsSurface-root').first().waitFor();

    // The orders' chart: a bar per month, named with every month's value for screen readers.
    const orders = page.getByTestId('trend-orders');
    const bars = orders.locator('.MuiBarElement-root');
    await eventually(() => bars.count()).toBe(12);
    const image = orders.getByRole('img', { name: /^Zamówienia według miesięcy, ostatnie 12 miesięcy: / });
    expect((await image.getAttribute('aria-label'))?.split('; ')).toHaveLength(12);
    const month = kpis.trends.orders.findLastIndex((p) => (p.value ?? 0) > 0);
    expect(month).toBeGreaterThanOrEqual(0);
    const ids = await recordsOf('orders', kpis.trends.orders[month].month);
    expect(ids).toHaveLength(kpis.trends.orders[month].value ?? -1);
    await bars.nth(month).click();
    await waitForPath(page, /^\/sales\/sales-orders\?filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ id: ids });
    await page.getByText(`1-${Math.min(ids.length, 10)} z ${ids.length}`, { exact: true }).waitFor();

    // From the keyboard: the costs' values as a table, a month's name opens its reclamations.
    await page.goBack();
    await waitForPath(page, '/dashboard-accounting');
    const costs = page.getByTestId('trend-reclamationCosts');
    await costs.getByRole('button', { name: 'Pokaż wartości' }).focus();
    await page.keyboard.press('Enter');
    const table = costs.getByRole('table', { name: 'Koszty według miesięcy' });
    await eventually(() => table.getByRole('row').count()).toBe(13);
    expect(await costs.getByRole('button', { name: 'Ukryj wartości' }).getAttribute('aria-expanded')).toBe('true');
    const costMonth = kpis.trends.reclamationCosts.findLastIndex((p) => (p.value ?? 0) > 0);
    expect(costMonth).toBeGreaterThanOrEqual(0);
    const row = table.getByRole('row').nth(costMonth + 1);
    expect(await row.getByRole('cell').nth(1).innerText()).toMatch(/ PLN$/);
    const reclamations = await recordsOf('reclamationCosts', kpis.trends.reclamationCosts[costMonth].month);
    expect(reclamations.length).toBeGreaterThan(0);
    await row.getByRole('button', { name: /^Pokaż rekordy: Koszty według miesięcy, / }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/reclamations\?filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ id: reclamations });
    await page.getByText(`1-${Math.min(reclamations.length, 10)} z ${reclamations.length}`, { exact: true }).waitFor();
  });

  it('groups the sales analysis by month, drills down from a bar to its orders and exports the table and the chart', async () => {
    const { page } = browser;
    await openSignedIn(page, '/dashboard-accounting');
    // From the menu: Dashboards → Sales analysis.
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    const group = menu.getByRole('button', { name: 'Pulpity' });
    // Open on a dashboard already (its page is in the group); a click would fold it.
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('link', { name: 'Analiza sprzedaży' }).click();
    await waitForPath(page, '/salesanalize');
    await page.getByRole('heading', { name: 'Analiza sprzedaży', level: 1 }).waitFor();

    await page.getByRole('combobox', { name: 'Grupowanie' }).click();
    await page.getByRole('option', { name: 'Miesiąc', exact: true }).click();
    await waitForPath(page, /groupBy=month/);
    const params = new URL(page.url()).searchParams;
    // The period's days show the address's YYYY-MM-DD as DD.MM.YYYY.
    expect(await pickerText(dayPicker(page, 'Od'))).toBe(shownDay(params.get('dateFrom') ?? ''));
    expect(await pickerText(dayPicker(page, 'Do'))).toBe(shownDay(params.get('dateTo') ?? ''));
    const query = `dateFrom=${params.get('dateFrom')}&dateTo=${params.get('dateTo')}&groupBy=month`;
    const admin = await browser.adminApi();
    const answer = (await admin.get<OkBody<AnalysisAnswer>>(`/api/enova/sales/salesanalize?${query}`)).body.responseData;
    expect(answer.rows.length).toBe(3);
    expect(answer.total.values.netto).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Analiza sprzedaży' });
    await eventually(() => table.getByRole('row').count()).toBe(answer.rows.length + 2);
    const bars = page.getByTestId('analysis-chart').locator('.MuiBarElement-series-current');
    await eventually(() => bars.count()).toBe(3);
    await screenshot(page, 'sales-analysis');

    // The first month's bar: the orders of that month, as the API lists them.
    const first = answer.rows.findIndex((r) => (r.values.netto ?? 0) > 0);
    const records = (await admin.get<OkBody<{ ids: number[] }>>(`/api/enova/sales/salesanalize/records?${query}&key=${answer.rows[first].key}`)).body.responseData.ids;
    expect(records.length).toBe(answer.rows[first].values.orders);
    await bars.nth(first).click();
    await waitForPath(page, /^\/sales\/sales-orders\?filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ id: records });
    await page.getByText(`1-${Math.min(records.length, 10)} z ${records.length}`, { exact: true }).waitFor();

    await page.goBack();
    await waitForPath(page, /^\/salesanalize\?/);
    expect(pathOf(page)).toContain('groupBy=month');
    const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Eksport do XLSX' }).click()]);
    expect(workbook.suggestedFilename()).toBe(`analiza-sprzedazy-${params.get('dateFrom')}-${params.get('dateTo')}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await workbook.path())) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Analiza sprzedaży');
    expect(sheet?.getRow(3).getCell(1).value).toBe('Miesiąc');
    expect(sheet?.getRow(4 + answer.rows.length).getCell(1).value).toBe('Razem');
    expect(sheet?.getRow(4 + answer.rows.length).getCell(2).value).toBe(answer.total.values.netto);

    const [picture] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Wykres do PNG' }).click()]);
    expect(picture.suggestedFilename()).toMatch(/^analiza-sprzedazy-.*\.png$/);
    const bytes = await readFile(await picture.path());
    expect(bytes.subarray(0, 8).equals(PNG)).toBe(true);
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it('every analysis shows the demo data: groups in its table and its chart', async () => {
    const { page } = browser;
    for (const analysis of ANALYSES) {
      await openSignedIn(page, `/${analysis.screen}`);
      await page.getByRole('heading', { name: analysis.title.pl, level: 1 }).waitFor();
      const table = page.getByRole('table', { name: analysis.title.pl });
      // The header, at least one group, the total.
      await eventually(() => table.getByRole('row').count()).toBeGreaterThan(2);
      await page.getByTestId('analysis-chart').locator('svg.MuiChartsSurface-root').first().waitFor();
      expect(await table.getByRole('row').last().getByRole('cell').first().innerText()).toBe('Razem');
      expect(rawKeysIn(await visibleText(page))).toEqual([]);
      await screenshot(page, `analysis-${analysis.screen}`);
    }
  });

  it('an analysis takes a day typed as DD.MM.YYYY into its period and asks for it as YYYY-MM-DD', async () => {
    const { page } = browser;
    await openSignedIn(page, '/salesanalize?dateFrom=2026-01-01&dateTo=2026-03-31&groupBy=month');
    const from = dayPicker(page, 'Od');
    await eventually(() => pickerText(from)).toBe('01.01.2026');
    expect(await pickerText(dayPicker(page, 'Do'))).toBe('31.03.2026');
    const [call] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/enova/sales/salesanalize?') && r.url().includes('dateFrom=2026-02-15')),
      typeDay(from, '15022026'),
    ]);
    expect(new URL(call.url()).searchParams.get('dateTo')).toBe('2026-03-31');
    await waitForPath(page, /dateFrom=2026-02-15/);
    await eventually(() => pickerText(from)).toBe('15.02.2026');
    // The calendar follows the portal's language: Polish month names.
    await page.getByRole('main').getByRole('button', { name: /^Wybierz datę, obecnie wybrana data to / }).first().click();
    await page.getByRole('dialog').getByText('luty 2026').waitFor();
    await page.keyboard.press('Escape');
  });

  it('the reclamation statistics draw a period of 0 PLN flat on the axis, not across the middle', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    // Three reclamations of early 2019 (a year nothing else is in), none with an amount.
    for (const day of ['2019-01-10', '2019-02-10', '2019-03-10']) expect((await admin.post('/api/createreclamation', { input_date: day, status: 17, amount: 0 })).status).toBe(200);
    await openSignedIn(page, '/reclamations-statistics');
    // The period's days read DD.MM.YYYY and are typed so; the call gets them as YYYY-MM-DD.
    const from = dayPicker(page, 'Od');
    const to = dayPicker(page, 'Do');
    await eventually(() => pickerText(from)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await typeDay(from, '01012019');
    await eventually(() => pickerText(from)).toBe('01.01.2019');
    const [call] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/reclamations/statistics') && r.url().includes('dateTo=2019-03-31')),
      typeDay(to, '31032019'),
    ]);
    expect(new URL(call.url()).searchParams.get('dateFrom')).toBe('2019-01-01');
    await eventually(() => pickerText(to)).toBe('31.03.2019');
    const months = page.getByRole('region', { name: 'Według miesięcy' });
    const lines = months.locator('path.MuiLineElement-root');
    await eventually(() => lines.count()).toBe(2);
    const axis = await months.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line').first().boundingBox();
    // The amount (the second series) lies on the x axis: its box is the stroke's width (2 px) high, half of it above the axis.
    await eventually(async () => {
      const amount = await lines.nth(1).boundingBox();
      return amount && axis ? { flat: amount.height <= 3, onAxis: Math.abs(amount.y + amount.height / 2 - axis.y) <= 1.5 } : undefined;
    }).toEqual({ flat: true, onAxis: true });
    await screenshot(page, 'statistics-zero-amounts');
  });
});
