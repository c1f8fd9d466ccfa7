import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useMailText } from './texts';
import type { EmailTemplate, OwnerType } from '../../dataProvider/mailbox';
import { fetchAsFile, mailApi } from '../../dataProvider/mailbox';
import type { DraftMode } from './mailFormat';
import { addressText, addressList, cleanEditorHtml, draftFrom, formatMailDate, recipientEntries, splitAddresses } from './mailFormat';

const OWNER_TYPES: readonly string[] = ['reclamation', 'order', 'customerRequest', 'task'];

export type ComposerState = {
  accountId?: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  files: File[];
  templateId?: number;
  inReplyTo?: string;
};

type Owner = { type: OwnerType; id: number };
/** A queued or failed message opened to be changed: saving it replaces it (PUT) and queues it again. */
export type Editing = { id: number; owner?: Owner; sent: boolean };

/** What the address gives the composer: the record it writes about, the message it answers. */
const useOrigin = () => {
  const [params] = useSearchParams();
  const ownerType = params.get('ownerType');
  const ownerId = Number(params.get('ownerId'));
  const mode = params.get('mode');
  return {
    account: Number(params.get('account')) || undefined,
    owner: ownerType && OWNER_TYPES.includes(ownerType) && ownerId > 0 ? ({ type: ownerType as OwnerType, id: ownerId } as Owner) : undefined,
    edit: Number(params.get('edit')) || undefined,
    to: splitAddresses(params.get('to')),
    answer: mode === 'reply' || mode === 'forward' ? { mode: mode as DraftMode, box: params.get('box') || 'INBOX', uid: Number(params.get('uid')) } : undefined,
  };
};

/**
 * The state of a new message and how it starts: the account asked for (else the first one), the
 * address given, a reply or forward of a received message (with its attachments when forwarded),
 * the default template of the record it is written from, filled from that record, or a queued or
 * failed message to change (`?edit=id`: its fields, record and attachments).
 */
export const useComposer = () => {
  const { t } = useMailText();
  const notify = useNotify();
  const origin = useOrigin();
  const [state, setState] = useState<ComposerState>({ to: origin.to, cc: [], bcc: [], subject: '', body: '', files: [] });
  const started = useRef(false);
  const [editing, setEditing] = useState<Editing>();
  const owner = editing ? editing.owner : origin.owner;
  const accounts = useQuery({ queryKey: ['mailbox', 'accounts'], queryFn: mailApi.accounts });
  const accountId = state.accountId ?? origin.account ?? accounts.data?.[0]?.id;
  const signature = useQuery({ queryKey: ['mailbox', 'signature', accountId], queryFn: () => mailApi.signature(accountId as number), enabled: accountId !== undefined });
  const templates = useQuery({ queryKey: ['mailbox', 'templates'], queryFn: mailApi.templates, retry: false });
  const usable: EmailTemplate[] = (templates.data ?? []).filter((tpl) => tpl.recordType === 'none' || tpl.recordType === owner?.type);

  const update = (change: Partial<ComposerState>) => setState((current) => ({ ...current, ...change }));

  const applyTemplate = async (templateId: number | undefined) => {
    update({ templateId });
    if (templateId === undefined) return;
    try {
      const rendered = await mailApi.render(templateId, owner?.type, owner?.id);
      setState((current) => ({ ...current, templateId, subject: rendered.subject, body: cleanEditorHtml(rendered.body) + (origin.answer ? current.body : '') }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const startEditing = (id: number) => {
    void mailApi
      .outgoing(id)
      .then(async (email) => {
        const files = await Promise.all((email.attachments ?? []).map((a) => fetchAsFile(mailApi.outgoingAttachmentPath(id, a.id), a.filename, a.contentType)));
        const from = email.ownerType && email.ownerId ? { type: email.ownerType, id: email.ownerId } : undefined;
        setEditing({ id, owner: from, sent: email.state === 'sent' });
        setState({
          accountId: email.accountId,
          to: recipientEntries(email.to),
          cc: recipientEntries(email.cc),
          bcc: recipientEntries(email.bcc),
          subject: email.subject,
          body: cleanEditorHtml(email.body),
          files,
          ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
        });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  };

  useEffect(() => {
    if (started.current) return;
    const { answer, owner } = origin;
    if (origin.edit) {
      started.current = true;
      startEditing(origin.edit);
    } else if (answer && accountId !== undefined && origin.account) {
      started.current = true;
      void mailApi
        .message(origin.account, answer.box, answer.uid)
        .then(async (message) => {
          const from = addressList(message.from).map(addressText).join(', ');
          const draft = draftFrom(message, answer.mode, `${formatMailDate(message.date)}, ${from}:`);
          const files =
            answer.mode === 'forward'
              ? await Promise.all(message.attachments.map((a) => fetchAsFile(mailApi.attachmentPath(message.accountId, message.box, message.uid, a.partId), a.filename, a.contentType)))
              : [];
          setState((current) => ({ ...current, ...draft, files }));
        })
        .catch((error: Error) => notify(error.message, { type: 'error' }));
    } else if (!answer && owner && templates.data) {
      started.current = true;
      const preferred = templates.data.find((tpl) => tpl.isDefault && tpl.recordType === owner.type);
      if (preferred) void applyTemplate(preferred.id);
    } else if (!answer && (!owner || templates.isError)) started.current = true;
  }, [accountId, templates.data, templates.isError]);

  return { t, state, update, accounts, accountId, signature: signature.data ?? '', templates: usable, applyTemplate, owner, editing, inReply: Boolean(origin.answer) };
};
