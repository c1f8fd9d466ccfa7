import type { ResourceProps } from 'react-admin';
import type { FormatKit } from '../resources/fieldFormats';
import { bpDefinitionViews } from './processes/bpDefinition';
import { bpDefinitionFormats } from './processes/bpDefinition/formats';
import { customerViews } from './sales/customer';
import { customerRequestViews } from './sales/customerRequest';
import { deliveryDocumentViews } from './sales/deliveryDocument';
import { emailAccountViews } from './mailbox/emailAccount';
import { emailTemplateViews } from './mailbox/emailTemplate';
import { internalMessageViews } from './processes/internalMessage';
import { outgoingEmailViews } from './mailbox/outgoingEmail';
import { productViews } from './sales/product';
import { projectViews } from './sales/project';
import { reclamationViews } from './reclamations';
import { roleGroupViews } from './administration/roleGroup';
import { salesOrderViews } from './sales/salesOrder';
import { taskViews } from './processes/task';

/**
 * The modules' own views of an entity, replacing the generated ones, keyed by entity name.
 * Whatever an entry leaves out stays generic.
 */
export const entityViews: Partial<Record<string, Partial<ResourceProps>>> = {
  role_group: roleGroupViews,
  reclamation: reclamationViews,
  sales_order: salesOrderViews,
  customer_request: customerRequestViews,
  customer: customerViews,
  delivery_document: deliveryDocumentViews,
  product: productViews,
  task: taskViews,
  project: projectViews,
  internal_message: internalMessageViews,
  bp_definition: bpDefinitionViews,
  email_account: emailAccountViews,
  email_template: emailTemplateViews,
  outgoing_email: outgoingEmailViews,
};

/**
 * The field formats the modules draw themselves, keyed by a field's `format` in its schema: the
 * generic lists, detail views and forms show and edit such a field as its module says (registered
 * by the app, `registerFieldFormats`).
 */
export const fieldFormats: Readonly<Record<string, FormatKit>> = {
  ...bpDefinitionFormats,
};
