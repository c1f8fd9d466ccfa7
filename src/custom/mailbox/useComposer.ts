import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useMailText } from './labels';
import type { EmailTemplate, OwnerType } from './mailApi';
import { fetchAsFile, mailApi } from './mailApi';
import type { DraftMode } from './mailFormat';
import { addressText, addressList, cleanEditorHtml, draftFrom, formatMailDate, splitAddresses } from './mailFormat';

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

/** What the address gives the composer: the record it writes about, the message it answers. */
const useOrigin = () => {
  const [params] = useSearchParams();
  const ownerType = params.get('ownerType');
  const ownerId = Number(params.get('ownerId'));
  const mode = params.get('mode');
  return {
    account: Number(params.get('account')) || undefined,
    owner: ownerType && OWNER_TYPES.includes(ownerType) && ownerId > 0 ? { type: ownerType as OwnerType, id: ownerId } : undefined,
    to: splitAddresses(params.get('to')),
    answer: mode === 'reply' || mode === 'forward' ? { mode: mode as DraftMode, box: params.get('box') || 'INBOX', uid: Number(params.get('uid')) } : undefined,
  };
};

/**
 * The state of a new message and how it starts: the account asked for (else the first one), the
 * address given, a reply or forward of a received message (with its attachments when forwarded),
 * or the default template of the record it is written from, filled from that record.
 */
export const useComposer = () => {
  const { t } = useMailText();
  const notify = useNotify();
  const origin = useOrigin();
  const [state, setState] = useState<ComposerState>({ to: origin.to, cc: [], bcc: [], subject: '', body: '', files: [] });
  const started = useRef(false);
  const accounts = useQuery({ queryKey: ['mailbox', 'accounts'], queryFn: mailApi.accounts });
  const accountId = state.accountId ?? origin.account ?? accounts.data?.[0]?.id;
  const signature = useQuery({ queryKey: ['mailbox', 'signature', accountId], queryFn: () => mailApi.signature(accountId as number), enabled: accountId !== undefined });
  const templates = useQuery({ queryKey: ['mailbox', 'templates'], queryFn: mailApi.templates, retry: false });
  const usable: EmailTemplate[] = (templates.data ?? []).filter((tpl) => tpl.recordType === 'none' || tpl.recordType === origin.owner?.type);

  const update = (change: Partial<ComposerState>) => setState((current) => ({ ...current, ...change }));

  const applyTemplate = async (templateId: number | undefined) => {
    update({ templateId });
    if (templateId === undefined) return;
    try {
      const rendered = await mailApi.render(templateId, origin.owner?.type, origin.owner?.id);
      setState((current) => ({ ...current, templateId, subject: rendered.subject, body: cleanEditorHtml(rendered.body) + (origin.answer ? current.body : '') }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  useEffect(() => {
    if (started.current) return;
    const { answer, owner } = origin;
    if (answer && accountId !== undefined && origin.account) {
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

  return { t, state, update, accounts, accountId, signature: signature.data ?? '', templates: usable, applyTemplate, owner: origin.owner, inReply: Boolean(origin.answer) };
};
