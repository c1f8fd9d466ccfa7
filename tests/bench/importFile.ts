import ExcelJS from 'exceljs';
import { isValidNip } from '../../src/schemas/core/nip';
import { freshDatabase, startBenchServer, startServerProcess } from './server';
import { MB, rssBytes } from './stats';

/**
 * An import as a company moving onto Zaplecze makes one: a workbook of BENCH_IMPORT_ROWS (50,000)
 * customers — twelve columns, a choice and a reference among them — sent to the compiled server in
 * its own process on a fresh database of the bench's PostgreSQL, first as a preview and then
 * committed (every row in one transaction). Measured: the seconds of each, and how far the
 * server's resident memory rises above what it held idle before (sampled every 10 ms).
 */
export const IMPORT_TARGET = { seconds: 20, rss_growth_mb: 200 };
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const DATABASE = 'zaplecze_import_bench';
const EMAIL = 'bench@zaplecze.local';
const PASSWORD = 'Bench-pass-123';
const TERMS = 'Przelew 30 dni (import)';
const CITIES = ['Łódź', 'Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Katowice', 'Lublin', 'Białystok'];

/** The n-th valid NIP after a base: ten digits whose checksum holds. */
function* nips(): Generator<string> {
  for (let n = 100_000_000; ; n++) {
    for (let check = 0; check < 10; check++) {
      const nip = `${n}${check}`;
      if (isValidNip(nip)) {
        yield nip;
        break;
      }
    }
  }
}

const customersWorkbook = async (rows: number): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Klienci');
  sheet.addRow(['Nazwa', 'Skrót', 'NIP', 'Status', 'E-mail', 'Telefon', 'Adres', 'Kod pocztowy', 'Miejscowość', 'Kraj', 'Termin płatności', 'Prowizja %']);
  const nip = nips();
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([`Klient importowany ${i}`, `KI${i}`, nip.next().value, i % 7 === 0 ? 'Nieaktywny' : 'Aktywny', `biuro${i}@klient.example`, `+48 600 ${String(i).padStart(6, '0')}`, `ul. Fabryczna ${i % 200}`, `${String(10 + (i % 89)).padStart(2, '0')}-${String(i % 1000).padStart(3, '0')}`, CITIES[i % CITIES.length], 'Polska', TERMS, (i % 10) / 2]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

export const measureImport = async (log: (line: string) => void) => {
  const server = await startBenchServer(process.env, log);
  const url = await freshDatabase(server, DATABASE);
  const app = await startServerProcess(url, EMAIL, PASSWORD, log);
  try {
    const { base, cookie } = app;
    const terms = await fetch(`${base}/api/termsOfPayment`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ description: TERMS, days: 30 }) });
    if (terms.status !== 200) throw new Error(`Terms of payment: ${terms.status}`);
    log(`bench: import (a workbook of ${ROWS} customers)`);
    const file = await customersWorkbook(ROWS);
    const send = async (step: 'preview' | 'commit') => {
      const form = new FormData();
      if (step === 'commit') form.append('mode', 'all');
      form.append('file', new Blob([new Uint8Array(file)]), 'klienci.xlsx');
      const begin = performance.now();
      const res = await fetch(`${base}/api/import/customer/${step}`, { method: 'POST', headers: { cookie }, body: form });
      const body = (await res.json()) as { responseData?: Record<string, number> };
      if (res.status !== 200) throw new Error(`Import ${step}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { seconds: (performance.now() - begin) / 1000, answer: body.responseData! };
    };

    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = rssBytes(app.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(app.pid))), 10);
    log('bench: import preview');
    const preview = await send('preview');
    log('bench: import commit');
    const commit = await send('commit');
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(app.pid));
    if (preview.answer.valid !== ROWS || commit.answer.created !== ROWS) throw new Error(`Import: ${JSON.stringify({ preview: preview.answer.valid, created: commit.answer.created })}`);

    const round = (n: number) => Math.round(n * 10) / 10;
    const growth = (peak - idle) / MB;
    return [
      {
        measure: 'import_customers_xlsx',
        rows: ROWS,
        file_mb: round(file.length / MB),
        preview_seconds: round(preview.seconds),
        commit_seconds: round(commit.seconds),
        rows_per_s: Math.round(ROWS / commit.seconds),
        idle_rss_mb: round(idle / MB),
        peak_rss_mb: round(peak / MB),
        rss_growth_mb: round(growth),
        target: IMPORT_TARGET,
        pass: commit.seconds <= IMPORT_TARGET.seconds && growth <= IMPORT_TARGET.rss_growth_mb,
      },
    ];
  } finally {
    await app.stop();
    await server.stop();
  }
};
