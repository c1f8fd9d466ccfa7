import { createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { lazyView } from '../../../layout/lazyScreen';

const OutgoingEmailDetails = lazyView(() => import('./OutgoingEmailDetails'), 'OutgoingEmailDetails');

/** A new outgoing e-mail is written in the composer. */
const ToComposer = () => createElement(Navigate, { to: '/new-email', replace: true });

/**
 * Outgoing e-mails: the generated list is the mailbox's "Wysłane"; one message opens in its own
 * details screen (state, retry, body, attachments), and "create" is the composer.
 */
export const outgoingEmailViews: Partial<ResourceProps> = { edit: OutgoingEmailDetails, show: OutgoingEmailDetails, create: ToComposer };
