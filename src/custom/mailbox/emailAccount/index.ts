import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const EmailAccountCreate = lazyView(() => import('./EmailAccountForm'), 'EmailAccountCreate');
const EmailAccountEdit = lazyView(() => import('./EmailAccountForm'), 'EmailAccountEdit');

/** E-mail accounts: the generated list; the form adds the password's state and "Test connection". */
export const emailAccountViews: Partial<ResourceProps> = { create: EmailAccountCreate, edit: EmailAccountEdit };
