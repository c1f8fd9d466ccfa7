/**
 * The limits of a file upload (spec: 20 MB): enforced by the server, checked by the screen too so
 * that nobody waits for a refusal.
 */

/** At most this many bytes per file. */
export const MAX_FILE_SIZE = 20 * 1024 * 1024;
/** At most this many files per upload request. */
export const MAX_FILES = 10;
/** The limit as people read it, for the `fileTooLarge` message. */
export const MAX_FILE_SIZE_TEXT = '20 MB';
