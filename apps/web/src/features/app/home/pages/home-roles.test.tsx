import {
  adminReportCalls,
  attendanceReportCalls,
  batchCalls,
  FACE_MATCH_DEFAULTS,
  flockCareCalls,
  gatheringCalls,
  giftCalls,
  kioskCalls,
  localesCalls,
  pepCalls,
  rolePermissions,
  userAccessCalls,
  type Batch,
  type FlockOverview,
  type FlockReport,
  type Kiosk,
  type MyAttendanceSummary,
  type UserAccess,
} from '@congregate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAdminAccess } from '../../../../test/admin-fixtures.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import {
  callsTo,
  ids,
  makeLocale,
  makeUserAccess,
  on,
  type FakeRoute,
  type RecordedCall,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const flockId = ids.flock;
const person = (n: number, firstName: string) => ({
  id: `8${n}8${n}8${n}8${n}-8${n}8${n}-4${n}8${n}-8${n}8${n}-8${n}8${n}8${n}8${n}8${n}8${n}`,
  firstName,
  lastName: 'Reyes',
  photo: null,
  mobile: '+639171111111',
  email: null,
});
const [ana, ben, carlo, dina] = [person(1, 'Ana'), person(2, 'Ben'), person(3, 'Carlo'), person(4, 'Dina')];

const mySummary: MyAttendanceSummary = {
  memberId: ids.member,
  localeId: ids.locale,
  streakWeeks: 4,
  attendedThisWeek: true,
  weeks: [],
  totals: { checkIns: 30, inWeeksShown: 10, firstCheckInOn: '2025-01-05', lastCheckInOn: '2026-03-01' },
};

const overview: FlockOverview = {
  flock: {
    id: flockId,
    name: 'C1-Joy',
    cluster: 'C1',
    localeId: ids.locale,
    localeName: 'Quezon City',
    timeZone: 'Asia/Manila',
    leaders: [{ memberId: ids.member, name: 'Maria Santos', position: 'leader' }],
  },
  memberCount: 3,
  week: {
    start: '2026-03-01',
    end: '2026-03-07',
    gatherings: [{ id: '91919191-9191-4191-8191-919191919191', name: 'Sunday Worship', startsAt: at }],
    attended: 1,
    absentees: [ben, carlo],
    present: [ana],
  },
  celebrants: [
    {
      memberId: ana.id,
      name: 'Ana Reyes',
      photo: null,
      kind: 'birthday',
      date: '2026-03-03',
      years: 30,
      mobile: null,
      email: null,
    },
  ],
  openPeps: [],
  rsvps: [],
  pendingJoinRequests: [
    {
      id: '85858585-8585-4585-8585-858585858585',
      memberId: dina.id,
      memberName: 'Dina Reyes',
      message: null,
      createdAt: at,
    },
    {
      id: '86868686-8686-4686-8686-868686868686',
      memberId: carlo.id,
      memberName: 'Carlo Reyes',
      message: null,
      createdAt: at,
    },
  ],
};

const careRow = (p: ReturnType<typeof person>) => ({
  id: p.id,
  displayName: `${p.firstName} ${p.lastName}`,
  firstName: p.firstName,
  photo: null,
  lastAttendedOn: '2026-01-25',
  mobile: p.mobile,
});
const report: FlockReport = {
  flock: { id: flockId, name: 'C1-Joy', cluster: 'C1', localeId: ids.locale },
  from: '2026-02-23',
  to: '2026-03-01',
  gatherings: [],
  present: [],
  absent: [],
  careSince: '2026-02-02',
  careList: [careRow(ben), careRow(carlo), careRow(dina), careRow(ana)],
};

/** The calls only a role's card makes: none of them may reach the server for someone without the role. */
const roleCalls = [
  flockCareCalls.overview,
  attendanceReportCalls.flock,
  adminReportCalls.waiting,
  pepCalls.list,
  kioskCalls.list,
  gatheringCalls.list,
  batchCalls.list,
  giftCalls.list,
];
const roleCallsMade = (calls: RecordedCall[]) => roleCalls.flatMap((call) => callsTo(calls, call));
const queryOf = (call: RecordedCall) => Object.fromEntries(new URLSearchParams(call.search));

function signedInAs(access: UserAccess, routes: FakeRoute[] = []) {
  return signedInMember([
    ...routes,
    on(userAccessCalls.get, () => access, { id: ids.user }),
    on(localesCalls.all, () => [makeLocale()]),
    on(attendanceReportCalls.mine, () => mySummary),
  ]);
}

const leaderAccess = (): UserAccess => ({
  ...makeUserAccess(false),
  group: { name: 'flock_leader', label: 'Flock leader' },
  roles: [
    { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
    { role: 'flock_leader', scopeType: 'flock', scopeId: flockId, scopeName: 'C1-Joy' },
  ],
  permissions: [...rolePermissions.flock_leader],
});

const financeAccess = (): UserAccess => ({
  ...makeUserAccess(true),
  group: { name: 'finance', label: 'Finance' },
  roles: [
    { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
    { role: 'finance', scopeType: 'locale', scopeId: ids.locale, scopeName: 'Quezon City' },
  ],
  permissions: [...rolePermissions.finance],
});

const kiosk = (id: string, pairedAt: string | null): Kiosk => ({
  id,
  localeId: ids.locale,
  name: 'Lobby kiosk',
  createdAt: at,
  pairedAt,
  pairingExpiresAt: null,
  faceMode: false,
  faceThreshold: FACE_MATCH_DEFAULTS.threshold,
  faceMargin: FACE_MATCH_DEFAULTS.margin,
});

const openBatch = (id: string): Batch => ({
  id,
  localeId: ids.locale,
  serviceDate: '2026-03-01',
  label: 'Sunday envelopes',
  currency: 'PHP',
  countedTotalMinor: 100000,
  linesTotalMinor: 88000,
  differenceMinor: 12000,
  lineCount: 1,
  status: 'open',
  createdAt: at,
  closedAt: null,
  closedByName: null,
});

/** A region of home by its heading. */
const card = async (name: string | RegExp) => screen.findByRole('region', { name });

describe('home by role', { timeout: 30_000 }, () => {
  it('shows a member their week and nothing of a role: no role card, none of its calls', async () => {
    const calls = signedInAs(makeUserAccess(false));
    renderApp('/tabs/tab7');
    const week = await card('My week');
    expect(within(week).getByText('You checked in this week. Thank you for coming!')).toBeTruthy();
    expect(within(week).getByText('Weeks in a row: 4')).toBeTruthy();
    expect(within(week).getByRole('link', { name: 'My attendance' }).getAttribute('href')).toBe(
      '/tabs/my-attendance',
    );
    expect(screen.getByRole('link', { name: 'Check in' }).getAttribute('href')).toBe('/checkin-modal');
    await waitFor(() => expect(callsTo(calls, userAccessCalls.get).length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: /this week$/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Giving at/ })).toBeNull();
    expect(roleCallsMade(calls)).toEqual([]);
    await expectNoAxeViolations();
  });

  it('shows a flock leader their flock’s week: attendance to record, who to call, celebrants, join requests', async () => {
    const calls = signedInAs(leaderAccess(), [
      on(flockCareCalls.overview, () => overview, { id: flockId }),
      on(attendanceReportCalls.flock, () => report, { flockId }),
    ]);
    renderApp('/tabs/tab7');
    const flock = await card('C1-Joy this week');
    expect(await within(flock).findByText('1 of 3 members came')).toBeTruthy();
    expect(within(flock).getByRole('link', { name: 'Record attendance' }).getAttribute('href')).toBe(
      `/flock-attendance-modal?flock=${flockId}`,
    );
    // The care list by first name, the first three, then how many more.
    expect(await within(flock).findByText('Ben, Carlo, Dina and 1 more')).toBeTruthy();
    expect(within(flock).getByRole('link', { name: 'Open the care list' }).getAttribute('href')).toBe(
      `/flock-page?flockId=${flockId}`,
    );
    expect(within(flock).getByText('Ana Reyes')).toBeTruthy();
    expect(within(flock).getByRole('link', { name: 'Greet them' }).getAttribute('href')).toBe(
      `/flock-member-celebrants?flockId=${flockId}&period=week`,
    );
    expect(within(flock).getByRole('link', { name: '2 Join requests waiting' }).getAttribute('href')).toBe(
      '/group-register',
    );
    // The leader's card only: nothing of the secretary's nor finance's.
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull();
    expect(callsTo(calls, adminReportCalls.waiting)).toEqual([]);
    expect(callsTo(calls, batchCalls.list)).toEqual([]);
    // The member's own week is still there.
    expect(await card('My week')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows the secretary what waits, each a count linking to its page, and today at their locale', async () => {
    const calls = signedInAs(localeAdminAccess(), [
      on(adminReportCalls.waiting, () => ({ pendingEndorsements: 3, transfersIn: 1, transfersOut: 2 })),
      on(pepCalls.list, ({ query }) => ({ items: [], nextCursor: null, total: query.overdue ? 5 : 0 })),
      on(gatheringCalls.list, () => ({
        items: [
          {
            id: '92929292-9292-4292-8292-929292929292',
            localeId: ids.locale,
            title: 'Sunday worship',
            startsAt: '2026-03-01T01:00:00.000Z',
            endsAt: '2026-03-01T03:00:00.000Z',
            checkInOpensAt: '2026-03-01T00:30:00.000Z',
            source: 'schedule' as const,
            cancelledAt: null,
            checkIns: 42,
            firstTimers: 2,
          },
        ],
        nextCursor: null,
      })),
      on(kioskCalls.list, () => ({
        items: [
          kiosk('93939393-9393-4393-8393-939393939393', at),
          kiosk('94949494-9494-4494-8494-949494949494', null),
        ],
      })),
    ]);
    renderApp('/tabs/tab7');
    const waiting = await card('Waiting for you');
    const link = (name: string) => within(waiting).findByRole('link', { name });
    expect((await link('3 Registrations to endorse')).getAttribute('href')).toBe('/endorsement');
    expect((await link('1 Transfers waiting for your answer')).getAttribute('href')).toBe('/admin-page');
    expect((await link('5 Prospects with a follow-up past due')).getAttribute('href')).toBe(
      '/admin-pep?overdue=1',
    );
    expect(within(waiting).getByRole('heading', { name: 'Today at Quezon City' })).toBeTruthy();
    expect(await within(waiting).findByText(/Sunday worship · 42 checked in/)).toBeTruthy();
    expect(await within(waiting).findByText('Kiosks paired: 1 of 2')).toBeTruthy();
    // Today at the locale, on its clock; the follow-ups counted over the admin's scope, one row asked for.
    const asked = queryOf(callsTo(calls, gatheringCalls.list)[0]!);
    expect(asked.localeId).toBe(ids.locale);
    expect(Date.parse(asked.to!) - Date.parse(asked.from!)).toBe(24 * 3_600_000);
    expect(queryOf(callsTo(calls, pepCalls.list)[0]!)).toEqual({ overdue: 'true', limit: '1' });
    // A locale admin leads no flock here and keeps no giving: no other card, none of their calls.
    expect(callsTo(calls, flockCareCalls.overview)).toEqual([]);
    expect(callsTo(calls, batchCalls.list)).toEqual([]);
    await expectNoAxeViolations();
  });

  it('shows finance the open batches and the last seven days’ gifts of their locale', async () => {
    const calls = signedInAs(financeAccess(), [
      on(batchCalls.list, () => ({
        items: [
          openBatch('95959595-9595-4595-8595-959595959595'),
          openBatch('96969696-9696-4696-8696-969696969696'),
        ],
        nextCursor: null,
      })),
      on(giftCalls.list, () => ({
        items: [],
        nextCursor: null,
        totals: [
          {
            year: 2026,
            fundId: ids.flock,
            fundName: 'Tithes',
            currency: 'PHP',
            amountMinor: 150000,
            count: 6,
          },
          {
            year: 2026,
            fundId: ids.member,
            fundName: 'Offerings',
            currency: 'PHP',
            amountMinor: 25050,
            count: 3,
          },
        ],
      })),
    ]);
    renderApp('/tabs/tab7');
    const giving = await card('Giving at Quezon City');
    expect(
      (await within(giving).findByRole('link', { name: '2 Open batches to count and close' })).getAttribute(
        'href',
      ),
    ).toBe('/transactions?tab=finance&section=batches');
    expect(
      (await within(giving).findByRole('link', { name: '9 Gifts received in the last 7 days' })).getAttribute(
        'href',
      ),
    ).toBe('/transactions?tab=finance&section=gifts');
    expect(within(giving).getByText(/^Total: /).textContent).toMatch(/1,750\.50/);
    expect(within(giving).getByRole('link', { name: 'Record a bank transfer' }).getAttribute('href')).toBe(
      '/transactions?tab=finance&section=transfers',
    );
    // Only the open batches, and the last seven days' succeeded gifts of the locale, totals only.
    expect(queryOf(callsTo(calls, batchCalls.list)[0]!)).toMatchObject({
      localeId: ids.locale,
      status: 'open',
    });
    const gifts = queryOf(callsTo(calls, giftCalls.list)[0]!);
    expect(gifts).toMatchObject({ localeId: ids.locale, status: 'succeeded', limit: '1' });
    expect(Date.parse(gifts.to!) - Date.parse(gifts.from!)).toBe(6 * 86_400_000);
    expect(callsTo(calls, adminReportCalls.waiting)).toEqual([]);
    await expectNoAxeViolations();
  });
});
