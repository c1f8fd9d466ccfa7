import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { rootCertificates, type ConnectionOptions } from 'node:tls';
import { mailTarget } from '../addressGuard';
import type { MailSettings } from '../settings';

/**
 * Where an SMTP connection goes: the address the guard checked (never a second lookup), with the
 * host's name kept for TLS (SNI and the certificate's name).
 */
export const guardedTarget = async (host: string, settings: MailSettings, env: NodeJS.ProcessEnv = process.env): Promise<{ address: string; tls: ConnectionOptions }> => {
  const address = await mailTarget(host, { allowedHosts: settings.allowedHosts });
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  return { address, tls: { ...(isIP(name) ? {} : { servername: name }), ...trustedAuthorities(env), rejectUnauthorized: true, minVersion: 'TLSv1.2' } };
};

/**
 * MAIL_CA_FILE: certificate authorities (PEM) a company's own SMTP servers are signed by, trusted
 * beside the public ones. Read on each connection, so a renewed file needs no restart.
 */
const trustedAuthorities = (env: NodeJS.ProcessEnv): Partial<Pick<ConnectionOptions, 'ca'>> =>
  env.MAIL_CA_FILE ? { ca: [...rootCertificates, readFileSync(env.MAIL_CA_FILE, 'utf8')] } : {};
