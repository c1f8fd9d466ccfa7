import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plainMessage } from '../api/mailboxMessages';
import { appendMessages, startDovecot, writeToInbox } from '../support/dovecot';
import type { ServerProcess } from './server';
import { freshDatabase, startBenchServer, startServerProcess } from './server';
import { MB, rssBytes, summarize, timed } from './stats';

/**
 * The mailbox as the portal reads it: the compiled server in its own process on the bench's
 * PostgreSQL, a Debian Dovecot of its own whose INBOX holds 10,000 messages (BENCH_MAIL_MESSAGES),
 * written straight into its maildir before Dovecot first opens it, and a folder with one message
 * carrying a 5 MB attachment (APPEND). Measured through the real HTTP routes:
 * - `mail_list_page`: `GET /api/mailbox/{id}/emails` of 25, warm (the account's IMAP connection
 *   open, the folder indexed by Dovecot): 24 pages spread over the folder and 6 searches by
 *   sender and subject; target p50 ≤ 300 ms;
 * - `mail_open_5mb_attachment`: `GET /api/mailbox/{id}/email/uid/{uid}` of that message, five
 *   times; the server's resident memory before, at its peak (sampled from /proc every 10 ms) and
 *   after, against what it held after the warm list; target growth ≤ 30 MB.
 */
