import type { ResourceProps } from 'react-admin';
import { bpDefinitionViews } from './bpDefinition';
import { customerViews } from './customer';
import { customerRequestViews } from './customerRequest';
import { deliveryDocumentViews } from './deliveryDocument';
import { emailAccountViews } from './emailAccount';
import { emailTemplateViews } from './emailTemplate';
import { internalMessageViews } from './internalMessage';
import { outgoingEmailViews } from './outgoingEmail';
import { productViews } from './product';
import { projectViews } from './project';
import { reclamationViews } from './reclamation';
import { roleGroupViews } from './roleGroup';
import { salesOrderViews } from './salesOrder';
import { taskViews } from './task';

/**
 * Views of an entity that replace the generated ones, keyed by entity name. Whatever an entry
 * leaves out stays generic.
 */
export const overrides: Partial<Record<string, Partial<ResourceProps>>> = {
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
