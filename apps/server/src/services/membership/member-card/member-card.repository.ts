import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { locales, members } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

const cardColumns = {
  memberId: members.id,
  customId: members.customId,
  firstName: members.firstName,
  lastName: members.lastName,
  photo: members.photo,
  localeName: locales.name,
  version: members.cardVersion,
  // Whole seconds: the token's `iat` is in seconds, and the answer's `issuedAt` must say the same.
  issuedAtSeconds: sql<number>`floor(extract(epoch from ${members.cardIssuedAt}))::int`,
};

export interface CardHolder {
  memberId: string;
  customId: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  localeName: string;
  version: number;
  /** When the current version was issued, in whole seconds since the epoch. */
  issuedAtSeconds: number;
}

/** What a member's card shows and signs. */
export async function findCardHolder(db: Executor, member: MemberInScope): Promise<CardHolder | null> {
  const { memberId } = member;
  const [row] = await db
    .select(cardColumns)
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(members.id, memberId));
  return row ? { ...row, issuedAtSeconds: Number(row.issuedAtSeconds) } : null;
}

/** Starts a new card version now; every older card is superseded. Answers the new version. */
export async function bumpCardVersion(
  db: Executor,
  member: MemberInScope,
): Promise<{ before: number; after: number } | null> {
  const { memberId } = member;
  const [row] = await db
    .update(members)
    .set({ cardVersion: sql`${members.cardVersion} + 1`, cardIssuedAt: sql`now()` })
    .where(eq(members.id, memberId))
    .returning({ after: members.cardVersion });
  return row ? { before: row.after - 1, after: row.after } : null;
}
