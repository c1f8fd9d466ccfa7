import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const EmailTemplateCreate = lazyView(() => import('./EmailTemplateForm'), 'EmailTemplateCreate');
const EmailTemplateEdit = lazyView(() => import('./EmailTemplateForm'), 'EmailTemplateEdit');

/** E-mail templates: the generated list; the form lists the placeholders of the chosen record type. */
export const emailTemplateViews: Partial<ResourceProps> = { create: EmailTemplateCreate, edit: EmailTemplateEdit };
