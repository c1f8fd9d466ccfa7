import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getTableName, sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
import { linesFields } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import type { EntityTable } from './entityTable';
import { buildEntityTable, buildLinesTable, recordStamp } from './entityTable';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Signed-in people: staff (user_type 1) and client users (user_type 2). */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** 1 = active; 0 = waiting for e-mail confirmation or switched off. */
  user_status: integer('user_status').notNull().default(0),
  user_type: integer('user_type').notNull().default(1),
  language: varchar('language', { length: 5 }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ...recordStamp(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
});

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Single-use, expiring tokens sent by e-mail: account confirmation and password reset. */
export const authTokens = pgTable('auth_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 20 }).$type<'confirm' | 'reset'>().notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Access (role) groups: rights per access key, for the users they hold. */
export const roleGroups = pgTable('role_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  description: varchar('description', { length: 200 }).notNull(),
  all_clients_access: boolean('all_clients_access').notNull().default(false),
  user_type: integer('user_type').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ...recordStamp(),
});

export const roleGroupSettings = pgTable(
  'role_group_settings',
  {
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    canRead: boolean('can_read').notNull().default(false),
    canModify: boolean('can_modify').notNull().default(false),
    isForbidden: boolean('is_forbidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roleGroupId, t.key] })],
);

export const roleGroupUsers = pgTable(
  'role_group_users',
  {
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleGroupId, t.userId] })],
);

/** Client groups: the customers whose records their members may see. */
export const roleGroupCustomers = pgTable(
  'role_group_customers',
  {
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references((): AnyPgColumn => entityTable('customer').id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleGroupId, t.customerId] }), index('role_group_customers_customer_idx').on(t.customerId)],
);

/**
 * What happened to a reclamation and who did it. Action types (spec §3): 0 not chosen,
 * 1 status change, 2 comment added, 3 file added, 4 decision, 5 service order added, 6 reminder.
 * A reminder is due on `remind_at` (a day in Poland) for the user who set it, until `done_at`.
 */
export const reclamationHistoryEvents = pgTable(
  'reclamation_history_event',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reclamation_id: integer('reclamation_id')
      .notNull()
      .references((): AnyPgColumn => entityTable('reclamation').id, { onDelete: 'cascade' }),
    action_type: integer('action_type').notNull().default(0),
    description: text('description'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remind_at: date('remind_at', { mode: 'string' }),
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...recordStamp(),
  },
  (t) => [
    index('reclamation_history_reclamation_idx').on(t.reclamation_id, t.createdAt),
    // A user's open reminders due up to a day: only the open reminders are in it, so it stays small.
    index('reclamation_history_open_reminder_idx').on(t.user_id, t.remind_at).where(sql`action_type = 6 AND done_at IS NULL`),
  ],
);

/**
 * Files attached to records (a reclamation's photos and protocols, a task's, an order's), kept in
 * PostgreSQL so every instance of the server sees them. `content_type` is what the content is
 * (sniffed from its first bytes), not what the name says. The bytes are in `file_chunk`.
 */
export const files = pgTable(
  'file',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    owner_type: varchar('owner_type', { length: 30 }).notNull(),
    owner_id: integer('owner_id').notNull(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    description: varchar('description', { length: 500 }),
    verification_protocol: boolean('verification_protocol').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('file_owner_idx').on(t.owner_type, t.owner_id)],
);

/**
 * A file's bytes in pieces of FILE_CHUNK_SIZE (the last one shorter), numbered from 0: an upload is
 * written piece by piece as it arrives and a download, or a byte range of it, read the same way, so
 * neither holds a whole file in memory.
 */
export const fileChunks = pgTable(
  'file_chunk',
  {
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.seq] })],
);

/** A user's shell preferences (layout, sidebar, dark mode), one row per user; see src/schemas/shellSettings.ts. */
export const userSettings = pgTable('user_setting', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A user's saved settings of a report (filters, period, grouping), under a name. */
export const reportVariants = pgTable(
  'report_variant',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report_module: varchar('report_module', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    settings: jsonb('settings').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_variant_user_module_name_idx').on(t.user_id, t.report_module, t.name)],
);

/**
 * Saved views of a list (filters, sort, visible columns, page size) under a name: the owner's own,
 * and shared with access groups through `list_view_group`. `resource` is the entity's name.
 */
export const listViews = pgTable(
  'list_view',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    resource: varchar('resource', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('list_view_owner_resource_name_idx').on(t.owner_id, t.resource, t.name)],
);

/**
 * The access groups a list view is shared with; `is_default`: the group's default view of that
 * list, one per group and list (the view's `resource` is repeated here for that index).
 */
export const listViewGroups = pgTable(
  'list_view_group',
  {
    list_view_id: integer('list_view_id')
      .notNull()
      .references(() => listViews.id, { onDelete: 'cascade' }),
    role_group_id: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    resource: varchar('resource', { length: 100 }).notNull(),
    is_default: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.list_view_id, t.role_group_id] }), uniqueIndex('list_view_group_default_idx').on(t.role_group_id, t.resource).where(sql`is_default`)],
);

