import type {
  Celebrant,
  CelebrantPeriod,
  FlockMemberDetail,
  FlockMemberPage,
  FlockOverview,
  LedFlock,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { DAILY_NOTICE_HOUR } from '../../../lib/daily-notices.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import { notFound } from '../../../lib/errors.ts';
import { addDays, celebrantsBetween, hourIn, periodOf, sundayOf, todayIn } from './flock-calendar.ts';
import {
  checkInDaysSince,
  findFlock,
  findMainAddress,
  findMemberOfFlock,
  flockMemberKeys,
  listFlockMembers,
  listFlockStaff,
  listLedFlocks,
  listOpenPeps,
  listPendingJoinRequests,
  listPepsWon,
  listRecentCheckIns,
  listStaffedFlocks,
  listRelatives,
  listUpcomingRsvps,
  listWeekGatherings,
  membersCheckedIn,
  pageFlockMembers,
  type FlockRow,
} from './flock-care.repository.ts';

const PAGE_SIZE = 50;
const HISTORY_WEEKS = 12;
const RECENT_CHECK_INS = 20;

type Row<T> = T extends (infer R)[] ? R : never;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const nameOrNull = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** A leader's flock: its week, members, a member's detail and celebrants (`flock-page` and its pages). */
export function createFlockCareService(db: Database) {
  /** The flock the call's rule let through (its leaders and its locale's admins), as this feature reads it. */
  async function flockOf(allowed: RecordInScope<'flock'>): Promise<FlockRow> {
    const flock = await findFlock(db, allowed.id);
    if (!flock) throw notFound('The flock');
    return flock;
  }

  async function celebrantsOf(flock: FlockRow, period: CelebrantPeriod, date?: string): Promise<Celebrant[]> {
    const { start, end } = periodOf(date ?? todayIn(flock.timeZone), period);
    return celebrantsBetween(await listFlockMembers(db, flock.id), start, end);
  }

  const summary = (m: Row<Awaited<ReturnType<typeof listFlockMembers>>>) => ({
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    photo: m.photo,
    mobile: m.mobile,
    email: m.email,
  });

  /** "Maria Santos (birthday), Jose and Ana Reyes (wedding anniversary, 10 years)". */
  const celebrantWords = (c: Celebrant) =>
    c.kind === 'birthday'
      ? `${c.name} (birthday)`
      : `${c.name} (wedding anniversary, ${c.years} ${c.years === 1 ? 'year' : 'years'})`;

  return {
    /**
     * The daily job's part: each flock's leaders and assistants get one notice of today's birthdays and
     * wedding anniversaries in the flock (today on its locale's clock, from 07:00 there); nothing when
     * there are none. Run again the same day, it writes nothing new. Answers how many flocks had celebrants.
     */
    async celebrantNotices(now: Date = new Date()): Promise<number> {
      const staff = await listStaffedFlocks(db);
      const flocks = new Map<string, { name: string; timeZone: string; userIds: string[] }>();
      for (const row of staff) {
        const flock = flocks.get(row.flockId) ?? { name: row.flockName, timeZone: row.timeZone, userIds: [] };
        flock.userIds.push(row.userId);
        flocks.set(row.flockId, flock);
      }
      const notices: Notice[] = [];
      let flocksCelebrating = 0;
      for (const [flockId, flock] of flocks) {
        if (hourIn(flock.timeZone, now) < DAILY_NOTICE_HOUR) continue;
        const today = todayIn(flock.timeZone, now);
        const celebrants = celebrantsBetween(await listFlockMembers(db, flockId), today, today);
        if (celebrants.length === 0) continue;
        flocksCelebrating += 1;
        for (const userId of flock.userIds) {
          notices.push({
            userId,
            kind: 'celebrants.today',
            message: `Celebrating today in ${flock.name}: ${celebrants.map(celebrantWords).join(', ')}.`,
            link: `/flock-member-celebrants?flockId=${flockId}`,
            data: { flockId, date: today, memberIds: celebrants.map((c) => c.memberId) },
            dedupeKey: `celebrants:${flockId}:${today}`,
          });
        }
      }
      await db.transaction((tx) => notify(tx, notices));
      return flocksCelebrating;
    },

    /** The flocks the caller leads or assists (endorsed members only; empty for everyone else). */
    async led(actor: Actor): Promise<LedFlock[]> {
      if (!actor.endorsed) return [];
      return listLedFlocks(db, actor.userId);
    },

    async overview(allowed: RecordInScope<'flock'>, date?: string): Promise<FlockOverview> {
      const flock = await flockOf(allowed);
      const start = sundayOf(date ?? todayIn(flock.timeZone));
      const end = addDays(start, 6);
      const [staff, people, weekGatherings, openPeps, rsvps, requests] = await Promise.all([
        listFlockStaff(db, flock.id),
        listFlockMembers(db, flock.id),
        listWeekGatherings(db, flock.localeId, flock.timeZone, start, addDays(end, 1)),
        listOpenPeps(db, flock.id),
        listUpcomingRsvps(db, flock.id),
        listPendingJoinRequests(db, flock.id),
      ]);
      const present = await membersCheckedIn(
        db,
        weekGatherings.map((g) => g.id),
        people.map((p) => p.id),
      );
      return {
        flock: {
          id: flock.id,
          name: flock.name,
          cluster: flock.cluster,
          localeId: flock.localeId,
          localeName: flock.localeName,
          timeZone: flock.timeZone,
          leaders: staff.map((s) => ({ memberId: s.memberId, name: fullName(s), position: s.position })),
        },
        memberCount: people.length,
        week: {
          start,
          end,
          gatherings: weekGatherings.map((g) => ({
            id: g.id,
            name: g.name,
            startsAt: g.startsAt.toISOString(),
          })),
          attended: present.size,
          absentees: people.filter((p) => !present.has(p.id)).map(summary),
          present: people.filter((p) => present.has(p.id)).map(summary),
        },
        celebrants: celebrantsBetween(people, start, end),
        openPeps: openPeps.map((p) => ({
          id: p.id,
          name: fullName(p),
          stage: p.stage as FlockOverview['openPeps'][number]['stage'],
          soulWinnerName: nameOrNull(p.soulWinnerFirst, p.soulWinnerLast),
          nextFollowUpAt: p.nextFollowUpAt,
        })),
        rsvps: rsvps.map((r) => ({
          id: r.id,
          eventName: r.eventName,
          eventStartsAt: r.eventStartsAt.toISOString(),
          guestName: fullName(r),
          partySize: r.partySize,
          status: r.status as FlockOverview['rsvps'][number]['status'],
          invitedByName: nameOrNull(r.inviterFirst, r.inviterLast),
        })),
        pendingJoinRequests: requests.map((r) => ({
          id: r.id,
          memberId: r.memberId,
          memberName: fullName(r),
          message: r.message,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    async members(
      allowed: RecordInScope<'flock'>,
      query: { q?: string; cursor?: string },
    ): Promise<FlockMemberPage> {
      const flock = await flockOf(allowed);
      const after = flockMemberKeys.read(query.cursor) ?? undefined;
      const q = query.q?.trim().toLowerCase() || undefined;
      const { rows, total } = await pageFlockMembers(db, flock.id, { q, after, limit: PAGE_SIZE });
      const page = rows.slice(0, PAGE_SIZE);
      return {
        items: page.map((r) => ({
          id: r.id,
          customId: r.customId,
          firstName: r.firstName,
          lastName: r.lastName,
          photo: r.photo,
          type: r.type as FlockMemberPage['items'][number]['type'],
          mobile: r.mobile,
          email: r.email,
          lastAttendedAt: r.lastAttendedAt,
        })),
        nextCursor: flockMemberKeys.next(rows, PAGE_SIZE, (row) => [row.nameKey ?? '', row.id]),
        total,
        timeZone: flock.timeZone,
      };
    },

    /** One member of the flock; a member not (or no longer) in it 404. */
    async member(allowed: RecordInScope<'flock'>, memberId: string): Promise<FlockMemberDetail> {
      const flock = await flockOf(allowed);
      const member = await findMemberOfFlock(db, flock.id, memberId);
      if (!member) throw notFound('The member of this flock');
      const firstWeek = addDays(sundayOf(todayIn(flock.timeZone)), -7 * (HISTORY_WEEKS - 1));
      const [address, relatives, days, recent, won] = await Promise.all([
        findMainAddress(db, member.id),
        listRelatives(db, member.id),
        checkInDaysSince(db, member.id, flock.timeZone, firstWeek),
        listRecentCheckIns(db, member.id, RECENT_CHECK_INS),
        listPepsWon(db, member.id),
      ]);
      const weeks = Array.from({ length: HISTORY_WEEKS }, (_, i) => ({
        start: addDays(firstWeek, 7 * i),
        attended: 0,
      }));
      for (const day of days) {
        const week = weeks.find((w) => w.start === sundayOf(day));
        if (week) week.attended += 1;
      }
      return {
        id: member.id,
        customId: member.customId,
        firstName: member.firstName,
        lastName: member.lastName,
        photo: member.photo,
        type: member.type as FlockMemberDetail['type'],
        mobile: member.mobile,
        email: member.email,
        address: address
          ? [
              address.line1,
              address.line2,
              address.city,
              address.province,
              address.postalCode,
              address.countryId,
            ]
              .filter((part) => part && part.trim() !== '')
              .join(', ')
          : null,
        birthDate: member.birthDate,
        weddingDate: member.weddingDate,
        civilStatus: member.civilStatus,
        relatives: relatives.map((r) => ({
          id: r.id,
          relationship: r.relationship,
          name: fullName(r),
          mobile: r.mobile,
          relativeMemberId: r.relativeMemberId,
        })),
        attendance: {
          weeks,
          recent: recent.map((c) => ({
            id: c.id,
            gatheringName: c.gatheringName,
            checkedInAt: c.checkedInAt.toISOString(),
            method: c.method as FlockMemberDetail['attendance']['recent'][number]['method'],
          })),
        },
        pepsWon: won.map((p) => ({
          id: p.id,
          name: fullName(p),
          stage: p.stage as FlockMemberDetail['pepsWon'][number]['stage'],
          baptizedAt: p.baptizedAt?.toISOString() ?? null,
        })),
        notesVisible: true,
        timeZone: flock.timeZone,
      };
    },

    async celebrants(
      allowed: RecordInScope<'flock'>,
      query: { period: CelebrantPeriod; date?: string },
    ): Promise<Celebrant[]> {
      const flock = await flockOf(allowed);
      return celebrantsOf(flock, query.period, query.date);
    },
  };
}
export type FlockCareService = ReturnType<typeof createFlockCareService>;
