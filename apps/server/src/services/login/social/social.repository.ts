import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SocialProvider } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { oauthFlows, socialSignIns, userIdentities } from '../../../db/schema/index.ts';

export type OAuthFlowRow = typeof oauthFlows.$inferSelect;
export type SocialSignInRow = typeof socialSignIns.$inferSelect;

export async function insertFlow(db: Executor, flow: typeof oauthFlows.$inferInsert) {
  await db.insert(oauthFlows).values(flow);
}

/**
 * Takes the flow of a `state` in one statement (deleted as it is read), so a replayed callback finds nothing;
 * an expired flow is taken too, and the caller refuses it.
 */
export async function takeFlow(db: Executor, stateHash: string): Promise<OAuthFlowRow | null> {
  const [row] = await db.delete(oauthFlows).where(eq(oauthFlows.stateHash, stateHash)).returning();
  return row ?? null;
}

export async function findIdentity(db: Executor, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** The providers linked to an account, locked until the transaction ends (unlinking counts them). */
export async function listIdentities(db: Executor, userId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.provider));
  return options.lock ? query.for('update') : query;
}

/**
 * Links a provider's account to a user, replacing another account of the same provider linked before (the
 * caller has checked the provider's account is nobody else's).
 */
export async function linkIdentity(
  db: Executor,
  identity: { userId: string; provider: SocialProvider; subject: string; email: string; signedIn: boolean },
) {
  const lastSignInAt = identity.signedIn ? sql`now()` : null;
  await db
    .insert(userIdentities)
    .values({
      userId: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      lastSignInAt,
    })
    .onConflictDoUpdate({
      target: [userIdentities.userId, userIdentities.provider],
      set: { subject: identity.subject, email: identity.email, linkedAt: sql`now()`, lastSignInAt },
    });
}

export async function markIdentitySignedIn(db: Executor, identityId: string) {
  await db
    .update(userIdentities)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(userIdentities.id, identityId));
}

export async function deleteIdentity(db: Executor, userId: string, provider: SocialProvider) {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

export async function insertSocialSignIn(db: Executor, signIn: typeof socialSignIns.$inferInsert) {
  await db.insert(socialSignIns).values(signIn);
}

/** A pending sign-in that is unused and unexpired. */
export async function findUsableSignIn(db: Executor, tokenHash: string): Promise<SocialSignInRow | null> {
  const [row] = await db
    .select()
    .from(socialSignIns)
    .where(
      and(
        eq(socialSignIns.tokenHash, tokenHash),
        isNull(socialSignIns.usedAt),
        gt(socialSignIns.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The pending sign-in of a mailed link that is unused and whose link has not expired. */
export async function findSignInByEmailToken(db: Executor, emailTokenHash: string) {
  const [row] = await db
    .select()
    .from(socialSignIns)
    .where(
      and(
        eq(socialSignIns.emailTokenHash, emailTokenHash),
        isNull(socialSignIns.usedAt),
        gt(socialSignIns.emailTokenExpiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Sets the mailed link of a pending sign-in (a new one replaces the one sent before). */
export async function setEmailToken(
  db: Executor,
  tokenHash: string,
  emailTokenHash: string,
  expiresAt: Date,
) {
  await db
    .update(socialSignIns)
    .set({ emailTokenHash, emailTokenExpiresAt: expiresAt })
    .where(eq(socialSignIns.tokenHash, tokenHash));
}

/** Uses a pending sign-in up, once: answers false when another request used it first. */
export async function useSignIn(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(socialSignIns)
    .set({ usedAt: sql`now()` })
    .where(and(eq(socialSignIns.tokenHash, tokenHash), isNull(socialSignIns.usedAt)))
    .returning({ tokenHash: socialSignIns.tokenHash });
  return rows.length > 0;
}

/** Housekeeping: deletes expired flows; answers how many. */
export async function deleteExpiredFlows(db: Executor): Promise<number> {
  const rows = await db
    .delete(oauthFlows)
    .where(lte(oauthFlows.expiresAt, sql`now()`))
    .returning({ stateHash: oauthFlows.stateHash });
  return rows.length;
}

/** Housekeeping: deletes pending sign-ins used, or expired along with any link mailed for them; answers how many. */
export async function deleteSpentSignIns(db: Executor): Promise<number> {
  const rows = await db
    .delete(socialSignIns)
    .where(
      or(
        sql`${socialSignIns.usedAt} is not null`,
        and(
          lte(socialSignIns.expiresAt, sql`now()`),
          or(isNull(socialSignIns.emailTokenExpiresAt), lte(socialSignIns.emailTokenExpiresAt, sql`now()`)),
        ),
      ),
    )
    .returning({ tokenHash: socialSignIns.tokenHash });
  return rows.length;
}
