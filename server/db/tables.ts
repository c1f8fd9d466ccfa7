import { boolean, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { registry } from '../../src/schemas/registry';
import type { EntityTable } from './entityTable';
import { buildEntityTable } from './entityTable';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Signed-in people: staff (user_type 1) and client users (user_type 2). */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** 1 = active; 0 = waiting for e-mail confirmation or switched off. */
  userStatus: integer('user_status').notNull().default(0),
  userType: integer('user_type').notNull().default(1),
  language: varchar('language', { length: 5 }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
  allClientsAccess: boolean('all_clients_access').notNull().default(false),
  userType: integer('user_type').notNull().default(1),
  createdAt: createdAt(),
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

const built = new Map<string, EntityTable>();
const lookup = (name: string): EntityTable => {
  const table = built.get(name);
  if (!table) throw new Error(`No table for entity ${name}`);
  return table;
};
for (const entity of registry) built.set(entity.name, buildEntityTable(entity, lookup));

/** The table of a registered entity. */
export const entityTable = lookup;

/** Every table, keyed by name: what migrations are generated from. */
export const allTables: Record<string, unknown> = {
  users,
  sessions,
  authTokens,
  roleGroups,
  roleGroupSettings,
  roleGroupUsers,
  ...Object.fromEntries(built),
};
