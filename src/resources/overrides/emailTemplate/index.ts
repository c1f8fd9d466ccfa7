import type { ResourceProps } from 'react-admin';
import { EmailTemplateCreate, EmailTemplateEdit } from './EmailTemplateForm';

/** E-mail templates: the generated list; the form lists the placeholders of the chosen record type. */
export const emailTemplateViews: Partial<ResourceProps> = { create: EmailTemplateCreate, edit: EmailTemplateEdit };