export const MAIL_TARGET = { list_p50_ms: 300, rss_growth_mb: 30 };
const MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 10_000);
const PAGE = 25;
const ATTACHMENT_BYTES = 5 * 1024 * 1024;
const OPENINGS = 5;
const BIG_FOLDER = 'Duze';
const DATABASE = 'zaplecze_mail_bench';
const EMAIL = 'bench@zaplecze.local';
const PASSWORD = 'Bench-pass-123';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The machine the figures were taken on. */
const machine = () => ({ cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', memory_gb: Math.round(os.totalmem() / 1024 ** 3), load_average: os.loadavg().map((l) => Math.round(l * 100) / 100) });

type Page = { messages: { uid: number; seq: number; subject: string }[]; total: number };

export const measureMail = async (log: (line: string) => void) => {
  if (!Number.isInteger(MESSAGES) || MESSAGES < PAGE) throw new Error(`BENCH_MAIL_MESSAGES must be a whole number of at least ${PAGE}`);
  const server = await startBenchServer(process.env, log);
  const url = await freshDatabase(server, DATABASE);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-mail-bench-'));
  const dovecot = await startDovecot();
  let app: ServerProcess | undefined;
  try {
    log(`bench: mail (writing ${MESSAGES} messages into the maildir)`);
    const fillBegin = performance.now();
    writeToInbox(
      dovecot,
      (function* () {
        for (let n = 1; n <= MESSAGES; n++) yield { source: plainMessage(n), seen: n % 4 !== 0 };
      })(),
    );
    const fillSeconds = (performance.now() - fillBegin) / 1000;
    const attachment = randomBytes(ATTACHMENT_BYTES);
    const [bigUid] = await appendMessages(dovecot, BIG_FOLDER, [plainMessage(MESSAGES + 1, attachment)]);

    app = await startServerProcess(url, EMAIL, PASSWORD, log, {
      DATA_DIR: dataDir,
      MAIL_ALLOWED_HOSTS: '127.0.0.1',
      MAIL_SECRET_KEY: randomBytes(32).toString('hex'),
      MAIL_FETCH_INTERVAL: '0',
    });
    const { base, cookie, pid } = app;
    const call = async <T>(pathAndQuery: string, init: RequestInit = {}): Promise<T> => {
      const res = await fetch(`${base}${pathAndQuery}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
      const body = (await res.json()) as { responseData: T };
      if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.responseData;
    };
    const account = await call<{ id: number }>('/api/email_account', {
      method: 'POST',
      body: JSON.stringify({ name: 'Bench', email: 'biuro@firma.pl', imapHost: '127.0.0.1', imapPort: dovecot.port, imapTls: false, login: dovecot.user, password: dovecot.password }),
    });
    const list = (query: string) => call<Page>(`/api/mailbox/${account.id}/emails?box=INBOX&limit=${PAGE}${query}`);

    log('bench: mail (first opening: Dovecot indexes the folder)');
    let firstPage: Page | undefined;
    const firstMs = await timed(async () => (firstPage = await list('&page=1')));
    if (firstPage?.total !== MESSAGES || firstPage.messages.length !== PAGE) throw new Error(`The folder holds ${firstPage?.total} messages, the page ${firstPage?.messages.length}`);
    const lastPage = Math.ceil(MESSAGES / PAGE);
    // Pages spread over the folder (the first and last included) and searches by sender and subject.
    const pages = Array.from({ length: 24 }, (_, i) => 1 + Math.round((i * (lastPage - 1)) / 23));
    const searches = [`nadawca${MESSAGES - 7}`, `Nadawca ${Math.round(MESSAGES / 2)}`, 'nadawca1', `numer ${MESSAGES - 100}`, 'numer 42', 'brak-takiego-nadawcy'];
    const queries = [...pages.map((p) => `&page=${p}`), ...searches.map((q) => `&page=1&q=${encodeURIComponent(q)}`)];
    for (const query of queries.slice(0, 3)) await list(query);
    for (const q of searches) await list(`&page=1&q=${encodeURIComponent(q)}`);

    log(`bench: mail (${queries.length} warm list requests)`);
    const pageSamples: number[] = [];
    const searchSamples: number[] = [];
    for (const query of queries) {
      let page: Page | undefined;
      const ms = await timed(async () => (page = await list(query)));
      if (!page || page.messages.some((m, i) => i > 0 && m.seq > page!.messages[i - 1].seq)) throw new Error(`${query}: not newest first`);
      (query.includes('&q=') ? searchSamples : pageSamples).push(ms);
    }
    const all = [...pageSamples, ...searchSamples];
    const listSummary = summarize(all);

    log(`bench: mail (opening the 5 MB message ${OPENINGS} times)`);
    await call(`/api/mailbox/${account.id}/email/uid/${firstPage.messages[0].uid}?box=INBOX`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 10);
    const openSamples: number[] = [];
    for (let i = 0; i < OPENINGS; i++) {
      let message: { attachments: { size: number }[] } | undefined;
      openSamples.push(await timed(async () => (message = await call(`/api/mailbox/${account.id}/email/uid/${bigUid}?box=${BIG_FOLDER}`))));
      if (message?.attachments[0]?.size !== ATTACHMENT_BYTES) throw new Error(`The attachment reads ${message?.attachments[0]?.size} bytes`);
    }
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = rssBytes(pid);
    const growth = (peak - before) / MB;
    const conditions = machine();
    return [
      {
        measure: 'mail_list_page',
        messages: MESSAGES,
        page_size: PAGE,
        fill_seconds: round1(fillSeconds),
        first_open_ms: Math.round(firstMs),
        requests: all.length,
        ...listSummary,
        pages: { requests: pageSamples.length, ...summarize(pageSamples) },
        searches: { requests: searchSamples.length, ...summarize(searchSamples) },
        machine: conditions,
        target: { p50_ms: MAIL_TARGET.list_p50_ms },
        pass: listSummary.p50_ms <= MAIL_TARGET.list_p50_ms,
      },
      {
        measure: 'mail_open_5mb_attachment',
        attachment_mb: ATTACHMENT_BYTES / MB,
        openings: OPENINGS,
        ...summarize(openSamples),
        rss_before_mb: round1(before / MB),
        rss_peak_mb: round1(peak / MB),
        rss_after_mb: round1(after / MB),
        rss_growth_mb: round1(growth),
        machine: conditions,
        target: { rss_growth_mb: MAIL_TARGET.rss_growth_mb },
        pass: growth <= MAIL_TARGET.rss_growth_mb,
      },
    ];
  } finally {
    await app?.stop();
    await dovecot.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
