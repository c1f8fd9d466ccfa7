import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FILE_CHUNK_SIZE } from '../../server/core/files/fileStore';
import { freshDatabase, startBenchServer, startServerProcess } from './server';
import { MB, rssBytes } from './stats';

/**
 * Uploads as the portal receives them: the compiled server in its own process on the bench's
 * PostgreSQL, ten 19 MB files sent at once over HTTP. Measured: how far the server's resident
 * memory rises above what it held idle before (sampled from /proc every 10 ms), and the
 * throughput beside a raw binary `COPY` of the same bytes, in the same pieces, into a table like
 * `file_chunk` on ten connections at once.
 */
export const UPLOAD_TARGET = { rss_growth_mb: 80 };
const UPLOADS = 10;
const FILE_BYTES = 19 * 1024 * 1024;
const DATABASE = 'zaplecze_upload_bench';
const EMAIL = 'bench@zaplecze.local';
const PASSWORD = 'Bench-pass-123';

/** One file as PostgreSQL's binary COPY reads it: rows (file_id, seq, data) of FILE_CHUNK_SIZE pieces. */
function* binaryCopy(fileId: number, bytes: Buffer): Generator<Buffer> {
  yield Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  for (let seq = 0; seq * FILE_CHUNK_SIZE < bytes.length; seq++) {
    const piece = bytes.subarray(seq * FILE_CHUNK_SIZE, (seq + 1) * FILE_CHUNK_SIZE);
    const row = Buffer.alloc(2 + 8 + 8 + 4);
    row.writeInt16BE(3, 0);
    row.writeInt32BE(4, 2);
    row.writeInt32BE(fileId, 6);
    row.writeInt32BE(4, 10);
    row.writeInt32BE(seq, 14);
    row.writeInt32BE(piece.length, 18);
    yield row;
    yield piece;
  }
  const end = Buffer.alloc(2);
  end.writeInt16BE(-1, 0);
  yield end;
}

export const measureUpload = async (log: (line: string) => void) => {
  const server = await startBenchServer(process.env, log);
  const url = await freshDatabase(server, DATABASE);

  const app = await startServerProcess(url, EMAIL, PASSWORD, log);
  const { base, cookie } = app;
  try {
    const created = await fetch(`${base}/api/createreclamation`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    const reclamationId = ((await created.json()) as { responseData: { id: number } }).responseData.id;

    const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('data', JSON.stringify({ reclamationId }));
      form.append('files', new Blob([bytes]), name);
      const res = await fetch(`${base}/api/reclamation/upload_files`, { method: 'POST', headers: { cookie }, body: form });
      const body = (await res.json()) as { responseData?: { size: number }[] };
      if (res.status !== 200 || body.responseData?.[0]?.size !== bytes.length) throw new Error(`Upload ${name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    };
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(FILE_BYTES - 9, 7)]);
    for (let i = 9; i < bytes.length; i += 4096) bytes.writeUInt32LE((i * 2654435761) >>> 0, i); // not compressible

    await upload(new Uint8Array(Buffer.from('%PDF-1.7\nwarm-up\n')), 'rozgrzewka.pdf');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = rssBytes(app.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(app.pid))), 10);
    log(`bench: upload (${UPLOADS} × ${FILE_BYTES / MB} MB at once)`);
    const begin = performance.now();
    await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(new Uint8Array(bytes), `plik${i}.pdf`)));
    const seconds = (performance.now() - begin) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(app.pid));

    log('bench: upload baseline (raw COPY of the same bytes)');
    const pool = new pg.Pool({ connectionString: url, max: UPLOADS });
    await pool.query('CREATE TABLE IF NOT EXISTS bench_raw_chunk (file_id integer NOT NULL, seq integer NOT NULL, data bytea NOT NULL, PRIMARY KEY (file_id, seq))');
    await pool.query('ALTER TABLE bench_raw_chunk ALTER COLUMN data SET STORAGE EXTERNAL');
    await pool.query('TRUNCATE bench_raw_chunk');
    const copyBegin = performance.now();
    await Promise.all(
      Array.from({ length: UPLOADS }, async (_, i) => {
        const client = await pool.connect();
        try {
          await pipeline(Readable.from(binaryCopy(i + 1, bytes)), client.query(copyFrom('COPY bench_raw_chunk (file_id, seq, data) FROM STDIN (FORMAT binary)')));
        } finally {
          client.release();
        }
      }),
    );
    const copySeconds = (performance.now() - copyBegin) / 1000;
    await pool.end();

    const total = UPLOADS * FILE_BYTES;
    const growth = (peak - idle) / MB;
    const round = (n: number) => Math.round(n * 10) / 10;
    return [
      {
        measure: 'upload_parallel',
        uploads: UPLOADS,
        file_mb: FILE_BYTES / MB,
        idle_rss_mb: round(idle / MB),
        peak_rss_mb: round(peak / MB),
        rss_growth_mb: round(growth),
        seconds: round(seconds),
        mb_per_s: round(total / MB / seconds),
        copy_seconds: round(copySeconds),
        copy_mb_per_s: round(total / MB / copySeconds),
        throughput_ratio: Math.round((total / seconds / (total / copySeconds)) * 100) / 100,
        target: UPLOAD_TARGET,
        pass: growth <= UPLOAD_TARGET.rss_growth_mb,
      },
    ];
  } finally {
    await app.stop();
    await server.stop();
  }
};
