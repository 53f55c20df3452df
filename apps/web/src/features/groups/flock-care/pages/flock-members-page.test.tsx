import { flockCareCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { anaId, benId, flockId, memberRow, signedInLeader } from '../test/flock-care-fixtures.ts';

const ana = memberRow();
const ben = memberRow({
  id: benId,
  firstName: 'Ben',
  lastName: 'Cruz',
  type: 'worker',
  mobile: null,
  email: 'ben@example.org',
  lastAttendedAt: null,
});

describe('flock-members', { timeout: 30_000 }, () => {
  it('lists the flock with type, last attendance and contact, each opening the member', async () => {
    signedInLeader([
      on(flockCareCalls.members, ({ query }) =>
        query.q
          ? { items: [ben], nextCursor: null, total: 1, timeZone: 'Asia/Manila' }
          : { items: [ana, ben], nextCursor: null, total: 2, timeZone: 'Asia/Manila' },
      ),
    ]);
    renderApp(`/flock-members?flockId=${flockId}`);
    const anaLink = await screen.findByRole('link', { name: 'Ana Reyes' });
    expect(anaLink.getAttribute('href')).toBe(`/flock-member-detail?flockId=${flockId}&id=${anaId}`);
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(screen.getByText('Worker')).toBeTruthy();
    expect(screen.getByText('No attendance yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Ana Reyes' }).getAttribute('href')).toBe(
      'tel:+639171111111',
    );
    expect(screen.getByRole('link', { name: 'E-mail Ben Cruz' }).getAttribute('href')).toBe(
      'mailto:ben@example.org',
    );
    expect(screen.queryByRole('link', { name: 'Call Ben Cruz' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('searches by what is typed', async () => {
    const calls = signedInLeader([
      on(flockCareCalls.members, ({ query }) =>
        query.q
          ? { items: [ben], nextCursor: null, total: 1, timeZone: 'Asia/Manila' }
          : { items: [ana, ben], nextCursor: null, total: 2, timeZone: 'Asia/Manila' },
      ),
    ]);
    renderApp('/flock-members');
    await screen.findByRole('link', { name: 'Ana Reyes' });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search members/ }), {
      target: { value: 'cruz' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Reyes' })).toBeNull());
    expect(callsTo(calls, flockCareCalls.members).at(-1)?.search).toContain('q=cruz');
  });

  it('says what to do when nothing matches or the flock is empty', async () => {
    signedInLeader([
      on(flockCareCalls.members, () => ({ items: [], nextCursor: null, total: 0, timeZone: 'Asia/Manila' })),
    ]);
    renderApp(`/flock-members?flockId=${flockId}`);
    expect(await screen.findByText(/This flock has no members yet/)).toBeTruthy();
  });

  it('loads more', async () => {
    signedInLeader([
      on(flockCareCalls.members, ({ query }) =>
        query.cursor
          ? { items: [ben], nextCursor: null, total: 2, timeZone: 'Asia/Manila' }
          : { items: [ana], nextCursor: 'next', total: 2, timeZone: 'Asia/Manila' },
      ),
    ]);
    renderApp(`/flock-members?flockId=${flockId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Ben Cruz' })).toBeTruthy();
  });
});
