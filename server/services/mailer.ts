import type { FastifyBaseLogger } from 'fastify';

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
