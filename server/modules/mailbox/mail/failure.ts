import type { MessageCode, MessageParams } from '../../../../src/schemas/core';
import { ApiError } from '../../../http';
import { MailTargetError } from './addressGuard';

/** Where a mail connection failed, in the order it gets there (the contract's `stage`). */
export type MailStage = 'dns' | 'address' | 'tcp' | 'tls' | 'auth' | 'timeout' | 'protocol';

/** A failed mail connection, with its stage and the message that tells the caller. */
export class MailFailure extends Error {
  constructor(
    readonly stage: MailStage,
    readonly code: MessageCode,
    readonly params: MessageParams,
  ) {
    super(`${stage}: ${code}`);
  }
}

const CODES: Record<MailStage, MessageCode> = {
  dns: 'mailDns',
  address: 'mailAddress',
  tcp: 'mailTcp',
  tls: 'mailTls',
  auth: 'mailAuth',
  timeout: 'mailTimeout',
  protocol: 'mailProtocol',
};

type ErrorLike = { code?: unknown; authenticationFailed?: unknown; tlsFailed?: unknown; responseText?: unknown; message?: unknown; responseCode?: unknown; command?: unknown };

const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/;
const TCP_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED', 'EADDRNOTAVAIL', 'NoConnection', 'EConnectionClosed']);
const TIMEOUT_CODES = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT', 'ESOCKET_TIMEOUT']);

/** A short reason from a server's or library's error, never carrying the credentials. */
const reasonOf = (error: ErrorLike): string => String(error.responseText || error.message || error.code || 'unknown').slice(0, 300);

/**
 * The stage an IMAP or SMTP error belongs to (imapflow's and nodemailer's error shapes, Node's
 * socket and TLS codes), as a MailFailure naming the host the caller typed.
 */
export const mailFailure = (error: unknown, host: string, timeoutSeconds: number): MailFailure => {
  if (error instanceof MailFailure) return error;
  if (error instanceof MailTargetError) return new MailFailure(error.reason === 'dns' ? 'dns' : 'address', error.reason === 'dns' ? 'mailDns' : 'mailAddress', { host });
  const e = (error ?? {}) as ErrorLike;
  const code = String(e.code ?? '');
  const message = String(e.message ?? '');
  if (e.authenticationFailed || code === 'EAUTH' || code === 'AUTHENTICATIONFAILED') return new MailFailure('auth', CODES.auth, { host });
  if (TIMEOUT_CODES.has(code) || /timed? ?out/i.test(message)) return new MailFailure('timeout', CODES.timeout, { host, seconds: timeoutSeconds });
  if (e.tlsFailed || TLS_CODES.test(code) || code === 'ETLS' || /certificate|ssl|tls/i.test(message)) return new MailFailure('tls', CODES.tls, { host, reason: reasonOf(e) });
  if (TCP_CODES.has(code) || code === 'ECONNECTION' || /ECONNREFUSED|closed unexpectedly|Connection not available/i.test(message)) return new MailFailure('tcp', CODES.tcp, { host });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EDNS') return new MailFailure('dns', CODES.dns, { host });
  return new MailFailure('protocol', CODES.protocol, { host, reason: reasonOf(e) });
};

/** A mail failure as the API answers it: 502, the stage's message, `errors[0].code` the stage. */
export const mailApiError = (failure: MailFailure): ApiError => new ApiError(502, failure.code, [{ path: 'stage', code: failure.code, params: failure.params }], failure.params);
