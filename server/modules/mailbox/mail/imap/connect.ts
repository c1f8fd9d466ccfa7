import { ImapFlow } from 'imapflow';
import { isIP } from 'node:net';
import { mailTarget } from '../addressGuard';
import type { MailAccount } from '../accounts';
import { mailFailure, MailFailure } from '../failure';
import type { MailSettings } from '../settings';
import { mailTls, tlsName } from '../trust';

export type ImapServer = Pick<MailAccount, 'imapHost' | 'imapPort' | 'imapTls' | 'login' | 'password'>;

/**
 * A signed-in IMAP connection to an account's server. The host goes through the address guard
 * first and the connection goes to the address it checked (TLS still verifies the certificate
 * against the name typed in, trusting MAIL_CA_FILE's authorities too); every phase has its
 * time-out. Failures are MailFailures naming their stage.
 *
 * With `imapTls` off the connection starts plain and is upgraded with STARTTLS when the server
 * offers it, so the password is not sent in clear where it need not be; the upgraded connection's
 * certificate is verified like any other, and one that does not verify is a TLS failure, never a
 * quiet fall-back to plain text. A server that offers no STARTTLS is spoken to in plain text, as the
 * account says.
 */
export const openImap = async (server: ImapServer, settings: MailSettings): Promise<ImapFlow> => {
  const host = server.imapHost?.trim() ?? '';
  if (!host || !server.login || !server.password) throw new MailFailure('protocol', 'mailNotConfigured', { name: 'IMAP' });
  const seconds = Math.round(settings.connectTimeout / 1000);
  let client: ImapFlow | undefined;
  try {
    const address = await mailTarget(host, { allowedHosts: settings.allowedHosts });
    const name = tlsName(host);
    client = new ImapFlow({
      host: address,
      port: server.imapPort ?? (server.imapTls ? 993 : 143),
      secure: server.imapTls,
      // Left unset: STARTTLS when the server offers it (see above).
      doSTARTTLS: undefined,
      servername: isIP(name) ? undefined : name,
      tls: mailTls(host),
      auth: { user: server.login, pass: server.password },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: settings.connectTimeout,
      greetingTimeout: settings.greetingTimeout,
      socketTimeout: settings.socketTimeout,
    });
    // A connection that breaks later is reported through 'error': the pool drops it on 'close'.
    client.on('error', () => {});
    await client.connect();
    return client;
  } catch (error) {
    client?.close();
    throw mailFailure(error, host, seconds);
  }
};
