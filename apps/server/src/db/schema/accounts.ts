import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consentKinds, userTypes } from '@congregate/contracts';
import { oneOf } from './value-lists.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['member', 'admin', 'kiosk'] })
      .notNull()
      .default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * False for an account registered through a social provider (issue 19): its `password_hash` is of a random
     * secret nobody knows, until the person sets a password.
     */
    passwordSet: boolean('password_set').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_type_valid', oneOf(t.userType, userTypes)),
    check('users_email_shape', sql`position('@' in ${t.email}) > 1`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Anti-forgery token bound to this session, mirrored in the `XSRF-TOKEN` cookie. */
    xsrfToken: text('xsrf_token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: inet('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    check('sessions_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    scopeType: text('scope_type').notNull(),
    /** Flock, locale or district id; null for `self` and `all`. */
    scopeId: uuid('scope_id'),
    /** A flock leader's place on the flock: `leader` or `assistant` (both lead it); null for other roles. */
    position: text('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('role_assignments_unique').on(
      t.userId,
      t.role,
      t.scopeType,
      sql`coalesce(${t.scopeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('role_assignments_scope_idx').on(t.scopeType, t.scopeId),
    check(
      'role_assignments_role_scope',
      sql`(${t.role} = 'member' and ${t.scopeType} = 'self' and ${t.scopeId} is null)
        or (${t.role} = 'flock_leader' and ${t.scopeType} = 'flock' and ${t.scopeId} is not null)
        or (${t.role} in ('locale_admin', 'finance', 'kiosk') and ${t.scopeType} = 'locale' and ${t.scopeId} is not null)
        or (${t.role} = 'district_admin' and ${t.scopeType} = 'district' and ${t.scopeId} is not null)
        or (${t.role} = 'super_admin' and ${t.scopeType} = 'all' and ${t.scopeId} is null)`,
    ),
    check(
      'role_assignments_position',
      sql`${t.position} is null or (${t.role} = 'flock_leader' and ${t.position} in ('leader', 'assistant'))`,
    ),
  ],
);

/** Failed sign-in counters per account and per address, kept in the database so replicas share them. */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ip: inet('ip'),
  },
  (t) => [index('consents_user_idx').on(t.userId), check('consents_kind_valid', oneOf(t.kind, consentKinds))],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    localeId: uuid('locale_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: inet('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);
