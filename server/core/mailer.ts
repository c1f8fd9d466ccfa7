import type { FastifyBaseLogger } from 'fastify';
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/**
 * Until a mail server is configured the portal writes its outgoing system mail (account
 * confirmation, password reset) to the server log, where an administrator can pick the link up.
 */
export const logMailer = (log: FastifyBaseLogger): Mailer => ({
  send: async (mail) => {
    log.info({ mail: { to: mail.to, subject: mail.subject } }, `Mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
  },
});

/** Bounded waits of a system mail's SMTP connection, in milliseconds. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * System mail through the SMTP server SMTP_URL names (`smtp://user:password@host:587`, or
 * `smtps://…:465` for TLS from the start), from SMTP_FROM. A mail the server does not take is
 * written to the log instead, so its link is not lost, and the request that sent it goes on.
 */
export const smtpMailer = (url: string, from: string, log: FastifyBaseLogger, ca?: string): Mailer => {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, logger: false, ...(ca ? { tls: { ca: [...rootCertificates, ca] } } : {}) }, { from });
  const fallback = logMailer(log);
  return {
    send: async (mail) => {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        const err = error as Error & { response?: string };
        log.error({ mail: { to: mail.to, subject: mail.subject }, err: err.response ?? err.message }, 'The SMTP server did not take a system mail: it is written to the log');
        await fallback.send(mail);
      }
    },
  };
};

/** The system mailer the environment asks for: SMTP_URL's server (trusting MAIL_CA_FILE's authorities too), else the log. */
export const systemMailer = (env: NodeJS.ProcessEnv, publicUrl: string, log: FastifyBaseLogger): Mailer => {
  if (!env.SMTP_URL) return logMailer(log);
  const from = env.SMTP_FROM || `Zaplecze <no-reply@${new URL(publicUrl).hostname}>`;
  return smtpMailer(env.SMTP_URL, from, log, env.MAIL_CA_FILE ? readFileSync(env.MAIL_CA_FILE, 'utf8') : undefined);
};
