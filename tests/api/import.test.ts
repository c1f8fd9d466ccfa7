import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validNip } from '../support/entities';
import { postMultipart } from '../support/multipart';
import type { Part } from '../support/multipart';
import { setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type ImportError = { row: number; column: string; field: string; code: string; message: string };
type Preview = { mapping: Record<string, string | null>; rows: number; valid: number; creates: number; updates: number; unchanged: number; errorCount: number; errors: ImportError[]; sample: { row: number; action: string; values: Record<string, unknown> }[] };
type Committed = { created: number; updated: number; skipped: number; errorCount: number; errors: ImportError[] };

/** Text as a Polish spreadsheet saves it as CSV: Windows-1250 (the letters this test uses). */
const windows1250 = (text: string): Buffer => {
  const map: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf, Ł: 0xa3, Ś: 0x8c, Ż: 0xaf };
  return Buffer.from([...text].map((char) => map[char] ?? char.charCodeAt(0)));
};

/** A workbook of one sheet with these rows (a cell may be a formula). */
const workbook = async (rows: unknown[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Dane');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

/**
 * Import of a spreadsheet: the template, a preview that writes nothing, a commit of every row or of
 * the valid ones, each record written with the audit's source `import`, and bad files refused
 * with a clear 4xx and nothing changed.
 */
describe('import from a spreadsheet (/api/import/{entity}/…)', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let tag: string;
  let cookie: string;
  let nips: string[];

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    cookie = roles.cookies.admin!;
    tag = `Import${Date.now()}`;
    await roles.admin.post('/api/termsOfPayment', { description: `${tag} przelew`, days: 21 });
    nips = Array.from({ length: 6 }, () => validNip());
  });
  afterAll(() => t.close());

  const send = <T>(path: string, parts: Part[], who = cookie) => postMultipart<T>(t.app, `/api/import/${path}`, who, parts);
  const file = (data: Buffer | string, filename = 'klienci.csv'): Part => ({ name: 'file', filename, data, contentType: 'text/csv' });
  const customersNamed = async () => (await roles.admin.get<OkBody<{ rows: { name: string; nip: string; city: string; status: string }[]; count: number }>>(`/api/customer?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&page=1&limit=100&sort=name&order=ASC`)).body.responseData;

  /** Five customers, headers in three languages, Windows-1250; rows 4 and 6 are wrong (a NIP, a reference). */
  const customersCsv = () =>
    windows1250(
      [
        `Name;Miasto;NIP;Status;Termin płatności;Commission %`,
        `${tag} Łódź Okna;Łódź;${nips[0]};Aktywny;${tag} przelew;2,5`,
        `${tag} Śląskie Drzwi;Katowice;${nips[1]};Inactive;;`,
        `${tag} Zły NIP;Kraków;123;Aktywny;;`,
        `${tag} Żagle;Gdańsk;${nips[2]};Active;;1`,
        `${tag} Bez terminu;Poznań;${nips[3]};Aktywny;Nie ma takiego;`,
      ].join('\r\n'),
    );

  it('the template: one column per importable field headed by its label in the caller\'s language, and a sheet describing them', async () => {
    for (const [language, name, city] of [
      ['pl', 'Nazwa', 'Miejscowość'],
      ['en', 'Name', 'City'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/import/customer/template.xlsx', headers: { cookie, 'accept-language': language } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="customer-import.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const headers = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
      expect(headers).toContain(name);
      expect(headers).toContain(city);
      expect(headers).not.toContain('Id');
      const about = book.worksheets[1].getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
      const nip = about.find((row) => row[1] === 'nip')!;
      // The NIP is the customer's key: a row with a known NIP changes that customer.
      expect(String(nip[5])).toMatch(language === 'pl' ? /^Klucz:/ : /^Key:/);
      const status = about.find((row) => row[1] === 'status')!;
      expect(status[4]).toBe(language === 'pl' ? 'Active (Aktywny), Inactive (Nieaktywny)' : 'Active (Active), Inactive (Inactive)');
      expect(about.find((row) => row[1] === 'termsOfPayment')![4]).toMatch(language === 'pl' ? /^nazwa: / : /^name: /);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/import/customer/template.xlsx' })).statusCode).toBe(401);
  });

  it('a preview maps columns by their labels in any language, reads Windows-1250, names each error by row and column, and writes nothing', async () => {
    const res = await send<OkBody<Preview>>('customer/preview', [file(customersCsv())]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body.responseData;
    // "Miasto" is no label of a customer's field (its city is "Miejscowość"): the column is left out until mapped.
    expect(preview.mapping).toEqual({ Name: 'name', Miasto: null, NIP: 'nip', Status: 'status', 'Termin płatności': 'termsOfPayment', 'Commission %': 'commission' });
    expect([preview.rows, preview.valid, preview.creates, preview.updates]).toEqual([5, 3, 3, 0]);
    expect(preview.errors.map(({ row, column, field, code }) => ({ row, column, field, code }))).toEqual([
      { row: 4, column: 'NIP', field: 'nip', code: 'invalidNip' },
      { row: 6, column: 'Termin płatności', field: 'termsOfPayment', code: 'unknownReference' },
    ]);
    expect(preview.errors[0].message).toBe('Niepoprawny NIP (10 cyfr z sumą kontrolną)');
    expect(preview.sample[0]).toMatchObject({ row: 2, action: 'create', values: { name: `${tag} Łódź Okna`, nip: nips[0], status: 'Active', commission: 2.5 } });
    expect(typeof preview.sample[0].values.termsOfPayment).toBe('number');
    expect((await customersNamed()).count).toBe(0);
  });

  it('commit `all` with an error writes nothing (400 with the errors); `valid` writes the valid rows, each audited as an import', async () => {
    const mapping = JSON.stringify({ Miasto: 'city' });
    const all = await send<ErrorBody & { responseData: { errors: ImportError[] } }>('customer/commit', [{ name: 'mode', value: 'all' }, { name: 'mapping', value: mapping }, file(customersCsv())]);
    expect(all.status).toBe(400);
    expect(all.body.code).toBe('importHasErrors');
    expect(all.body.message).toBe('Nic nie zaimportowano: 2 wierszy ma błędy');
    expect(all.body.responseData.errors.map((error) => error.row)).toEqual([4, 6]);
    expect((await customersNamed()).count).toBe(0);

    const valid = await send<OkBody<Committed>>('customer/commit', [file(customersCsv()), { name: 'mapping', value: mapping }, { name: 'mode', value: 'valid' }]);
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
    expect(valid.body.responseData).toMatchObject({ created: 3, updated: 0, skipped: 0, errorCount: 2 });
    const stored = await customersNamed();
    expect(stored.rows.map((row) => [row.name, row.city, row.status])).toEqual([
      [`${tag} Łódź Okna`, 'Łódź', 'Active'],
      [`${tag} Śląskie Drzwi`, 'Katowice', 'Inactive'],
      [`${tag} Żagle`, 'Gdańsk', 'Active'],
    ]);
    const id = (stored.rows[0] as unknown as { id: number }).id;
    const audit = await roles.admin.get<OkBody<{ rows: { action: string; source: string }[] }>>(`/api/audit?entity=customer&id=${id}`);
    expect(audit.body.responseData.rows.map((entry) => [entry.action, entry.source])).toEqual([['create', 'import']]);
  });

  it('the same file again changes nothing (its rows are unchanged); a changed row updates the record its key names', async () => {
    const mapping = JSON.stringify({ Miasto: 'city' });
    const again = await send<OkBody<Committed>>('customer/commit', [file(customersCsv()), { name: 'mapping', value: mapping }, { name: 'mode', value: 'valid' }]);
    expect(again.body.responseData).toMatchObject({ created: 0, updated: 0, skipped: 3, errorCount: 2 });

    // A NIP written with dashes is the same customer; an empty cell leaves its value as it is.
    const dashed = `${nips[1].slice(0, 3)}-${nips[1].slice(3, 6)}-${nips[1].slice(6, 8)}-${nips[1].slice(8)}`;
    const changed = await send<OkBody<Committed>>('customer/commit', [file(`NIP,Miejscowość,Status\n${dashed},Bytom,\n`), { name: 'mode', value: 'all' }]);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.responseData).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    const row = (await customersNamed()).rows.find((each) => each.nip === nips[1])!;
    expect([row.city, row.status]).toEqual(['Bytom', 'Inactive']);

    // One file may not name a record twice.
    const twice = await send<OkBody<Preview>>('customer/preview', [file(`NIP;Miejscowość\n${nips[1]};A\n${dashed};B\n`)]);
    expect(twice.body.responseData.errors).toMatchObject([{ row: 3, field: 'nip', code: 'duplicateInFile', message: 'Ta wartość powtarza się w pliku (wiersz 2)' }]);
  });

  it('a workbook: days and numbers as cells, a formula refused, a formula-looking text stored exactly as it is', async () => {
    const xlsx = await workbook([
      ['Kod', 'Opis', 'Cena netto', 'Aktywny'],
      [`${tag}-K1`, '=HYPERLINK("http://zły.example","kliknij")', 12.5, 'tak'],
      [`${tag}-K2`, 'Kurier', { formula: '1+1', result: 2 }, 'nie'],
      [`${tag}-K3`, '@SUM(A1)', '1 800,00', 'x'],
    ]);
    const res = await send<OkBody<Committed>>('delivery_type/commit', [{ name: 'mode', value: 'valid' }, file(xlsx, 'sposoby.xlsx')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseData).toMatchObject({ created: 2, errorCount: 1 });
    expect(res.body.responseData.errors).toMatchObject([{ row: 3, column: 'Cena netto', field: 'price', code: 'formulaCell' }]);
    const list = await roles.admin.get<OkBody<{ rows: { code: string; description: string; price: number | string; active: boolean }[] }>>(`/api/getalldeliverytypes?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&page=1&limit=10&sort=code&order=ASC`);
    expect(list.body.responseData.rows.map((row) => [row.code, row.description, Number(row.price), row.active])).toEqual([
      [`${tag}-K1`, '=HYPERLINK("http://zły.example","kliknij")', 12.5, true],
      [`${tag}-K3`, '@SUM(A1)', 1800, true],
    ]);
    // The code is the key of a dictionary: the same code again is a change of its record.
    const update = await send<OkBody<Committed>>('delivery_type/commit', [{ name: 'mode', value: 'all' }, file(`Kod;Cena netto\n${tag}-K1;13\n${tag}-K9;1\n`)]);
    expect(update.status, JSON.stringify(update.body)).toBe(400);
    expect(update.body.responseData).toMatchObject({ errors: [{ row: 3, field: 'description', code: 'required' }] });
  });

  it('a file of thousands of rows is read a thousand at a time: a row refused late undoes all of `all`; `valid` writes the others; a record twice in the file is named', async () => {
    const lines = ['Kod;Opis;Cena netto'];
    for (let n = 1; n <= 2500; n++) lines.push(`${tag}-D${n};Dostawa ${n};${n === 2200 ? 'dużo' : n % 50}`);
    lines.push(`${tag}-D7;Druga siódemka;1`);
    const count = async () => (await roles.admin.get<OkBody<{ count: number }>>(`/api/getalldeliverytypes?filter=${encodeURIComponent(JSON.stringify({ q: `${tag}-D` }))}&page=1&limit=1`)).body.responseData.count;
    const all = await send<ErrorBody & { responseData: { errors: ImportError[] } }>('delivery_type/commit', [{ name: 'mode', value: 'all' }, file(lines.join('\n'))]);
    expect(all.status).toBe(400);
    expect(all.body.responseData.errors.map(({ row, field, code }) => [row, field, code])).toEqual([
      [2201, 'price', 'notNumber'],
      [2502, 'code', 'duplicateInFile'],
    ]);
    expect(await count()).toBe(0);
    const valid = await send<OkBody<Committed>>('delivery_type/commit', [{ name: 'mode', value: 'valid' }, file(lines.join('\n'))]);
    expect(valid.body.responseData).toMatchObject({ created: 2499, errorCount: 2 });
    expect(await count()).toBe(2499);
  });

  it('a record its caller may not make is refused by row, the others of its batch written', async () => {
    // A client user changes its own customer but may not add one: the batch is written row by row.
    const own = roles.customerA as unknown as { id: number; name: string };
    const csv = `Id;Nazwa;Miejscowość\n${own.id};;Sopot\n;${tag} nie wolno;Gdynia\n`;
    const res = await send<OkBody<Committed>>('customer/commit', [{ name: 'mode', value: 'valid' }, { name: 'mapping', value: JSON.stringify({ Id: 'id' }) }, file(csv)], roles.cookies.client!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseData).toMatchObject({ created: 0, updated: 1, errorCount: 1, errors: [{ row: 3, code: 'forbidden' }] });
    // Another customer's id is no record of the client's: its preview does not tell it exists.
    const other = await roles.admin.post<OkBody<{ id: number }>>('/api/customer', { name: `${tag} cudzy` });
    const peek = await send<OkBody<Preview>>('customer/preview', [file(`Id;Miejscowość\n${other.body.responseData.id};Hel\n`)], roles.cookies.client!);
    expect(peek.body.responseData).toMatchObject({ updates: 0, errors: [{ row: 2, field: 'id', code: 'notFound' }] });
  });

  it('refuses a bad file or mapping with a clear 400 (413 for the size), without the modify right 403, and changes nothing', async () => {
    const before = (await customersNamed()).count;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const cases: [Part[], number, string][] = [
      [[file(png, 'obraz.csv')], 400, 'notASpreadsheet'],
      [[file(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'zepsuty.xlsx')], 400, 'notASpreadsheet'],
      [[file('')], 400, 'emptySpreadsheet'],
      [[file('Nazwa;NIP\r\n\r\n')], 400, 'emptySpreadsheet'],
      [[file('Kolumna;Inna\r\n1;2\r\n')], 400, 'noColumnMapped'],
      [[{ name: 'mapping', value: '{nie json' }, file('Nazwa\r\nA\r\n')], 400, 'badRequest'],
      [[{ name: 'mapping', value: '{"Nazwa":"passwordHash"}' }, file('Nazwa\r\nA\r\n')], 400, 'badRequest'],
      [[{ name: 'mode', value: 'all' }], 400, 'badRequest'],
      [[file('x'.repeat(21 * 1024 * 1024))], 413, 'fileTooLarge'],
    ];
    for (const [parts, status, code] of cases) {
      const res = await send<ErrorBody>('customer/preview', parts);
      expect([res.status, res.body.code, parts.map((part) => part.name).join()]).toEqual([status, code, parts.map((part) => part.name).join()]);
      expect(res.body.message).toBeTruthy();
    }
    const noMode = await send<ErrorBody>('customer/commit', [file(`Nazwa\n${tag} bez trybu\n`)]);
    expect([noMode.status, noMode.body.errors[0]?.path]).toEqual([400, 'mode']);
    expect((await send<ErrorBody>('product/commit', [{ name: 'mode', value: 'all' }, file(`Kod\n${tag}\n`)], roles.cookies.client!)).status).toBe(403);
    expect((await send<ErrorBody>('customer/preview', [file(`Nazwa\n${tag}\n`)], roles.cookies.readOnly!)).status).toBe(403);
    expect((await postMultipart(t.app, '/api/import/customer/preview', undefined, [file(`Nazwa\n${tag}\n`)])).status).toBe(401);
    expect((await customersNamed()).count).toBe(before);
  });
});
