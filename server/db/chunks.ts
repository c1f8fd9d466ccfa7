/**
 * Rows per statement of a bulk write. PostgreSQL takes at most 65,535 bind parameters in one
 * statement; 1,000 rows keep any of our tables well below that, whatever the list's length.
 */
export const CHUNK_ROWS = 1000;

/** Writes `rows` in statements of at most `size` rows each, one after another (one transaction's connection). */
export const inChunks = async <T>(rows: readonly T[], write: (chunk: T[]) => PromiseLike<unknown>, size = CHUNK_ROWS): Promise<void> => {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
};