/** A user's own default view of a list: any view the user sees, its own or a shared one. */
export const listViewDefaults = pgTable(
  'list_view_default',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: varchar('resource', { length: 100 }).notNull(),
    list_view_id: integer('list_view_id')
      .notNull()
      .references(() => listViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.resource] })],
);

/**
 * Who has which record open now: one row per open form (`viewer`, a random id the form makes),
 * renewed while the form stays open; a row not renewed for a while no longer counts.
 */
export const recordPresence = pgTable(
  'record_presence',
  {
    viewer: varchar('viewer', { length: 64 }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: varchar('entity', { length: 100 }).notNull(),
    record_id: integer('record_id').notNull(),
    seen_at: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('record_presence_record_idx').on(t.entity, t.record_id)],
);

/**
 * The comments of an offer request (spec §3 `comments[]`): typed on its screen or, `byEmail`, a
 * received e-mail added to it (its title, uid, message id, account and type, filled by the
 * mailbox). Each may carry files (owner type `customer_request_comment`).
 */
export const customerRequestComments = pgTable(
  'customer_request_comment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_request_id: integer('customer_request_id')
      .notNull()
      .references((): AnyPgColumn => entityTable('customer_request').id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    byEmail: boolean('by_email').notNull().default(false),
    emailTitle: varchar('email_title', { length: 500 }),
    emailUid: varchar('email_uid', { length: 200 }),
    emailId: varchar('email_id', { length: 500 }),
    emailAccountId: integer('email_account_id'),
    emailType: varchar('email_type', { length: 20 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_request_comment_request_idx').on(t.customer_request_id, t.createdAt)],
);

/**
 * Every saved state of an order (and later an offer request), with what happened and who did it:
 * the order's change log (spec §4: created, edited, marked to delete or restored, deleted) and its
 * object versions (spec §7 `GET /object_version`) are the same rows. `data` is the record with its
 * lines after the action; `changes` lists the fields that changed (`{ field, from, to }`). No
 * foreign key to the record: the log of a deleted order stays.
 */
export const objectVersions = pgTable(
  'object_version',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    object_type: varchar('object_type', { length: 30 }).notNull(),
    object_id: integer('object_id').notNull(),
    version: integer('version').notNull(),
    action: varchar('action', { length: 20 }).$type<VersionAction>().notNull(),
    data: jsonb('data').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('object_version_object_idx').on(t.object_type, t.object_id, t.version)],
);
export type VersionAction = 'created' | 'edited' | 'status' | 'markedToDelete' | 'restored' | 'deleted';
export type FieldChange = { field: string; from: unknown; to: unknown };

/**
 * Every change of every record, written in the change's own transaction by the `record_audit`
 * triggers of the records' tables (migrations.ts), whatever code makes it: the record's table and
 * id, its version after the change, who made it (`zaplecze.user_id`) and from where
 * (`zaplecze.source`: portal, api, process, mail, import, system), and the changed columns as
 * `{ column: [before, after] }` (a secret as "***"). A record's lines changed in the same
 * transaction are rows of action `lines`, under the record, with the lines removed and added. No
 * route changes or deletes an entry; the log of a deleted record stays.
 */
export const recordAudit = pgTable(
  'record_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tx: bigint('tx', { mode: 'number' }).notNull().default(sql`txid_current()`),
    tableName: varchar('table_name', { length: 63 }).notNull(),
    recordId: integer('record_id').notNull(),
    version: integer('version'),
    action: varchar('action', { length: 10 }).$type<'insert' | 'update' | 'delete' | 'lines'>().notNull(),
    userId: integer('user_id'),
    source: varchar('source', { length: 10 }).notNull().default('system'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [index('record_audit_record_idx').on(t.tableName, t.recordId, t.id)],
);

/**
 * A running business process (spec §3 "An instance (exemplar) has the same fields" as its
 * definition): started by the workflow engine, never typed in, so it is no entity of the registry.
 * Its stages are a copy of the definition's when it started (editing the definition changes no
 * running process); `currentStageId` is the stage of its open task. Status Active, Stopped or Finished.
 */
export const bpExemplars = pgTable(
  'bp_exemplar',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    definitionId: integer('definition_id').references((): AnyPgColumn => entityTable('bp_definition').id, { onDelete: 'set null' }),
    description: varchar('description', { length: 200 }).notNull().default(''),
    ownerObjectName: varchar('owner_object_name', { length: 50 }).notNull(),
    ownerObjectId: integer('owner_object_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    status: varchar('status', { length: 20 }).notNull().default('Active'),
    currentStageId: varchar('current_stage_id', { length: 50 }),
    stages: text('stages').notNull().default(''),
    stageSettingsList: text('stage_settings_list').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('bp_exemplar_definition_id_idx').on(t.definitionId), index('bp_exemplar_owner_idx').on(t.ownerObjectName, t.ownerObjectId)],
);

/**
 * E-mail accounts (entity `email_account`): stored by hand because of the password, kept as
 * AES-256-GCM ciphertext (`server/modules/mailbox/mail/secret.ts`) and never selected by a read.
 */
export const emailAccounts = pgTable('email_account', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  imapHost: varchar('imap_host', { length: 253 }),
  imapPort: integer('imap_port').default(993),
  imapTls: boolean('imap_tls').notNull().default(true),
  smtpHost: varchar('smtp_host', { length: 253 }),
  smtpPort: integer('smtp_port').default(465),
  smtpTls: boolean('smtp_tls').notNull().default(true),
  login: varchar('login', { length: 254 }),
  password: text('password_secret'),
  storeReceived: boolean('store_received').notNull().default(false),
  storeSent: boolean('store_sent').notNull().default(true),
  sentFolder: varchar('sent_folder', { length: 200 }).default('Sent'),
  signature: text('signature'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ...recordStamp(),
});

/**
 * Received mail kept in PostgreSQL for accounts that store it (`storeReceived`): fetched by a
 * background job, read by `GET /mailbox/email/{pk}`. A message is one row per account, folder,
 * UIDVALIDITY and UID, so two instances fetching at once never store it twice. The HTML is kept
 * already sanitised; attachments are listed (their bytes stay on the IMAP server).
 */
export const receivedEmails = pgTable(
  'received_email',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => emailAccounts.id, { onDelete: 'cascade' }),
    box: varchar('box', { length: 500 }).notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageId: varchar('message_id', { length: 998 }),
    from: jsonb('from'),
    to: jsonb('to').notNull().default([]),
    cc: jsonb('cc').notNull().default([]),
    replyTo: jsonb('reply_to').notNull().default([]),
    subject: text('subject').notNull().default(''),
    date: timestamp('date', { withTimezone: true, mode: 'date' }),
    text: text('text').notNull().default(''),
    html: text('html').notNull().default(''),
    remoteImages: boolean('remote_images').notNull().default(false),
    htmlWithImages: text('html_with_images'),
    attachments: jsonb('attachments').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('received_email_message_idx').on(t.accountId, t.box, t.uidValidity, t.uid), index('received_email_account_date_idx').on(t.accountId, t.date)],
);

/** Entities stored by hand (`storage: 'custom'`): their tables, under the entity's name. */
const handWritten: Record<string, EntityTable> = { user: users, role_group: roleGroups, email_account: emailAccounts };

const built = new Map<string, EntityTable>(Object.entries(handWritten));
const lookup = (name: string): EntityTable => {
  const table = built.get(name);
  if (!table) throw new Error(`No table for entity ${name}`);
  return table;
};
const lines = new Map<string, EntityTable>();
for (const entity of registry) {
  if (entity.storage === 'generic') built.set(entity.name, buildEntityTable(entity, lookup));
  else if (!built.has(entity.name)) throw new Error(`Entity ${entity.name} is stored by hand but has no table`);
  for (const [key, field] of linesFields(entity)) lines.set(`${entity.name}.${key}`, buildLinesTable(entity, field, lookup));
}

/** The table of a registered entity. */
export const entityTable = lookup;

/** The table of an entity's `lines` field. */
export const linesTable = (entityName: string, key: string): EntityTable => {
  const table = lines.get(`${entityName}.${key}`);
  if (!table) throw new Error(`No lines table for ${entityName}.${key}`);
  return table;
};

/** The positions of a reclamation: which subjects (products, parts) it concerns, in order. */
export const reclamationItems = linesTable('reclamation', 'possitions');

/** Every table, keyed by name: what migrations are generated from. */
export const allTables: Record<string, unknown> = {
  users,
  sessions,
  authTokens,
  roleGroups,
  roleGroupSettings,
  roleGroupUsers,
  roleGroupCustomers,
  reclamationHistoryEvents,
  files,
  fileChunks,
  reportVariants,
  listViews,
  listViewGroups,
  listViewDefaults,
  recordPresence,
  userSettings,
  objectVersions,
  recordAudit,
  bpExemplars,
  customerRequestComments,
  emailAccounts,
  receivedEmails,
  ...Object.fromEntries([...built].filter(([name]) => !(name in handWritten))),
  ...Object.fromEntries([...lines.values()].map((table) => [getTableName(table), table])),
};
