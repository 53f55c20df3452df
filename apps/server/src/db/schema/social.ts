import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socialProviders } from '@congregate/contracts';
import { users } from './accounts.ts';
import { oneOf } from './value-lists.ts';

/*
 * Social sign-in (issue 19, login service): the providers linked to an account, the sign-ins begun at a
 * provider (their `state`), and the provider sign-ins waiting for their owner's confirmation or registration.
 * No provider token is stored anywhere.
 */

/** A provider's account linked to a Congregate account: one per provider and account, one account per provider id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the person (`sub`; Facebook's app-scoped id). */
    subject: text('subject').notNull(),
    /** The verified e-mail the provider gave when it was linked (shown on "Sign-in methods"). */
    email: text('email').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider').on(t.userId, t.provider),
    check('user_identities_provider_valid', oneOf(t.provider, socialProviders)),
  ],
);

/** A sign-in begun at a provider: the `state` (hashed), the PKCE verifier and nonce, used once within minutes. */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    /** SHA-256 of the `state` sent to the provider. */
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    /** `sign_in`, or `link` (adding the provider to the signed-in `user_id`). */
    intent: text('intent').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('oauth_flows_expires_idx').on(t.expiresAt),
    check('oauth_flows_provider_valid', oneOf(t.provider, socialProviders)),
    check('oauth_flows_intent_valid', sql`${t.intent} in ('sign_in', 'link')`),
    check('oauth_flows_link_has_user', sql`${t.intent} <> 'link' or ${t.userId} is not null`),
  ],
);

/**
 * A provider sign-in waiting for a step: `confirm` (an account has the verified e-mail; its owner confirms once,
 * by password or a mailed link) or `register` (a new person). Used once, within half an hour.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    /** SHA-256 of the token in the page's address. */
    tokenHash: text('token_hash').primaryKey(),
    next: text('next').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photoUrl: text('photo_url'),
    /** `confirm`: the account to link to. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the mailed confirmation link's token, while one is out. */
    emailTokenHash: text('email_token_hash'),
    emailTokenExpiresAt: timestamp('email_token_expires_at', { withTimezone: true }),
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('social_sign_ins_expires_idx').on(t.expiresAt),
    uniqueIndex('social_sign_ins_email_token').on(t.emailTokenHash),
    check('social_sign_ins_next_valid', sql`${t.next} in ('confirm', 'register')`),
    check('social_sign_ins_provider_valid', oneOf(t.provider, socialProviders)),
    check('social_sign_ins_confirm_has_user', sql`${t.next} <> 'confirm' or ${t.userId} is not null`),
  ],
);
