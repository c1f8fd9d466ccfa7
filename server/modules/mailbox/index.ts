import type { ServerModule } from '../../core/entityHooks';
import { imapPool } from './mail/imap/pool';
import { mailSettings } from './mail/settings';
import { emailAccountRoutes } from './routes/emailAccounts';
import { emailTemplateHooks, emailTemplateRoutes } from './routes/emailTemplates';
import { mailboxRoutes } from './routes/mailbox';
import { outgoingEmailHooks, outgoingEmailRoutes } from './routes/outgoingEmail';

/** The mailbox: accounts, the messages on their IMAP servers, templates and sent e-mail. */
export const mailboxModule: ServerModule = {
  name: 'mailbox',
  hooks: [emailTemplateHooks, outgoingEmailHooks],
  routes: async (app) => {
    // Mail connections are kept per account and closed when it changes and when the server stops.
    const mailPool = imapPool(mailSettings());
    app.addHook('onClose', () => mailPool.closeAll());
    await app.register(emailAccountRoutes, { onChange: (id: number) => mailPool.closeAccount(id) });
    await app.register(mailboxRoutes, { pool: mailPool });
    await app.register(emailTemplateRoutes);
    await app.register(outgoingEmailRoutes);
  },
};
