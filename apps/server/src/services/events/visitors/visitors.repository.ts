import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { samePerson } from '../../../db/same-person.ts';
import {
  locales,
  members,
  pepNameKey,
  pepSearchText,
  pepStageChanges,
  peps,
} from '../../../db/schema/index.ts';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findLocale(db: Executor, localeId: string) {
  const [row] = await db
    .select({ id: locales.id, name: locales.name })
    .from(locales)
    .where(eq(locales.id, localeId));
  return row ?? null;
}

/** An endorsed member by id, as an invite link shows them: display name and locale only (and their account). */
export async function findEndorsedMember(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      localeId: members.currentLocaleId,
      userId: members.userId,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.endorsed, true)));
  return row ?? null;
}

/** Endorsed members of a locale whose name holds `q` (accent- and case-blind), by name, at most `limit`. */
export function searchEndorsedMembers(db: Executor, localeId: string, q: string, limit: number) {
  const pattern = sql`'%' || lower(congregate_unaccent(${likeEscape(q.trim())})) || '%'`;
  return db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(
      and(
        eq(members.currentLocaleId, localeId),
        eq(members.endorsed, true),
        sql`lower(congregate_unaccent(${members.firstName} || ' ' || ${members.lastName})) like ${pattern}`,
      ),
    )
    .orderBy(asc(members.nameKey), asc(members.id))
    .limit(limit);
}

/**
 * A PEP of the locale who is this person: the same name (accent- and case-blind) and the same mobile or
 * e-mail. The oldest when several are; locked until the transaction ends so two sends update one row.
 */
export async function findSamePerson(
  db: Executor,
  person: {
    localeId: string;
    firstName: string;
    lastName: string;
    mobile: string | null;
    email: string | null;
  },
) {
  const same = samePerson({ nameKey: pepNameKey, mobile: peps.mobile, email: peps.email }, person);
  if (!same) return null;
  const [row] = await db
    .select({ id: peps.id })
    .from(peps)
    .where(and(eq(peps.localeId, person.localeId), same))
    .orderBy(asc(peps.createdAt), asc(peps.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export interface VisitorPepValues {
  firstName: string;
  lastName: string;
  mobile: string | null;
  email: string | null;
  localeId: string;
  soulWinnerId: string | null;
  heardFrom: string | null;
}

/** A new PEP from the visitor form, at `contacted`, with its first stage-history row. */
export async function insertVisitorPep(db: Executor, values: VisitorPepValues): Promise<string> {
  const [row] = await db
    .insert(peps)
    .values({
      ...values,
      source: 'visitor-form',
      stage: 'contacted',
      contactConsentAt: sql`now()`,
    })
    .returning({ id: peps.id });
  await db.update(peps).set({ searchText: pepSearchText }).where(eq(peps.id, row!.id));
  await db.insert(pepStageChanges).values({ pepId: row!.id, fromStage: null, toStage: 'contacted' });
  return row!.id;
}

/**
 * Confirms a prospect's e-mail address from their link: true when `email` is still their PEP's address (it is
 * then the one an account invitation may go to), false when the PEP is gone or its address changed since.
 */
export async function confirmPepEmail(db: Executor, pepId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(peps)
    .set({ emailConfirmedFor: email, updatedAt: sql`now()` })
    .where(and(eq(peps.id, pepId), eq(peps.email, email)))
    .returning({ id: peps.id });
  return rows.length === 1;
}

/** The accounts of a PEP's soul winner: who to tell (none when the member has no account). */
export async function findSoulWinnerUser(db: Executor, pepId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: members.userId })
    .from(peps)
    .innerJoin(members, eq(members.id, peps.soulWinnerId))
    .where(and(eq(peps.id, pepId), isNotNull(members.userId)));
  return row?.userId ?? null;
}
