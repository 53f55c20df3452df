import {
  attendanceReportCalls,
  flockReportSchema,
  gatheringCalls,
  gatheringSummarySchema,
  myAttendanceSummarySchema,
  rolePermissions,
  type FlockReport,
  type MyAttendanceSummary,
  type UserAccess,
} from '@congregate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAdminAccess, signedInAdmin } from '../../../../../test/admin-fixtures.ts';
import { callsTo, ids, makeUserAccess, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { signedInMember } from '../../../../../test/signed-in.ts';

const mondays = Array.from({ length: 12 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 0, 5 + 7 * i));
  return day.toISOString().slice(0, 10);
});
const sundayOf = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/** Came in 9 of 12 weeks, the last three in a row; this week too. */
function mySummary(overrides: Partial<MyAttendanceSummary> = {}): MyAttendanceSummary {
  const absent = new Set([1, 4, 8]);
  return myAttendanceSummarySchema.parse({
    memberId: ids.member,
    localeId: ids.locale,
    streakWeeks: 3,
    attendedThisWeek: true,
    weeks: mondays.map((start, i) => ({
      start,
      end: sundayOf(start),
      attended: absent.has(i) ? 0 : 1,
      gatherings: 1,
    })),
    totals: {
      checkIns: 41,
      inWeeksShown: 9,
      firstCheckInOn: '2025-03-02',
      lastCheckInOn: mondays[11],
    },
    ...overrides,
  });
}

const person = (n: number, name: string) => ({
  id: `71717171-7171-4171-8171-71717171717${n}`,
  displayName: name,
  photo: null,
});

const flockReport: FlockReport = flockReportSchema.parse({
  flock: { id: ids.flock, name: 'C1-Joy', cluster: 'C1', localeId: ids.locale },
  from: mondays[11],
  to: sundayOf(mondays[11]!),
  gatherings: [
    {
      id: '72727272-7272-4272-8272-727272727272',
      title: 'Sunday worship',
      startsAt: '2026-03-29T01:00:00.000Z',
    },
  ],
  present: [{ ...person(1, 'Ana Reyes'), attended: 1 }],
  absent: [
    { ...person(2, 'Ben Cruz'), lastAttendedOn: '2026-03-15' },
    { ...person(3, 'Carla Lim'), lastAttendedOn: '2026-02-01', mobile: '+63 917 123 4567' },
  ],
  careSince: '2026-03-02',
  careList: [{ ...person(3, 'Carla Lim'), lastAttendedOn: '2026-02-01', mobile: '+63 917 123 4567' }],
});

function leaderAccess(): UserAccess {
  return {
    ...makeUserAccess(false),
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'flock_leader', scopeType: 'flock', scopeId: ids.flock, scopeName: 'C1-Joy' },
    ],
    permissions: [...rolePermissions.flock_leader],
  };
}

const mine = (summary = mySummary()) => on(attendanceReportCalls.mine, () => summary);

