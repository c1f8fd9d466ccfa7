import type { ResourceProps } from 'react-admin';
import { EmailAccountCreate, EmailAccountEdit } from './EmailAccountForm';

/** E-mail accounts: the generated list; the form adds the password's state and "Test connection". */
export const emailAccountViews: Partial<ResourceProps> = { create: EmailAccountCreate, edit: EmailAccountEdit };
