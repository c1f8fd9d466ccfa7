import { allowedHostsFrom } from './addressGuard';

/**
 * Limits of every mail connection: a server that never answers fails within seconds, and each
 * account holds few connections. MAIL_ALLOWED_HOSTS (comma-separated hosts or addresses) lets the
 * address guard pass hosts inside the network on purpose.
 */
export type MailSettings = {
  allowedHosts: readonly string[];
  /** TCP (and TLS) connect, milliseconds. */
  connectTimeout: number;
  /** The server's greeting after connecting. */
  greetingTimeout: number;
  /** Silence on an open connection while waiting for an answer. */
  socketTimeout: number;
  /** Connections kept per account. */
  maxConnections: number;
  /** An unused connection is closed after this long. */
  idleTimeout: number;
  /** How long a request waits for a busy account's connection. */
  queueTimeout: number;
};

export const mailSettings = (env: NodeJS.ProcessEnv = process.env): MailSettings => ({
  allowedHosts: allowedHostsFrom(env.MAIL_ALLOWED_HOSTS),
  connectTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 30_000,
  maxConnections: 2,
  idleTimeout: 60_000,
  queueTimeout: 20_000,
});
