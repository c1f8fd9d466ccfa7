import type { EntityDef, Operation } from '../../src/schemas/core';
import { OPERATIONS } from '../../src/schemas/core';
import { ANALYSES } from '../../src/schemas/analytics';
import { registry } from '../../src/schemas/registry';
import type { Role } from './roles';

/**
 * Every API route and what each kind of caller gets from it: the route sweep calls each route as
 * each role and compares; the fuzz test sends every route junk and counts them against it.
 */

export type Expected = Record<Role, number>;

// Profiles of who may call what; every route below takes one.
const PUBLIC: Expected = { anonymous: 200, noRights: 200, readOnly: 200, client: 200, admin: 200 };
/** Login with an unknown e-mail: refused the same way for everyone. */
const REFUSED_LOGIN: Expected = { anonymous: 401, noRights: 401, readOnly: 401, client: 401, admin: 401 };
/** Confirmation and reset with a made-up token. */
const BAD_TOKEN: Expected = { anonymous: 400, noRights: 400, readOnly: 400, client: 400, admin: 400 };
const SIGNED_IN: Expected = { anonymous: 401, noRights: 200, readOnly: 200, client: 200, admin: 200 };
/** A user's public data by e-mail: staff read anyone's, a client user only its own (the sweep asks for the administrator's). */
const OTHER_USER: Expected = { anonymous: 401, noRights: 200, readOnly: 200, client: 403, admin: 200 };
/** Staff modules: client users' groups cannot hold them. */
const STAFF_READ: Expected = { anonymous: 401, noRights: 403, readOnly: 200, client: 403, admin: 200 };
const STAFF_MODIFY: Expected = { anonymous: 401, noRights: 403, readOnly: 403, client: 403, admin: 200 };
/** Customers and reclamations: a client user reads and changes its own customers' records. */
const CLIENT_READ: Expected = { anonymous: 401, noRights: 403, readOnly: 200, client: 200, admin: 200 };
const CLIENT_MODIFY: Expected = { anonymous: 401, noRights: 403, readOnly: 403, client: 200, admin: 200 };
/** A client user may not add customers: a new one would be outside its scope. */
const CUSTOMER_CREATE: Expected = { anonymous: 401, noRights: 403, readOnly: 403, client: 403, admin: 200 };
/** The report's .xlsx is binary and the sweep reads JSON: it sends a bad body, refused after the access check. */
const REPORT_BAD_BODY: Expected = { anonymous: 401, noRights: 403, readOnly: 400, client: 400, admin: 400 };
/** Reminders are personal: the one the sweep marks done is the administrator's, not found for anyone else. */
const NOT_OWN_REMINDER: Expected = { anonymous: 401, noRights: 403, readOnly: 403, client: 404, admin: 200 };
/** Internal messages are personal: one the administrator sent is not found for anyone else who may read notes. */
const NOT_OWN_NOTE: Expected = { anonymous: 401, noRights: 403, readOnly: 404, client: 403, admin: 200 };
/** Report variants are personal: a variant id nobody owns (or another user's) is not found. */
const NOT_OWN_VARIANT: Expected = { anonymous: 401, noRights: 403, readOnly: 404, client: 404, admin: 404 };
/** A list view or an open form's presence nobody has (or another user's) is not found by whoever may read a list. */
const UNSEEN_OWN: Expected = { anonymous: 401, noRights: 403, readOnly: 404, client: 404, admin: 404 };
/** Mail calls that read (mailbox right) about a record that is not there: an unknown template, an attachment the message lacks. */
const UNKNOWN_MAIL_RECORD: Expected = { anonymous: 401, noRights: 403, readOnly: 404, client: 403, admin: 404 };

/** Mail of an account that does not exist: the right is checked first, then the account is not found. */
const NO_MAIL_ACCOUNT_READ: Expected = { anonymous: 401, noRights: 403, readOnly: 404, client: 403, admin: 404 };
const NO_MAIL_ACCOUNT_MODIFY: Expected = { anonymous: 401, noRights: 403, readOnly: 403, client: 403, admin: 404 };

/**
 * Who gets what from the routes an entity's schema generates, read from the schema itself: its
 * access key's kind (staff only, or client users too) and its customer scope.
 */
const entityProfile = (entity: EntityDef, operation: Operation): Expected => {
  const reads = operation === 'list' || operation === 'getOne';
  // A record addressed to users (a note) is seen only by them: the sweep's row is the administrator's.
  if (entity.userScope && operation === 'getOne') return NOT_OWN_NOTE;
  if (!entity.clientAccess) return reads ? STAFF_READ : STAFF_MODIFY;
  // A client user may not add a record its scope is the id of (a customer): it would be outside the scope.
  if (operation === 'create' && entity.customerScope === 'id') return CUSTOMER_CREATE;
  return reads ? CLIENT_READ : CLIENT_MODIFY;
};

