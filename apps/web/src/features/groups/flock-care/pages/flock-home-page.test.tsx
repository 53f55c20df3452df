import { flockCareCalls, groupFlockCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { signedInMember } from '../../../../test/signed-in.ts';
import { anaId, flockId, overview, pepId, signedInLeader } from '../test/flock-care-fixtures.ts';

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
    for (const [name, href] of [
      ['Record attendance', `/flock-attendance-modal?flock=${flockId}`],
      ['Attendance summary', `/flock-summary-report?flock=${flockId}`],
      ['Awards', `/flock-awards?flockId=${flockId}`],
      ['Celebrants', `/flock-member-celebrants?flockId=${flockId}&period=month`],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(callsTo(calls, flockCareCalls.overview)).toHaveLength(1);
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
