import { currentLocale } from '../i18n/locale';
import { sendWithProgress } from './xhr';
import { apiData } from './httpClient';

/**
 * The mailbox's calls (the API contract of the mailbox):
 *   accounts      GET  /mailbox/accounts
 *   boxes         GET  /mailbox/{account}/boxes
 *   messages      GET  /mailbox/{account}/emails?box&page&limit&q
 *   message       GET  /mailbox/{account}/email/uid/{uid}?box
 *   attachment    GET  /mailbox/{account}/email/uid/{uid}/attachment/{partId}?box
 *   save          POST /mailbox/{account}/email/uid/{uid}/attachment/{partId}/save
 *   link          POST /mailbox/{account}/email/uid/{uid}/link
 *   signature     GET  /email_account_signature/{id}
 *   templates     GET  /getallemailtemplates, POST /emailtemplate/render
 *   outgoing      GET  /outgoing_email, GET/PUT/DELETE /outgoing_email/{id}, POST /outgoing_email
 *   test account  POST /email_account/test
 */
export type MailAccount = { id: number; name: string; email: string };
export type MailBox = { path: string; name: string; specialUse?: string | null; total: number; unseen: number };
export type MailAddress = { name?: string; address: string };
export type MessageSummary = {
  uid: number;
  seq: number;
  from: MailAddress | null;
  subject: string;
  date: string;
  seen: boolean;
  hasAttachments: boolean;
  size: number;
};
export type MessagePage = { messages: MessageSummary[]; total: number };
export type ReceivedAttachment = { partId: string; filename: string; contentType: string; size: number };
/** Addresses as the server gives them: one, a list, or none. */
export type Addresses = MailAddress | MailAddress[] | null | undefined;
export type MailMessage = {
  accountId: number;
  box: string;
  uid: number;
  messageId?: string;
  from: Addresses;
  to: Addresses;
  cc: Addresses;
  replyTo: Addresses;
  subject: string;
  date: string;
  text?: string;
  html?: string;
  remoteImages?: boolean;
  htmlWithImages?: string;
  attachments: ReceivedAttachment[];
};
export type LinkTarget = 'reclamation' | 'customerRequest' | 'task';
export type OwnerType = 'reclamation' | 'order' | 'customerRequest' | 'task';
export type EmailTemplate = { id: number; name: string; recordType: OwnerType | 'none'; subject?: string; body?: string; isDefault?: boolean };
export type OutgoingState = 'queued' | 'sent' | 'failed';
export type OutgoingAttachment = { id: number; filename: string; contentType: string; size: number };
export type OutgoingEmail = {
  id: number;
  accountId: number;
  to: string;
  cc?: string | null;
  bcc?: string | null;
  subject: string;
  body: string;
  state: OutgoingState;
  error?: string | null;
  attempts?: number;
  sentAt?: string | null;
  inReplyTo?: string | null;
  ownerType?: OwnerType | '' | null;
  ownerId?: number | null;
  createdAt?: string;
  attachments?: OutgoingAttachment[];
};
export type ConnectionStage = 'dns' | 'address' | 'tcp' | 'tls' | 'auth' | 'timeout';
export type ProtocolResult = { ok: boolean; stage?: ConnectionStage; message: string };
export type ConnectionResult = { imap: ProtocolResult; smtp: ProtocolResult };
export type NewAttachment = { filename: string; contentType: string; content: string };
export type NewEmail = {
  accountId: number;
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  body: string;
  inReplyTo?: string;
  ownerType?: OwnerType;
  ownerId?: number;
  templateId?: number;
  attachments?: NewAttachment[];
};

const get = async <T>(path: string, query?: Record<string, unknown>): Promise<T> => apiData<T>(path, { query });
const send = async <T>(method: string, path: string, body: unknown): Promise<T> => apiData<T>(path, { method, body });

const messagePath = (account: number, uid: number) => `/mailbox/${account}/email/uid/${uid}`;

