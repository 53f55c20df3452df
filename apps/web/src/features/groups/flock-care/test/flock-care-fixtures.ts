import {
  attendanceReportCalls,
  flockCareCalls,
  localesCalls,
  rolePermissions,
  userAccessCalls,
  type Celebrant,
  type FlockMemberDetail,
  type FlockMemberRow,
  type FlockOverview,
  type FlockReport,
  type UserAccess,
} from '@congregate/contracts';
import {
  ids,
  makeLocale,
  makeUserAccess,
  on,
  routeList,
  type FakeRoutes,
} from '../../../../test/fake-server.ts';
import { signedInMember } from '../../../../test/signed-in.ts';

export const flockId = ids.flock;
export const anaId = '81818181-8181-4181-8181-818181818181';
export const benId = '82828282-8282-4282-8282-828282828282';
export const pepId = '83838383-8383-4383-8383-838383838383';

export const anaCelebrant: Celebrant = {
  memberId: anaId,
  name: 'Ana Reyes',
  photo: null,
  kind: 'birthday',
  date: '2026-03-03',
  years: 30,
  mobile: '+639171111111',
  email: null,
};
export const benAnniversary: Celebrant = {
  memberId: benId,
  name: 'Ben Cruz',
  photo: null,
  kind: 'wedding',
  date: '2026-03-20',
  years: 10,
  mobile: null,
  email: 'ben@example.org',
};

export function overview(overrides: Partial<FlockOverview> = {}): FlockOverview {
  return {
    flock: {
      id: flockId,
      name: 'C1-Joy',
      cluster: 'C1',
      localeId: ids.locale,
      localeName: 'Quezon City',
      timeZone: 'Asia/Manila',
      leaders: [{ memberId: ids.member, name: 'Maria Santos', position: 'leader' }],
    },
    memberCount: 12,
    week: {
      start: '2026-03-01',
      end: '2026-03-07',
      gatherings: [
        {
          id: '91919191-9191-4191-8191-919191919191',
          name: 'Sunday Worship',
          startsAt: '2026-03-01T01:00:00.000Z',
        },
      ],
      attended: 11,
      absentees: [
        { id: anaId, firstName: 'Ana', lastName: 'Reyes', photo: null, mobile: '+639171111111', email: null },
      ],
      present: [],
    },
    celebrants: [anaCelebrant],
    openPeps: [
      {
        id: pepId,
        name: 'Paolo Prospect',
        stage: 'attending',
        soulWinnerName: 'Ana Reyes',
        nextFollowUpAt: null,
      },
    ],
    rsvps: [
      {
        id: '84848484-8484-4484-8484-848484848484',
        eventName: 'Home Free Crusade',
        eventStartsAt: '2026-03-15T10:00:00.000Z',
        guestName: 'Gina Guest',
        partySize: 2,
        status: 'confirmed',
        invitedByName: 'Ana Reyes',
      },
    ],
    pendingJoinRequests: [
      {
        id: '85858585-8585-4585-8585-858585858585',
        memberId: benId,
        memberName: 'Ben Cruz',
        message: 'May I join?',
        createdAt: '2026-02-28T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The flock's attendance report as the flock page reads it: its care list (Ben, away since January). */
export function flockReport(overrides: Partial<FlockReport> = {}): FlockReport {
  return {
    flock: { id: flockId, name: 'C1-Joy', cluster: 'C1', localeId: ids.locale },
    from: '2026-02-23',
    to: '2026-03-01',
    gatherings: [],
    present: [],
    absent: [],
    careSince: '2026-02-02',
    careList: [
      {
        id: benId,
        displayName: 'Ben Cruz',
        firstName: 'Ben',
        photo: null,
        lastAttendedOn: '2026-01-25',
        mobile: '+639172222222',
      },
    ],
    ...overrides,
  };
}

export function memberRow(overrides: Partial<FlockMemberRow> = {}): FlockMemberRow {
  return {
    id: anaId,
    customId: 'M0000101',
    firstName: 'Ana',
    lastName: 'Reyes',
    photo: null,
    type: 'member',
    mobile: '+639171111111',
    email: null,
    lastAttendedAt: '2026-02-22T01:00:00.000Z',
    ...overrides,
  };
}

export function memberDetail(overrides: Partial<FlockMemberDetail> = {}): FlockMemberDetail {
  return {
    id: anaId,
    customId: 'M0000101',
    firstName: 'Ana',
    lastName: 'Reyes',
    photo: null,
    type: 'member',
    mobile: '+639171111111',
    email: 'ana@example.org',
    address: '12 Mabini St., Quezon City, PH',
    birthDate: '1996-03-03',
    weddingDate: '2020-06-14',
    civilStatus: 'married',
    relatives: [
      {
        id: '86868686-8686-4686-8686-868686868686',
        relationship: 'spouse',
        name: 'Juan Reyes',
        mobile: null,
        relativeMemberId: null,
      },
    ],
    attendance: {
      weeks: Array.from({ length: 12 }, (_, i) => ({
        start: new Date(Date.UTC(2025, 11, 14 + 7 * i)).toISOString().slice(0, 10),
        attended: i % 3 === 0 ? 0 : 1,
      })),
      recent: [
        {
          id: '87878787-8787-4787-8787-878787878787',
          gatheringName: 'Sunday Worship',
          checkedInAt: '2026-02-22T01:00:00.000Z',
          method: 'qr',
        },
      ],
    },
    pepsWon: [{ id: pepId, name: 'Paolo Prospect', stage: 'attending', baptizedAt: null }],
    notesVisible: true,
    timeZone: 'Asia/Manila',
    ...overrides,
  };
}

/** The signed-in member Maria as the leader of C1-Joy. */
export function leaderAccess(): UserAccess {
  return {
    ...makeUserAccess(false),
    group: { name: 'flock_leader', label: 'Flock leader' },
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'flock_leader', scopeType: 'flock', scopeId: flockId, scopeName: 'C1-Joy' },
    ],
    permissions: [...rolePermissions.flock_leader],
  };
}

/** A signed-in flock leader of C1-Joy and a fake server answering `led`, the flock's report, plus `routes`. */
export function signedInLeader(routes: FakeRoutes) {
  return signedInMember([
    ...routeList(routes),
    on(userAccessCalls.get, () => leaderAccess(), { id: ids.user }),
    on(localesCalls.all, () => [makeLocale()]),
    on(attendanceReportCalls.flock, () => flockReport()),
    on(flockCareCalls.led, () => [
      {
        id: flockId,
        name: 'C1-Joy',
        cluster: 'C1',
        localeId: ids.locale,
        localeName: 'Quezon City',
        position: 'leader' as const,
      },
    ]),
  ]);
}