export const ENTITY_ROUTES: Record<string, Expected> = Object.fromEntries(
  registry.flatMap((entity) => OPERATIONS.map((operation) => [`${entity.endpoints[operation].method} /api${entity.endpoints[operation].path}`, entityProfile(entity, operation)])),
);

/** The hand-written routes and who gets what. A registered route in neither table fails the sweep by its method and path. */
export const HAND_WRITTEN: Record<string, Expected> = {
  'GET /api/health': PUBLIC,
  'POST /api/user/login': REFUSED_LOGIN,
  'POST /api/user/logout': PUBLIC,
  'GET /api/user/settings': SIGNED_IN,
  'PUT /api/user/settings': SIGNED_IN,
  'GET /api/user/session': SIGNED_IN,
  'POST /api/user/signup': PUBLIC,
  'POST /api/user/confirm': BAD_TOKEN,
  'POST /api/user/forgotpassword': PUBLIC,
  'POST /api/user/resetpassword': BAD_TOKEN,
  'GET /api/currentusertype': SIGNED_IN,
  'GET /api/currentusersettings': SIGNED_IN,
  'GET /api/users/:username': OTHER_USER,
  'GET /api/search': CLIENT_READ,
  'GET /api/getallreclamationitems': CLIENT_READ,
  'POST /api/createreclamationitem': CLIENT_MODIFY,
  'POST /api/deleteallreclamationitems': CLIENT_MODIFY,
  'GET /api/getallreclamationhistoryevents': CLIENT_READ,
  'GET /api/getreclamationhistoryevent/:id': CLIENT_READ,
  'POST /api/createreclamationhistoryevent': CLIENT_MODIFY,
  'PUT /api/updatereclamationhistoryevent': CLIENT_MODIFY,
  'POST /api/deletereclamationhistoryevent': CLIENT_MODIFY,
  'POST /api/reclamations/:id/reminders': CLIENT_MODIFY,
  'GET /api/reminders/due': CLIENT_READ,
  'POST /api/reminders/:id/done': NOT_OWN_REMINDER,
  'POST /api/reclamation/upload_files': CLIENT_MODIFY,
  'POST /api/reclamation/subject_files': CLIENT_READ,
  'GET /api/reclamation/file/:id': CLIENT_READ,
  'DELETE /api/file/:id': CLIENT_MODIFY,
  'GET /api/file/:id': CLIENT_READ,
  'POST /api/upload_files': CLIENT_MODIFY,
  'POST /api/subject_files': CLIENT_READ,
  'GET /api/reclamations/statistics': CLIENT_READ,
  'GET /api/reclamation/:id/protocol/:kind': CLIENT_READ,
  'GET /api/reclamation/:id/protocol/:kind.pdf': CLIENT_READ,
  'GET /api/rolegroupsettings': STAFF_READ,
  'POST /api/reports/reclamations': CLIENT_READ,
  'POST /api/reports/reclamations/xlsx': REPORT_BAD_BODY,
  'POST /api/reports/orders': CLIENT_READ,
  'POST /api/reports/orders/xlsx': REPORT_BAD_BODY,
  'GET /api/reports/:module/variants': CLIENT_READ,
  'POST /api/reports/:module/variants': CLIENT_READ,
  'PUT /api/reports/:module/variants/:id': NOT_OWN_VARIANT,
  'DELETE /api/reports/:module/variants/:id': NOT_OWN_VARIANT,
  'GET /api/openapi.json': PUBLIC,
  'POST /api/order/change_deletion_mark': CLIENT_MODIFY,
  'POST /api/order/check_double': CLIENT_READ,
  'POST /api/order/get_double_data': CLIENT_READ,
  'GET /api/object_version': CLIENT_READ,
  'GET /api/audit': CLIENT_READ,
  // Saved views of the customers' list, which client users read too.
  'GET /api/list_view': CLIENT_READ,
  'POST /api/list_view': CLIENT_READ,
  'PUT /api/list_view/default': CLIENT_READ,
  'PUT /api/list_view/:id': UNSEEN_OWN,
  'DELETE /api/list_view/:id': UNSEEN_OWN,
  'PUT /api/presence': CLIENT_READ,
  // Bulk changes of customers (the sweep names a customer nobody has: refused, nothing changed).
  'POST /api/bulk/:entity': CLIENT_MODIFY,
  'POST /api/bulk/:entity/delete': CLIENT_MODIFY,
  'GET /api/export/:entity.xlsx': CLIENT_READ,
  'GET /api/export/:entity.csv': CLIENT_READ,
  'GET /api/import/:entity/template.xlsx': CLIENT_READ,
  'POST /api/import/:entity/preview': CLIENT_MODIFY,
  'POST /api/import/:entity/commit': CLIENT_MODIFY,
  'DELETE /api/presence/:viewer': UNSEEN_OWN,
  // Asked for as JSON (not as an event stream, which tests/api/events.test.ts reads).
  'GET /api/events': { anonymous: 401, noRights: 406, readOnly: 406, client: 406, admin: 406 },
  'GET /api/object_version/:id': CLIENT_READ,
  'GET /api/order/:id/confirmation.pdf': CLIENT_READ,
  'GET /api/orders/xlsx': CLIENT_READ,
  'POST /api/pricelist/calculate_prices': CLIENT_READ,
  'POST /api/product/getPrice': STAFF_READ,
  'POST /api/product_parameter': CLIENT_READ,
  'POST /api/parameter_value': CLIENT_READ,
  'POST /api/next_param_value': CLIENT_READ,
  'POST /api/selected_value': CLIENT_READ,
  'POST /api/expression_variables': CLIENT_READ,
  'POST /api/customer_request/add_comment': CLIENT_MODIFY,
  'DELETE /api/customer_request/comment/:id': CLIENT_MODIFY,
  'POST /api/customer_request/file': CLIENT_MODIFY,
  'POST /api/customer_request/comment_file': CLIENT_MODIFY,
  'POST /api/customer_request/cr_file': CLIENT_READ,
  'POST /api/customer_request/cr_comment_file': CLIENT_READ,
  'GET /api/customer_request/cr_file/:id': CLIENT_READ,
  'DELETE /api/customer_request/cr_file/:id': CLIENT_MODIFY,
  'GET /api/customer_request/cr_comment_file/:id': CLIENT_READ,
  'DELETE /api/customer_request/cr_comment_file/:id': CLIENT_MODIFY,
  'POST /api/customer_request/change_deletion_mark': CLIENT_MODIFY,
  'POST /api/customer_request/:id/create_order': CLIENT_MODIFY,
  'POST /api/delivery_document/from_order/:id': CLIENT_MODIFY,
  'GET /api/delivery_document/:id/document.pdf': CLIENT_READ,
  'POST /api/product/:id/image': STAFF_MODIFY,
  'GET /api/product/:id/image': STAFF_READ,
  'DELETE /api/product/:id/image': STAFF_MODIFY,
  'PUT /api/accept_exec_task/:id': STAFF_MODIFY,
  'PUT /api/execute_task/:id': STAFF_MODIFY,
  'PUT /api/redirect_task/:id': STAFF_MODIFY,
  'PUT /api/send_task_result/:id': STAFF_MODIFY,
  'GET /api/executorbyuser/:id': STAFF_READ,
  'POST /api/bp_definition/dry_run': STAFF_MODIFY,
  'GET /api/bp_exemplars': STAFF_READ,
  'GET /api/bp_exemplar/:id': STAFF_READ,
  'POST /api/bp_exemplar': STAFF_MODIFY,
  'PUT /api/bp_exemplar': STAFF_MODIFY,
  'POST /api/bp_exemplar/delete': STAFF_MODIFY,
  'GET /api/internal_message/unread': STAFF_READ,
  'POST /api/internal_message/read_all': STAFF_READ,
  'POST /api/internal_message/:id/read': NOT_OWN_NOTE,
  // The Dashboards section: each analysis, its workbook and its drill-down, and the KPI dashboard.
  ...Object.fromEntries(ANALYSES.flatMap((a) => ['', '/xlsx', '/records'].map((tail) => [`GET /api${a.api}${tail}`, STAFF_READ]))),
  'GET /api/dashboard/accounting': STAFF_READ,
  'GET /api/dashboard/accounting/records': STAFF_READ,
  'GET /api/mailbox/accounts': STAFF_READ,
  'GET /api/mailbox/email/:pk': NO_MAIL_ACCOUNT_READ,
  'GET /api/mailbox/email/:pk/attachment/:partId': NO_MAIL_ACCOUNT_READ,
  'POST /api/email_account/test': STAFF_MODIFY,
  'GET /api/email_account_signature/:id': NO_MAIL_ACCOUNT_READ,
  'GET /api/mailbox/:accountId/boxes': NO_MAIL_ACCOUNT_READ,
  'GET /api/mailbox/:accountId/emails': NO_MAIL_ACCOUNT_READ,
  'GET /api/mailbox/:accountId/email/uid/:uid': NO_MAIL_ACCOUNT_READ,
  'GET /api/mailbox/:accountId/email/seq/:seq': NO_MAIL_ACCOUNT_READ,
  'GET /api/mailbox/:accountId/email/uid/:uid/attachment/:partId': NO_MAIL_ACCOUNT_READ,
  'PUT /api/mailbox/:accountId/email/uid/:uid/seen': NO_MAIL_ACCOUNT_MODIFY,
  'POST /api/mailbox/:accountId/email/uid/:uid/attachment/:partId/save': NO_MAIL_ACCOUNT_MODIFY,
  'POST /api/mailbox/:accountId/email/uid/:uid/link': NO_MAIL_ACCOUNT_MODIFY,
  'GET /api/outgoing_email/:id/attachment/:attachmentId': UNKNOWN_MAIL_RECORD,
  'POST /api/emailtemplate/render': UNKNOWN_MAIL_RECORD,
};

export const EXPECTED: Record<string, Expected> = { ...ENTITY_ROUTES, ...HAND_WRITTEN };