export const mailApi = {
  accounts: () => get<MailAccount[]>('/mailbox/accounts'),
  boxes: (account: number) => get<MailBox[]>(`/mailbox/${account}/boxes`),
  messages: (account: number, box: string, page: number, limit: number, q: string) =>
    get<MessagePage>(`/mailbox/${account}/emails`, { box, page, limit, q: q || undefined }),
  message: (account: number, box: string, uid: number) => get<MailMessage>(messagePath(account, uid), { box }),
  attachmentPath: (account: number, box: string, uid: number, partId: string) =>
    `/mailbox/${account}/email/uid/${uid}/attachment/${encodeURIComponent(partId)}?box=${encodeURIComponent(box)}`,
  saveAttachment: (account: number, box: string, uid: number, partId: string, ownerType: OwnerType, ownerId: number) =>
    send<unknown>('POST', `${messagePath(account, uid)}/attachment/${encodeURIComponent(partId)}/save`, { box, ownerType, ownerId }),
  link: (account: number, box: string, uid: number, target: LinkTarget, id?: number) =>
    send<{ target: LinkTarget; id: number }>('POST', `${messagePath(account, uid)}/link`, { box, target, ...(id !== undefined ? { id } : {}) }),
  signature: async (account: number) => (await get<{ signature?: string | null }>(`/email_account_signature/${account}`)).signature ?? '',
  templates: () => get<EmailTemplate[]>('/getallemailtemplates'),
  render: (templateId: number, ownerType?: OwnerType, ownerId?: number) =>
    send<{ subject: string; body: string }>('POST', '/emailtemplate/render', { templateId, ...(ownerType && ownerId ? { ownerType, ownerId } : {}) }),
  outgoing: (id: number) => get<OutgoingEmail>(`/outgoing_email/${id}`),
  outgoingList: (filter: Record<string, unknown>, page: number, limit: number) =>
    get<{ rows: OutgoingEmail[]; count: number }>('/outgoing_email', { page, limit, sort: 'id', order: 'DESC', filter }),
  retry: (id: number) => send<OutgoingEmail>('PUT', `/outgoing_email/${id}`, { retry: true }),
  removeOutgoing: (id: number) => send<{ id: number }>('DELETE', `/outgoing_email/${id}`, undefined),
  outgoingAttachmentPath: (id: number, attachmentId: number) => `/outgoing_email/${id}/attachment/${attachmentId}`,
  /** Checks an account's settings (the stored password when none is given): IMAP and SMTP each say whether they work. */
  testConnection: (account: Record<string, unknown>) => send<ConnectionResult>('POST', '/email_account/test', account),
};

/** Fetches a file of the API and saves it under `name` (the name the message gives, Polish letters and all). */
export const downloadAs = async (path: string, name: string): Promise<void> => {
  const response = await fetch(`/api${path}`, { credentials: 'include', headers: { 'Accept-Language': currentLocale() } });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message || `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Fetches a received attachment as a File (to forward it). */
export const fetchAsFile = async (path: string, name: string, type: string): Promise<File> => {
  const response = await fetch(`/api${path}`, { credentials: 'include', headers: { 'Accept-Language': currentLocale() } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new File([await response.blob()], name, { type });
};

/**
 * POST /outgoing_email (or PUT /outgoing_email/{id}, a queued or failed message changed) through
 * XMLHttpRequest, the one browser call that reports how much of a request body has gone out
 * (attachments make it megabytes).
 */
export const postOutgoing = (email: NewEmail, onProgress: (fraction: number) => void, id?: number): Promise<OutgoingEmail> =>
  id === undefined ? sendWithProgress<OutgoingEmail>('POST', '/api/outgoing_email', JSON.stringify(email), onProgress) : sendWithProgress<OutgoingEmail>('PUT', `/api/outgoing_email/${id}`, JSON.stringify(email), onProgress);

/** A File's bytes as base64 (the outgoing e-mail's `content`). */
export const fileToBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
