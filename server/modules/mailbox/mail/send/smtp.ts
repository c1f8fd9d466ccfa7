import nodemailer from 'nodemailer';
import { formatMessage } from '../../../../messages';
import type { MailAccount } from '../accounts';
import { mailFailure } from '../failure';
import type { MailSettings } from '../settings';
import { guardedTarget } from './connection';

/** What became of one attempt at handing a message to the SMTP server. */
export type DeliveryResult =
  | { ok: true; response: string; rejected: string[] }
  /** `permanent`: trying again cannot help (a refused address, a wrong password, a 5xx answer). */
  | { ok: false; permanent: boolean; answer: string };

type SmtpError = Error & { responseCode?: number; response?: string };

/**
 * The SMTP server's own answer when there was one (`550 5.1.1 …`, `535 …`), else a sentence
 * saying where the connection failed. 5xx answers, a refused address and failed authentication are
 * final; the rest (4xx, a server away, a time-out) may pass.
 */
export const deliveryFailure = (error: unknown, host: string, settings: MailSettings): Extract<DeliveryResult, { ok: false }> => {
  const smtp = error as SmtpError;
  if (typeof smtp?.response === 'string' && smtp.response) return { ok: false, permanent: (smtp.responseCode ?? 0) >= 500, answer: smtp.response.slice(0, 4000) };
  const failure = mailFailure(error, host, Math.round(settings.connectTimeout / 1000));
  return { ok: false, permanent: failure.stage === 'address' || failure.stage === 'auth', answer: formatMessage(failure.code, 'pl', failure.params) };
};

/**
 * Hands a composed message (`raw`, the bytes also kept in the Sent folder) to the account's SMTP
 * server. `smtpTls` on port 465 is TLS from the first byte, on another port it demands STARTTLS;
 * off, the connection stays plain. Every phase has its time-out.
 */
export const deliver = async (account: MailAccount, raw: Buffer, envelope: { from: string; to: string[] }, settings: MailSettings): Promise<DeliveryResult> => {
  const host = account.smtpHost?.trim() ?? '';
  if (!host) return { ok: false, permanent: true, answer: formatMessage('mailNotConfigured', 'pl', { name: 'SMTP' }) };
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    const target = await guardedTarget(host, settings);
    const port = account.smtpPort ?? (account.smtpTls ? 465 : 25);
    transport = nodemailer.createTransport({
      host: target.address,
      port,
      secure: account.smtpTls && port === 465,
      requireTLS: account.smtpTls && port !== 465,
      ignoreTLS: !account.smtpTls,
      tls: target.tls,
      ...(account.login ? { auth: { user: account.login, pass: account.password ?? '' } } : {}),
      connectionTimeout: settings.connectTimeout,
      greetingTimeout: settings.greetingTimeout,
      socketTimeout: settings.socketTimeout,
      logger: false,
    });
    const info = await transport.sendMail({ envelope, raw });
    return { ok: true, response: String(info.response ?? ''), rejected: (info.rejected ?? []).map(String) };
  } catch (error) {
    return deliveryFailure(error, host, settings);
  } finally {
    transport?.close();
  }
};
