import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/executor.ts';
import { samePerson } from '../../../db/same-person.ts';
import { flocks, members, pepNameKey, peps } from '../../../db/schema/index.ts';

/** PEPs and members of the locale with the same name (accent- and case-blind) and the same mobile or e-mail. */
export async function findDuplicates(
  db: Executor,
  query: {
    localeId: string;
    firstName: string;
    lastName: string;
    mobile?: string;
    email?: string;
    exceptId?: string;
  },
) {
  const samePep = samePerson({ nameKey: pepNameKey, mobile: peps.mobile, email: peps.email }, query);
  const sameMember = samePerson(
    { nameKey: members.nameKey, mobile: members.mobile, email: members.email },
    query,
  );
  if (!samePep || !sameMember) return { peps: [], members: [] };
  const pepRows = await db
    .select({
      id: peps.id,
      displayName: sql<string>`${peps.firstName} || ' ' || ${peps.lastName}`,
      stage: peps.stage,
      mobile: peps.mobile,
    })
    .from(peps)
    .where(
      and(
        eq(peps.localeId, query.localeId),
        samePep,
        query.exceptId ? ne(peps.id, query.exceptId) : undefined,
      ),
    )
    .limit(20);
  const memberRows = await db
    .select({
      id: members.id,
      displayName: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
      customId: members.customId,
    })
    .from(members)
    .where(and(eq(members.currentLocaleId, query.localeId), sameMember))
    .limit(20);
  return { peps: pepRows, members: memberRows };
}

const winners = alias(members, 'winners');
const winnerFlocks = alias(flocks, 'winner_flocks');

/**
 * How far a PEP got on the path: the furthest of its current stage and every stage it was moved to
 * (1 contacted … 6 member; a drop is not a step, so 0).
 */
const rankOf = (stage: SQL) => sql`case ${stage} when 'contacted' then 1 when 'attending' then 2
  when 'studying' then 3 when 'scheduled' then 4 when 'baptized' then 5 when 'member' then 6 else 0 end`;
const reachedSql = sql<number>`greatest(${rankOf(sql`${peps.stage}`)}, coalesce((select max(${rankOf(sql`c.to_stage`)})
  from pep_stage_changes c where c.pep_id = ${peps.id}), 0))::int`;

/** The PEPs of a locale made in [from, to) (or scheduled for / baptized at an event), with how far each got. */
export async function listReached(
  db: Executor,
  filter: { localeId: string; from?: Date; to?: Date; eventId?: string },
) {
  const rows = await db
    .select({
      id: peps.id,
      stage: peps.stage,
      reached: reachedSql,
      flockId: peps.flockId,
      flockName: flocks.name,
      soulWinnerId: peps.soulWinnerId,
      soulWinnerName: sql<string | null>`${winners.firstName} || ' ' || ${winners.lastName}`,
      soulWinnerPhoto: winners.photo,
      soulWinnerFlockId: winners.flockId,
      soulWinnerFlockName: winnerFlocks.name,
    })
    .from(peps)
    .leftJoin(flocks, eq(flocks.id, peps.flockId))
    .leftJoin(winners, eq(winners.id, peps.soulWinnerId))
    .leftJoin(winnerFlocks, eq(winnerFlocks.id, winners.flockId))
    .where(
      and(
        eq(peps.localeId, filter.localeId),
        filter.from ? gte(peps.createdAt, filter.from) : undefined,
        filter.to ? lt(peps.createdAt, filter.to) : undefined,
        filter.eventId ? eq(peps.baptismEventId, filter.eventId) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, reached: Number(row.reached) }));
}
export type ReachedRow = Awaited<ReturnType<typeof listReached>>[number];