describe('attendance (the Attendance tab)', { timeout: 30_000 }, () => {
  it('shows a member their streak and last twelve weeks, and no flock or locale part', async () => {
    const calls = signedInMember([mine()]);
    renderApp('/attendance');
    expect(await screen.findByText('3 weeks in a row')).toBeTruthy();
    expect(screen.getByText('Checked in this week')).toBeTruthy();
    const strip = screen.getByRole('list', { name: 'My last 12 weeks' });
    const weeks = within(strip).getAllByRole('listitem');
    expect(weeks).toHaveLength(12);
    expect(weeks[1]!.textContent).toContain('present at 0 of 1');
    expect(weeks[11]!.textContent).toContain('present at 1 of 1');
    expect(screen.getByText(/Present 9 of the last 12 weeks · 41 check-ins in all/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every check-in' }).getAttribute('href')).toBe(
      '/tabs/my-attendance',
    );
    // A plain member has no care list and no flock or locale part.
    expect(screen.queryByText('Care list')).toBeNull();
    expect(callsTo(calls, attendanceReportCalls.flock)).toHaveLength(0);
    expect(callsTo(calls, gatheringCalls.list)).toHaveLength(0);
  });

  it('counts this week as the streak does: not missed before it is over', async () => {
    signedInMember([
      mine(
        mySummary({
          streakWeeks: 12,
          attendedThisWeek: false,
          weeks: mySummary().weeks.map((w, i) => ({ ...w, attended: i === 11 ? 0 : 1 })),
        }),
      ),
    ]);
    renderApp('/attendance');
    expect(await screen.findByText('12 weeks in a row')).toBeTruthy();
    expect(screen.getByText('Not yet this week')).toBeTruthy();
    expect(
      screen.getByText(/^Present 11 of the 11 weeks before this one · 41 check-ins in all$/),
    ).toBeTruthy();
  });

  it('says what to do when the member has no check-in yet', async () => {
    signedInMember([
      mine(
        mySummary({
          streakWeeks: 0,
          attendedThisWeek: false,
          weeks: mySummary().weeks.map((w) => ({ ...w, attended: 0 })),
          totals: { checkIns: 0, inWeeksShown: 0, firstCheckInOn: null, lastCheckInOn: null },
        }),
      ),
    ]);
    renderApp('/attendance');
    expect(await screen.findByRole('heading', { name: 'No check-ins yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my QR card' }).getAttribute('href')).toBe('/view-qr');
  });

  it('shows the leader’s care list with the day each last came', async () => {
    signedInAdmin(
      [mine(), on(attendanceReportCalls.flock, () => flockReport, { flockId: ids.flock })],
      leaderAccess(),
    );
    renderApp('/attendance');
    expect(await screen.findByRole('heading', { name: 'My flock: C1-Joy' })).toBeTruthy();
    expect(await screen.findByText(/1 of 3 present/)).toBeTruthy();
    const absent = screen.getByRole('list', { name: 'Not present' });
    expect(within(absent).getByText('Ben Cruz')).toBeTruthy();
    const care = screen.getByRole('region', { name: 'Care list' });
    expect(within(care).getByText('Carla Lim')).toBeTruthy();
    expect(within(care).getByText('Last came Feb 1, 2026')).toBeTruthy();
    expect(within(care).queryByText('Ben Cruz')).toBeNull();
    // Whoever has a mobile on record can be called or messaged from the list; without one, no links.
    expect(within(care).getByRole('link', { name: 'Call Carla Lim' }).getAttribute('href')).toBe(
      'tel:+639171234567',
    );
    expect(within(care).getByRole('link', { name: 'Message Carla Lim' }).getAttribute('href')).toBe(
      'sms:+639171234567',
    );
    expect(within(absent).getByRole('link', { name: 'Call Carla Lim' })).toBeTruthy();
    expect(within(absent).queryByRole('link', { name: 'Call Ben Cruz' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Record attendance' }).getAttribute('href')).toBe(
      `/flock-attendance-modal?flock=${ids.flock}`,
    );
    expect(screen.getByRole('link', { name: 'Flock report' }).getAttribute('href')).toBe(
      `/flock-summary-report?flock=${ids.flock}`,
    );
    // A leader is no admin: no locale part.
    expect(screen.queryByRole('link', { name: 'Attendance records' })).toBeNull();
  });

  it('shows an admin the locale’s latest gatherings with their counts and the way to the reports', async () => {
    const sunday = gatheringSummarySchema.parse({
      id: '73737373-7373-4373-8373-737373737373',
      localeId: ids.locale,
      title: 'Sunday worship',
      startsAt: '2026-03-01T01:00:00.000Z',
      endsAt: '2026-03-01T03:00:00.000Z',
      checkInOpensAt: '2026-03-01T00:00:00.000Z',
      source: 'schedule',
      cancelledAt: null,
      checkIns: 57,
      firstTimers: 4,
    });
    const future = {
      ...sunday,
      id: '74747474-7474-4474-8474-747474747474',
      startsAt: '2099-01-04T01:00:00.000Z',
    };
    const calls = signedInAdmin(
      [mine(), on(gatheringCalls.list, () => ({ items: [future, sunday], nextCursor: null }))],
      localeAdminAccess(),
    );
    renderApp('/attendance');
    expect(await screen.findByRole('heading', { name: 'Gatherings at Quezon City' })).toBeTruthy();
    expect(await screen.findByText('57 checked in')).toBeTruthy();
    expect(screen.getByText('4 first-timers')).toBeTruthy();
    // Only gatherings that have started.
    expect(screen.getAllByText('Sunday worship')).toHaveLength(1);
    expect(new URLSearchParams(callsTo(calls, gatheringCalls.list)[0]!.search).get('localeId')).toBe(
      ids.locale,
    );
    expect(screen.getByRole('link', { name: 'Attendance records' }).getAttribute('href')).toBe(
      `/admin-attendances?locale=${ids.locale}`,
    );
    expect(screen.getByRole('link', { name: 'Locale trend' }).getAttribute('href')).toBe(
      `/locale-attendance?locale=${ids.locale}`,
    );
    expect(screen.getByRole('link', { name: 'Summary report' }).getAttribute('href')).toBe(
      `/summary-report?scope=locale&id=${ids.locale}`,
    );
  });
});
