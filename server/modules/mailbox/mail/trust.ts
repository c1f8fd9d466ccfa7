import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { rootCertificates, type ConnectionOptions } from 'node:tls';

/** A host as typed, as TLS names it: lower case, without brackets or a final dot. */
export const tlsName = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/**
 * The TLS options of every mail connection (IMAP and SMTP, TLS from the first byte or after
 * STARTTLS): the certificate is verified against the name typed in (SNI too; an address is checked
 * against the certificate's IP names), TLS 1.2 at least, and the authorities trusted are the public
 * ones plus MAIL_CA_FILE's, a company's own (PEM). The file is read on each connection, so a renewed
 * one needs no restart.
 */
export const mailTls = (host: string, env: NodeJS.ProcessEnv = process.env): ConnectionOptions => {
  const name = tlsName(host);
  return {
    ...(isIP(name) ? {} : { servername: name }),
    ...(env.MAIL_CA_FILE ? { ca: [...rootCertificates, readFileSync(env.MAIL_CA_FILE, 'utf8')] } : {}),
    rejectUnauthorized: true,
    minVersion: 'TLSv1.2',
  };
};
