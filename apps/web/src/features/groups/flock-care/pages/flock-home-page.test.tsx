import { attendanceReportCalls, flockCareCalls, groupFlockCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { signedInMember } from '../../../../test/signed-in.ts';
import { anaId, flockId, flockReport, overview, pepId, signedInLeader } from '../test/flock-care-fixtures.ts';

/** The regions of the page (its cards), in the order a phone shows them. */
const regionNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
/** `count` different ids of the same shape (the fixtures' style). */
const idOf = (n: number) => {
  const hex = n.toString(16).padStart(2, '0');
  return `${hex.repeat(4)}-${hex.repeat(2)}-4${hex}${hex[0]}-8${hex}${hex[0]}-${hex.repeat(6)}`;
};

describe('flock-page', { timeout: 30_000 }, () => {
  it('shows the leader’s own flock: header, counts, absentees to call, celebrants, PEPs, RSVPs and requests', async () => {
    const calls = signedInLeader([on(flockCareCalls.overview, () => overview(), { id: flockId })]);
    renderApp('/flock-page');
    expect(await screen.findByRole('heading', { name: 'C1-Joy' })).toBeTruthy();
    expect(screen.getByText('Cluster: C1 · Locale: Quezon City')).toBeTruthy();
    expect(screen.getByText('Leaders: Maria Santos (Leader)')).toBeTruthy();
    expect(screen.getByText('12 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all members' }).getAttribute('href')).toBe(
      `/flock-members?flockId=${flockId}`,
    );

    const attendance = screen.getByRole('region', { name: 'This week’s attendance' });
    expect(within(attendance).getByText('Present: 0')).toBeTruthy();
    expect(within(attendance).getByText('Absent: 1')).toBeTruthy();
    expect(within(attendance).getByRole('link', { name: 'Ana Reyes' }).getAttribute('href')).toBe(
      `/flock-member-detail?flockId=${flockId}&id=${anaId}`,
    );
    expect(within(attendance).getByRole('link', { name: 'Call Ana Reyes' }).getAttribute('href')).toBe(
      'tel:+639171111111',
    );
    expect(within(attendance).getByRole('link', { name: 'Message Ana Reyes' }).getAttribute('href')).toBe(
      'sms:+639171111111',
    );

    const celebrants = screen.getByRole('region', { name: 'Celebrants this week' });
    expect(within(celebrants).getByText(/Birthday · turns 30/)).toBeTruthy();
    expect(within(celebrants).getByRole('link', { name: 'See all celebrants' }).getAttribute('href')).toBe(
      `/flock-member-celebrants?flockId=${flockId}&period=week`,
    );
    expect(screen.getByRole('link', { name: 'Paolo Prospect' }).getAttribute('href')).toBe(`/pep/${pepId}`);
    expect(screen.getByText(/Gina Guest · Home Free Crusade/)).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Pending join requests' });
    expect(within(requests).getByText('Ben Cruz')).toBeTruthy();
    expect(within(requests).getByRole('link', { name: 'Decide join requests' }).getAttribute('href')).toBe(
      '/group-register',
    );
    // Who to call: the care list, read from the flock's attendance report.
    await screen.findByRole('link', { name: 'Call Ben Cruz' });
    for (const [name, href] of [
      ['Record attendance', `/flock-attendance-modal?flock=${flockId}`],
      ['Call Ben Cruz', 'tel:+639172222222'],
      ['Attendance summary', `/flock-summary-report?flock=${flockId}`],
      ['Awards', `/flock-awards?flockId=${flockId}`],
      ['Celebrants', `/flock-member-celebrants?flockId=${flockId}&period=month`],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(callsTo(calls, flockCareCalls.overview)).toHaveLength(1);
    expect(callsTo(calls, attendanceReportCalls.flock).map((call) => call.url)).toEqual([
      `/api/events/attendance/flocks/${flockId}`,
    ]);
    await expectNoAxeViolations();
  });

  it('leads with this week (attendance to record first) and who to call, then celebrants and join requests', async () => {
    signedInLeader([on(flockCareCalls.overview, () => overview(), { id: flockId })]);
    renderApp('/flock-page');
    await screen.findByRole('region', { name: 'Care list' });
    expect(regionNames()).toEqual([
      'This week’s attendance',
      'Care list',
      'Celebrants this week',
      'Pending join requests',
      'Members',
      'Open PEPs',
      'RSVPs to upcoming events',
      'More for your flock',
    ]);
    // "Record attendance" before any prospect, whatever their number.
    const record = screen.getByRole('link', { name: 'Record attendance' });
    const pep = screen.getByRole('link', { name: 'Paolo Prospect' });
    expect(record.compareDocumentPosition(pep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Care list' })).getByText('Ben Cruz')).toBeTruthy();
  });

  it('shows five of each long list, the rest behind “Show all (N)”', async () => {
    const peps = Array.from({ length: 37 }, (_, i) => ({
      id: idOf(i + 1),
      name: `Prospect ${i + 1}`,
      stage: 'attending' as const,
      soulWinnerName: null,
      nextFollowUpAt: null,
    }));
    const rsvps = Array.from({ length: 8 }, (_, i) => ({
      ...overview().rsvps[0]!,
      id: idOf(i + 101),
      guestName: `Guest ${i + 1}`,
    }));
    const absentees = Array.from({ length: 7 }, (_, i) => ({
      id: idOf(i + 151),
      firstName: `Absent${i + 1}`,
      lastName: 'Reyes',
      photo: null,
      mobile: null,
      email: null,
    }));
    const careList = Array.from({ length: 6 }, (_, i) => ({
      id: idOf(i + 201),
      displayName: `Away ${i + 1}`,
      firstName: 'Away',
      photo: null,
      lastAttendedOn: null,
      mobile: null,
    }));
    signedInLeader([
      on(flockCareCalls.overview, () =>
        overview({ openPeps: peps, rsvps, week: { ...overview().week, absentees, present: [] } }),
      ),
      on(attendanceReportCalls.flock, () => flockReport({ careList })),
    ]);
    renderApp('/flock-page');
    const pepCard = await screen.findByRole('region', { name: 'Open PEPs' });
    expect(within(pepCard).getAllByRole('link')).toHaveLength(5);
    const showPeps = within(pepCard).getByRole('button', { name: 'Show all (37)' });
    expect(showPeps.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(showPeps);
    expect(within(pepCard).getAllByRole('link')).toHaveLength(37);
    expect(showPeps.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(pepCard).getByRole('button', { name: 'Show fewer' }));
    expect(within(pepCard).getAllByRole('link')).toHaveLength(5);

    const rsvpCard = screen.getByRole('region', { name: 'RSVPs to upcoming events' });
    expect(within(rsvpCard).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(rsvpCard).getByRole('button', { name: 'Show all (8)' }));
    expect(within(rsvpCard).getAllByRole('listitem')).toHaveLength(8);

    const week = screen.getByRole('region', { name: 'This week’s attendance' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(5);
    expect(within(week).getByRole('button', { name: 'Show all (7)' })).toBeTruthy();
    const care = await screen.findByRole('region', { name: 'Care list' });
    expect(within(care).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(care).getByRole('button', { name: 'Show all (6)' }));
    expect(within(care).getAllByRole('listitem')).toHaveLength(6);
    // Short lists have no control.
    expect(
      within(screen.getByRole('region', { name: 'Celebrants this week' })).queryByRole('button', {
        name: /Show all/,
      }),
    ).toBeNull();
    await expectNoAxeViolations();
  });

  it('says what to do when the week is quiet', async () => {
    signedInLeader([
      on(flockCareCalls.overview, () =>
        overview({
          celebrants: [],
          openPeps: [],
          rsvps: [],
          pendingJoinRequests: [],
          week: {
            start: '2026-03-01',
            end: '2026-03-07',
            gatherings: [],
            attended: 0,
            absentees: [],
            present: [],
          },
        }),
      ),
    ]);
    renderApp('/flock-page');
    expect(await screen.findByText('No worship service has been held this week yet.')).toBeTruthy();
    expect(screen.getByText('No birthdays or wedding anniversaries this week.')).toBeTruthy();
    expect(screen.getByText('No one is waiting to join your flock.')).toBeTruthy();
  });

  it('lets an admin who leads no flock pick one of their locale', async () => {
    const hope = '45454545-4545-4545-8545-454545454545';
    signedInAdmin([
      on(flockCareCalls.led, () => []),
      on(groupFlockCalls.list, () => ({
        items: [
          {
            id: flockId,
            localeId: ids.locale,
            name: 'C1-Joy',
            cluster: 'C1',
            clusterName: null,
            memberCount: 12,
            leaders: [],
            archived: false,
          },
          {
            id: hope,
            localeId: ids.locale,
            name: 'C2-Hope',
            cluster: 'C2',
            clusterName: null,
            memberCount: 8,
            leaders: [],
            archived: false,
          },
        ],
        nextCursor: null,
      })),
      on(flockCareCalls.overview, ({ params }) =>
        overview({
          flock: { ...overview().flock, id: params.id, name: params.id === hope ? 'C2-Hope' : 'C1-Joy' },
        }),
      ),
    ]);
    renderApp('/flock-page');
    await screen.findByText('Choose a flock to see its members and its week.');
    fireEvent.click(
      (await screen.findAllByLabelText('Flock')).find((element) => element.tagName === 'INPUT')!,
    );
    fireEvent.click(await screen.findByRole('option', { name: 'C2-Hope', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'C2-Hope' })).toBeTruthy();
  });

  it('tells a leader of another flock that the server refused', async () => {
    signedInLeader([on(flockCareCalls.overview, () => json(403, errorBody('forbidden', 'Not yours')))]);
    renderApp(`/flock-page?flockId=45454545-4545-4545-8545-454545454545`);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('is not for a plain member', async () => {
    signedInMember([]);
    renderApp('/flock-page');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
  });
});
