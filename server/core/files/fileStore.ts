import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fileChunks } from '../../db/tables';

/**
 * A file's bytes live in `file_chunk` rows of this size (the last one shorter). 256 KiB keeps a
 * 20 MB upload to some 80 statements and what one request holds in memory to a piece or two.
 */
export const FILE_CHUNK_SIZE = 256 * 1024;
/** The pieces one read of a download fetches (1 MiB). */
const PIECES_PER_READ = 4;
/** How many first bytes are kept to tell the content type (the longest signature is 8 bytes). */
const HEAD_BYTES = 64;

export type WrittenFile = { size: number; head: Buffer };

/**
 * Writes a stream's bytes as the pieces of file `fileId`, each as it fills, in the caller's
 * transaction: memory stays at one piece however large the file, and a stream that fails (a size
 * limit, a broken body) leaves its error to the caller, whose transaction then stores nothing.
 */
export const writeFileChunks = async (tx: Db, fileId: number, stream: AsyncIterable<Buffer>): Promise<WrittenFile> => {
  // One piece, filled from the stream and written when full, then filled again: the statement has
  // copied its bytes by the time it answers, so no buffer is allocated per piece.
  const piece = Buffer.allocUnsafe(FILE_CHUNK_SIZE);
  let filled = 0;
  let seq = 0;
  let size = 0;
  let head = Buffer.alloc(0);
  const flush = async (bytes: Buffer) => {
    await tx.insert(fileChunks).values({ file_id: fileId, seq: seq++, data: bytes });
    filled = 0;
  };
  for await (const data of stream) {
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, data.subarray(0, HEAD_BYTES - head.length)]);
    size += data.length;
    for (let offset = 0; offset < data.length; ) {
      const copied = data.copy(piece, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === FILE_CHUNK_SIZE) await flush(piece);
    }
  }
  if (filled > 0) await flush(piece.subarray(0, filled));
  return { size, head };
};

/**
 * Bytes `start`..`end` (inclusive) of file `fileId`, read a few pieces at a time as the consumer
 * asks for them (a slow download holds no more than one read in memory and no connection between
 * reads). A file removed meanwhile ends the stream early, which ends the response short.
 */
export async function* readFileChunks(db: Db, fileId: number, start: number, end: number): AsyncGenerator<Buffer> {
  const last = Math.floor(end / FILE_CHUNK_SIZE);
  for (let first = Math.floor(start / FILE_CHUNK_SIZE); first <= last; first += PIECES_PER_READ) {
    const rows = await db
      .select({ seq: fileChunks.seq, data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.file_id, fileId), between(fileChunks.seq, first, Math.min(last, first + PIECES_PER_READ - 1))))
      .orderBy(asc(fileChunks.seq));
    for (const { seq, data } of rows) {
      const offset = seq * FILE_CHUNK_SIZE;
      yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end - offset + 1));
    }
    if (rows.length < Math.min(last, first + PIECES_PER_READ - 1) - first + 1) return;
  }
}

export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `undefined`
 * when the whole file is to be sent (no header, another unit, several ranges, a syntax it does not
 * follow, or an `If-Range` that no longer matches), `'unsatisfiable'` for a range wholly past the end.
 *
 * An empty file: a range from an offset (`bytes=0-`) and `bytes=-0` cannot be served (416, with
 * the size 0 in `Content-Range`). A suffix of N > 0 bytes is, by RFC 9110 §14.1.2, the only
 * satisfiable range of a zero-length representation, yet no `Content-Range` can name its no bytes
 * (`bytes 0--1/0` is not one): the header is ignored, as §14.2 lets a server do, and the empty
 * file is sent whole (200).
 */
export const requestedRange = (header: string | undefined, size: number, ifRange?: string, etag?: string): ByteRange | 'unsatisfiable' | undefined => {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0) return 'unsatisfiable';
    if (size === 0) return undefined;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
};

/**
 * Uploads writing at once, each holding a pooled connection for its transaction: the rest wait
 * their turn unread (their bytes stay in the socket until then), so uploads never take the
 * connections every other request needs.
 */
export const PARALLEL_UPLOADS = 4;

/** At most `count` callers run `work` at once; the others wait in arrival order. */
export const slots = (count: number) => {
  let free = count;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
};
