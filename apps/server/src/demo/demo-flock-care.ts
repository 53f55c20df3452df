import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { flocks, locales, memberNotes, members } from '../db/schema/index.ts';

/** Notes the demo flock leader keeps about members of the demo flock. */
export const DEMO_NOTES = [
  'Asked us to pray for her mother’s surgery next month.',
  'Started a new job in Makati; comes to the evening service for now.',
  'Wants to join the choir; told him about the group page.',
] as const;

const DAY_MS = 86_400_000;
const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * A flock leader's week in the demo (issue 15): wedding dates for the married and widowed (between 22 and 33,
 * never in the future), a birthday and a wedding anniversary in the demo flock this week and this month, and
 * notes by the demo flock leader on three of its members.
 */
export async function seedDemoFlockCare(
  tx: Executor,
  now: Date,
  options: { firstLocaleId: string; demoFlockName: string; leaderUserId: string; demoMemberEmail: string },
): Promise<{ weddings: number; notes: number }> {
  const today = now.toISOString().slice(0, 10);
  // Deterministic per member (the demo is seeded the same way every time): 22–33 years after birth, a day of the year.
  const weddings = await tx
    .update(members)
    .set({
      weddingDate: sql`least(
        (${members.birthDate} + make_interval(years => 22 + abs(hashtext(${members.customId})) % 12)
          + make_interval(days => abs(hashtext(${members.id}::text)) % 300))::date,
        ${today}::date - 30)`,
    })
    .where(
      and(
        or(eq(members.civilStatus, 'married'), eq(members.civilStatus, 'widowed')),
        isNotNull(members.birthDate),
        sql`${members.birthDate} < ${today}::date - interval '24 years'`,
      ),
    )
    .returning({ id: members.id });

  const [flock] = await tx
    .select({ id: flocks.id, timeZone: locales.timeZone })
    .from(flocks)
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(and(eq(flocks.localeId, options.firstLocaleId), eq(flocks.name, options.demoFlockName)));
  if (!flock) return { weddings: weddings.length, notes: 0 };

  // People of the demo flock other than the demo member and the leader: one gets a birthday, one an anniversary.
  const others = await tx
    .select({ id: members.id, birthDate: members.birthDate })
    .from(members)
    .where(
      and(
        eq(members.flockId, flock.id),
        sql`${members.email} is distinct from ${options.demoMemberEmail}`,
        sql`${members.userId} is distinct from ${options.leaderUserId}`,
      ),
    )
    .orderBy(asc(members.customId));

  // A day of this week (Sunday to Saturday) and this month in the locale, two days ahead when it can be.
  const localToday = dayIn(flock.timeZone, now);
  const candidates = [2, 1, 0]
    .map((ahead) => dayIn(flock.timeZone, new Date(now.getTime() + ahead * DAY_MS)))
    .filter(
      (day) =>
        day.slice(0, 7) === localToday.slice(0, 7) &&
        weekday(day) >= weekday(localToday) &&
        day >= localToday,
    );
  const celebration = candidates[0] ?? localToday;
  const birthdayOf = others[0];
  if (birthdayOf) {
    const year = Number(birthdayOf.birthDate?.slice(0, 4) ?? '1988');
    await tx
      .update(members)
      .set({ birthDate: `${year}${celebration.slice(4)}`.replace(/-02-29$/, '-02-28') })
      .where(eq(members.id, birthdayOf.id));
  }
  // An adult (married at 22 or later) for the anniversary.
  const anniversaryOf = others.slice(1).find((o) => o.birthDate !== null && o.birthDate < '1990-01-01');
  if (anniversaryOf) {
    await tx
      .update(members)
      .set({
        civilStatus: 'married',
        weddingDate: `2012${celebration.slice(4)}`.replace(/-02-29$/, '-02-28'),
      })
      .where(eq(members.id, anniversaryOf.id));
  }

  // The leader's notes: on the demo member and the first two others.
  const [demoMember] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.email, options.demoMemberEmail), eq(members.flockId, flock.id)));
  const noted = [demoMember?.id, ...others.map((o) => o.id)]
    .filter((id): id is string => Boolean(id))
    .slice(0, 3);
  if (noted.length > 0) {
    await tx.insert(memberNotes).values(
      noted.map((memberId, i) => ({
        memberId,
        authorId: options.leaderUserId,
        body: DEMO_NOTES[i % DEMO_NOTES.length]!,
        createdAt: new Date(now.getTime() - (i + 1) * 3 * DAY_MS),
        updatedAt: new Date(now.getTime() - (i + 1) * 3 * DAY_MS),
      })),
    );
  }
  return { weddings: weddings.length, notes: noted.length };
}
