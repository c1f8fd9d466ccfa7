import type { ConnectionOptions } from 'node:tls';
import { mailTarget } from '../addressGuard';
import type { MailSettings } from '../settings';
import { mailTls } from '../trust';

/**
 * Where an SMTP connection goes: the address the guard checked (never a second lookup), with the
 * host's name kept for TLS (SNI and the certificate's name) and MAIL_CA_FILE's authorities trusted.
 */
export const guardedTarget = async (host: string, settings: MailSettings, env: NodeJS.ProcessEnv = process.env): Promise<{ address: string; tls: ConnectionOptions }> => {
  const address = await mailTarget(host, { allowedHosts: settings.allowedHosts });
  return { address, tls: mailTls(host, env) };
};
