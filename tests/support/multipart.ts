import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer | string; contentType?: string };

/** A multipart/form-data body built by hand, as a browser sends it (UTF-8 file names as they are). */
export const multipartBody = (parts: readonly Part[]): { payload: Buffer; contentType: string } => {
  const boundary = `----zaplecze${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Sends a multipart POST with a session cookie (or none); the answer's body is parsed as JSON. */
export const postMultipart = async <T = unknown>(app: FastifyInstance, url: string, cookie: string | undefined, parts: readonly Part[]) => {
  const { payload, contentType } = multipartBody(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (cookie) headers.cookie = cookie;
  const response = await app.inject({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
};
