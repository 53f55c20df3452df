import { and, eq, isNotNull } from 'drizzle-orm';
import type { CheckInMethod, ServiceScheduleEntry } from '@congregate/contracts';
import { occurrencesBetween } from '../services/events/gatherings/gatherings.schedule.ts';
import type { Executor } from '../db/executor.ts';
import {
  checkIns,
  gatherings,
  kiosks,
  locales,
  members,
  qrLocations,
  roleAssignments,
  users,
} from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
const WEEKS = 12;
const CHECK_IN_CHUNK = 1000;

/** Who records what in the demo: the accounts a check-in names as its recorder. */
export interface AttendanceActors {
  adminUserId: string;
  secretaryUserId: string;
  leaderUserId: string;
  /** The demo leader's flock: its members are sometimes recorded by hand by that leader. */
  demoFlockId: string;
  firstLocaleId: string;
}

/** How a demo member comes: most weekly, some stopped coming, some new. */
type Habit =
  | { kind: 'regular'; rate: number }
  | { kind: 'stopped'; lastWeek: number }
  | { kind: 'new'; fromWeek: number };

function habitOf(random: () => number, always: boolean): Habit {
  if (always) return { kind: 'regular', rate: 0.95 };
  const r = random();
  // About 6% stopped coming (absent from at least their last three weeks), 5% came for the first time lately.
  if (r < 0.06) return { kind: 'stopped', lastWeek: 5 + Math.floor(random() * 4) };
  if (r < 0.11) return { kind: 'new', fromWeek: WEEKS - 3 + Math.floor(random() * 3) };
  return { kind: 'regular', rate: 0.72 + random() * 0.2 };
}

function comes(habit: Habit, week: number, random: () => number): boolean {
  switch (habit.kind) {
    case 'regular':
      return random() < habit.rate;
    case 'stopped':
      return week <= habit.lastWeek && random() < 0.85;
    case 'new':
      return week >= habit.fromWeek && random() < 0.9;
  }
}

function methodOf(random: () => number): CheckInMethod {
  const r = random();
  if (r < 0.55) return 'qr';
  if (r < 0.7) return 'kiosk-search';
  if (r < 0.87) return 'qr-location';
  if (r < 0.93) return 'manual';
  return 'flock-leader';
}

/**
 * Twelve weeks of gatherings (the locales' schedules, made as the events service makes them) and check-ins
 * for every demo locale, one kiosk ("Lobby kiosk", ready to pair) and one QR-location poster in the first
 * locale. Bulk inserts: a few statements for some thousands of rows.
 */
export async function seedAttendance(
  tx: Executor,
  random: () => number,
  now: Date,
  actors: AttendanceActors,
): Promise<{ gatherings: number; checkIns: number }> {
  const [kioskUser] = await tx
    .insert(users)
    .values({
      email: 'kiosk-lobby@kiosk.invalid',
      passwordHash: '!kiosk-pairs-with-a-code',
      userType: 'kiosk',
    })
    .returning({ id: users.id });
  await tx.insert(roleAssignments).values({
    userId: kioskUser!.id,
    role: 'kiosk',
    scopeType: 'locale',
    scopeId: actors.firstLocaleId,
    createdBy: actors.secretaryUserId,
  });
  await tx.insert(kiosks).values({
    localeId: actors.firstLocaleId,
    name: 'Lobby kiosk',
    userId: kioskUser!.id,
    createdBy: actors.secretaryUserId,
  });
  await tx
    .insert(qrLocations)
    .values({ localeId: actors.firstLocaleId, room: 'Main sanctuary', createdBy: actors.secretaryUserId });

  const localeRows = await tx
    .select({ id: locales.id, timeZone: locales.timeZone, schedule: locales.serviceSchedule })
    .from(locales);
  const memberRows = await tx
    .select({
      id: members.id,
      localeId: members.currentLocaleId,
      flockId: members.flockId,
      userId: members.userId,
    })
    .from(members)
    .where(and(eq(members.endorsed, true), isNotNull(members.endorsedAt)));
  const from = new Date(now.getTime() - WEEKS * 7 * DAY_MS);
  let gatheringCount = 0;
  const rows: (typeof checkIns.$inferInsert)[] = [];

  for (const locale of localeRows) {
    const schedule = locale.schedule as ServiceScheduleEntry[];
    const occurrences = occurrencesBetween(schedule, locale.timeZone, from, now);
    if (occurrences.length === 0) continue;
    const made = await tx
      .insert(gatherings)
      .values(
        occurrences.map((o) => ({
          localeId: locale.id,
          name: o.title,
          startsAt: o.startsAt,
          endsAt: o.endsAt,
          scheduleSlot: o.slot,
          kind: 'worship',
        })),
      )
      .returning({ id: gatherings.id, startsAt: gatherings.startsAt, slot: gatherings.scheduleSlot });
    gatheringCount += made.length;
    const sundayTimes = schedule.filter((e) => e.day === 0).map((e) => e.time);
    const people = memberRows.filter((m) => m.localeId === locale.id);
    // One member of the demo leader's flock stopped coming a while ago, so the leader's care list ("who to call",
    // home and the flock page) has someone on it whatever the draw.
    const awayFromDemoFlock = people.find((m) => m.flockId === actors.demoFlockId && m.userId === null);
    for (const person of people) {
      const demoPerson = person.flockId === actors.demoFlockId && person.userId !== null;
      const drawn = habitOf(random, demoPerson);
      const habit: Habit = person === awayFromDemoFlock ? { kind: 'stopped', lastWeek: 4 } : drawn;
      // Each member has a usual Sunday service, and comes to a weekday one now and then.
      const usual =
        sundayTimes.length > 0 ? sundayTimes[Math.floor(random() * sundayTimes.length)] : undefined;
      // Whether they come at all is decided once a week; a weekday gathering gets a quarter of those who do.
      const weeks = new Map<number, boolean>();
      for (const gathering of made) {
        const week = Math.floor((gathering.startsAt.getTime() - from.getTime()) / (7 * DAY_MS));
        if (!weeks.has(week)) weeks.set(week, comes(habit, week, random));
        if (!weeks.get(week)) continue;
        const time = gathering.slot!.slice(11);
        const sunday = sundayTimes.includes(time);
        if (sunday && time !== usual) continue;
        if (!sunday && random() > 0.25) continue;
        const method = methodOf(random);
        const checkedInAt = new Date(
          gathering.startsAt.getTime() + Math.floor((random() * 50 - 35) * 60_000),
        );
        if (checkedInAt > now) continue;
        const kioskMade = method === 'qr' || method === 'kiosk-search';
        rows.push({
          gatheringId: gathering.id,
          memberId: person.id,
          localeId: locale.id,
          method,
          checkedInAt,
          recordedBy: kioskMade
            ? locale.id === actors.firstLocaleId
              ? kioskUser!.id
              : null
            : method === 'manual'
              ? locale.id === actors.firstLocaleId
                ? actors.secretaryUserId
                : actors.adminUserId
              : method === 'flock-leader'
                ? person.flockId === actors.demoFlockId
                  ? actors.leaderUserId
                  : actors.adminUserId
                : person.userId,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += CHECK_IN_CHUNK) {
    await tx.insert(checkIns).values(rows.slice(start, start + CHECK_IN_CHUNK));
  }
  return { gatherings: gatheringCount, checkIns: rows.length };
}
