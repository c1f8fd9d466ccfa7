import type { EntityDef } from './core';
import { bpDefinition } from './entities/bpDefinition';
import { customer } from './entities/customer';
import { customerRequest } from './entities/customerRequest';
import { customerRequestStatus } from './entities/customerRequestStatus';
import { customerRequestTag } from './entities/customerRequestTag';
import { deliveryDocument } from './entities/deliveryDocument';
import { deliveryType } from './entities/deliveryType';
import { documentNumerator } from './entities/documentNumerator';
import { emailAccount } from './entities/emailAccount';
import { emailTemplate } from './entities/emailTemplate';
import { employee } from './entities/employee';
import { exchangeObject } from './entities/exchangeObject';
import { expressionVariable } from './entities/expressionVariable';
import { executor } from './entities/executor';
import { executorRole } from './entities/executorRole';
import { firm } from './entities/firm';
import { outgoingEmail } from './entities/outgoingEmail';
import { internalMessage } from './entities/internalMessage';
import { parameterRule } from './entities/parameterRule';
import { parameterValue } from './entities/parameterValue';
import { priceList } from './entities/priceList';
import { product } from './entities/product';
import { project } from './entities/project';
import { productParameter } from './entities/productParameter';
import { reclamation } from './entities/reclamation';
import { reclamationCost } from './entities/reclamationCost';
import { reclamationCostArticle } from './entities/reclamationCostArticle';
import { reclamationDecision } from './entities/reclamationDecision';
import { reclamationExecutionType } from './entities/reclamationExecutionType';
import { reclamationPerpetrator } from './entities/reclamationPerpetrator';
import { reclamationProductionOrder } from './entities/reclamationProductionOrder';
import { reclamationReason } from './entities/reclamationReason';
import { reclamationStatus } from './entities/reclamationStatus';
import { reclamationStatusGroup } from './entities/reclamationStatusGroup';
import { reclamationSubject } from './entities/reclamationSubject';
import { reclamationType } from './entities/reclamationType';
import { roleGroup } from './entities/roleGroup';
import { salesOrder } from './entities/salesOrder';
import { salesPoint } from './entities/salesPoint';
import { task } from './entities/task';
import { taskTemplate } from './entities/taskTemplate';
import { termsOfPayment } from './entities/termsOfPayment';
import { user } from './entities/user';

/**
 * Every entity of the portal, in menu order. Adding an entity is one file in `entities/`
 * and one line here; the server and the client build everything else from this list.
 */
export const registry: readonly EntityDef[] = [
  reclamation,
  reclamationCost,
  task,
  project,
  internalMessage,
  outgoingEmail,
  reclamationProductionOrder,
  customer,
  salesOrder,
  customerRequest,
  deliveryDocument,
  product,
  productParameter,
  parameterValue,
  parameterRule,
  expressionVariable,
  priceList,
  reclamationSubject,
  reclamationStatusGroup,
  reclamationStatus,
  reclamationType,
  reclamationPerpetrator,
  reclamationReason,
  reclamationExecutionType,
  reclamationDecision,
  reclamationCostArticle,
  deliveryType,
  salesPoint,
  customerRequestStatus,
  customerRequestTag,
  termsOfPayment,
  user,
  roleGroup,
  employee,
  bpDefinition,
  executor,
  executorRole,
  taskTemplate,
  emailAccount,
  emailTemplate,
  firm,
  documentNumerator,
  exchangeObject,
];

const byName = new Map(registry.map((entity) => [entity.name, entity]));
const byMenu = new Map(registry.map((entity) => [entity.menu, entity]));

/** The entity of a name; throws for a name the registry does not hold. */
export const entityByName = (name: string): EntityDef => {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity: ${name}`);
  return entity;
};

/** The entity whose list screen lives at a route path (the react-admin resource name). */
export const entityByResource = (resource: string): EntityDef | undefined => byMenu.get(resource);
