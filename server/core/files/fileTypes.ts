/**
 * What an uploaded file is and how it is served back. The type comes from the content (its first
 * bytes), never from the name or the client's Content-Type, so `evil.pdf` holding HTML is served
 * as an opaque download and never rendered by the browser.
 */

export { MAX_FILE_SIZE, MAX_FILE_SIZE_TEXT, MAX_FILES } from '../../../src/schemas/files';

export const OPAQUE_TYPE = 'application/octet-stream';

const SIGNATURES: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The content type of the bytes: pdf, jpeg or png by their signature, else opaque binary. */
export const sniffContentType = (data: Uint8Array): string => {
  for (const { type, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((b, i) => data[i] === b)) return type;
  }
  return OPAQUE_TYPE;
};

/** Spec §5: only pdf, jpeg and png open in the browser; everything else is downloaded. */
export const opensInline = (contentType: string): boolean => SIGNATURES.some((s) => s.type === contentType);

/**
 * The name a file is stored under: the last path segment (some browsers send a full path), with
 * control characters removed, trimmed, at most 255 characters; `plik` when nothing is left.
 */
export const cleanFileName = (raw: string | undefined): string => {
  // eslint-disable-next-line no-control-regex
  const base = (raw ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = base === '.' || base === '..' ? '' : base;
  return name ? Array.from(name).slice(0, 255).join('') : 'plik';
};

/**
 * Multipart file names arrive as the raw bytes of the header read as latin1; browsers send UTF-8.
 * Reads them back as UTF-8 when they are valid UTF-8 (so "zdjęcie.png" stays itself), else keeps
 * them as they are.
 */
export const decodeHeaderName = (name: string): string => {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0080-\u00ff]/.test(name) || /[^\u0000-\u00ff]/.test(name)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
};

/**
 * `Content-Disposition` for serving a file: `inline` or `attachment`, with an ASCII fallback name
 * and the exact UTF-8 name as RFC 5987 `filename*`.
 */
export const contentDisposition = (fileName: string, inline: boolean): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'plik';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/**
 * The headers a stored file is served with. Every file gets `nosniff` and a CSP that allows
 * nothing active; all but PDFs also get `sandbox` (an opaque origin, no scripts). PDFs go without
 * `sandbox` because Chromium and Safari refuse to start their PDF viewer in a sandboxed document,
 * which would break spec §5's "pdf opens inline"; only sniffed `%PDF-` content gets there.
 */
export const downloadHeaders = (contentType: string, fileName: string, size: number): Record<string, string> => {
  const inline = opensInline(contentType);
  const policy =
    contentType === 'application/pdf'
      ? "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; object-src 'self'; frame-ancestors 'self'"
      : "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";
  return {
    'content-type': contentType,
    'content-length': String(size),
    'content-disposition': contentDisposition(fileName, inline),
    'x-content-type-options': 'nosniff',
    'content-security-policy': policy,
    'cache-control': 'private, no-store',
  };
};
