import nodemailer from 'nodemailer';
import type { Locale } from '../../../../src/schemas/core';
import { formatMessage } from '../../../messages';
import type { MailAccount } from './accounts';
import type { MailStage } from './failure';
import { mailFailure, MailFailure } from './failure';
import { openImap } from './imap/connect';
import { guardedTarget } from './send/connection';
import type { MailSettings } from './settings';

export type StageResult = { ok: boolean; stage?: MailStage; message: string };
export type ServerSettings = Pick<MailAccount, 'imapHost' | 'imapPort' | 'imapTls' | 'smtpHost' | 'smtpPort' | 'smtpTls' | 'login' | 'password'>;

const result = (failure: MailFailure | undefined, host: string, locale: Locale): StageResult =>
  failure ? { ok: false, stage: failure.stage, message: formatMessage(failure.code, locale, failure.params) } : { ok: true, message: formatMessage('mailConnected', locale, { host }) };

/** IMAP: the guard, TCP, TLS, the greeting and LOGIN, then LOGOUT. */
const checkImap = async (server: ServerSettings, settings: MailSettings): Promise<MailFailure | undefined> => {
  try {
    const client = await openImap(server, settings);
    await client.logout().catch(() => client.close());
    return undefined;
  } catch (error) {
    return mailFailure(error, server.imapHost ?? '', Math.round(settings.connectTimeout / 1000));
  }
};

/**
 * SMTP: the guard, then nodemailer's verify (connect, EHLO, STARTTLS when asked for, AUTH) to the
 * checked address, with the TLS options sending uses. `smtpTls` on port 465 is TLS from the first
 * byte, on another port STARTTLS.
 */
const checkSmtp = async (server: ServerSettings, settings: MailSettings): Promise<MailFailure | undefined> => {
  const host = server.smtpHost?.trim() ?? '';
  if (!host) return new MailFailure('protocol', 'mailNotConfigured', { name: 'SMTP' });
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    const { address, tls } = await guardedTarget(host, settings);
    const port = server.smtpPort ?? (server.smtpTls ? 465 : 25);
    transport = nodemailer.createTransport({
      host: address,
      port,
      secure: server.smtpTls && port === 465,
      requireTLS: server.smtpTls && port !== 465,
      ignoreTLS: !server.smtpTls,
      tls,
      ...(server.login ? { auth: { user: server.login, pass: server.password ?? '' } } : {}),
      connectionTimeout: settings.connectTimeout,
      greetingTimeout: settings.greetingTimeout,
      socketTimeout: settings.connectTimeout,
      logger: false,
    });
    await transport.verify();
    return undefined;
  } catch (error) {
    return mailFailure(error, host, Math.round(settings.connectTimeout / 1000));
  } finally {
    transport?.close();
  }
};

/** "Test connection": both servers at once, each saying plainly what failed, in the caller's language. */
export const testConnections = async (server: ServerSettings, settings: MailSettings, locale: Locale) => {
  const [imap, smtp] = await Promise.all([checkImap(server, settings), checkSmtp(server, settings)]);
  return { imap: result(imap, server.imapHost ?? '', locale), smtp: result(smtp, server.smtpHost ?? '', locale) };
};
