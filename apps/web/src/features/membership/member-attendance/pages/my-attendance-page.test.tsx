import { memberAttendanceCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const checkIn = (n: number) => ({
  id: `eeeeeeee-eeee-4eee-8eee-${String(n).padStart(12, '0')}`,
  gatheringId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  gatheringName: `Sunday worship ${n}`,
  localeId: ids.locale,
  localeName: 'Quezon City',
  startsAt: at,
  checkedInAt: at,
  method: 'qr' as const,
});
/** Only the signed-in member's attendance is answered, as the real server would for a plain member. */
const notTheirs = () => json(403, errorBody('forbidden', 'Not your attendance'));

describe('my attendance', () => {
  it('explains how to check in with the QR card when there is nothing yet', async () => {
    signedInMember([
      on(memberAttendanceCalls.list, ({ params }) =>
        params.id === ids.member ? { items: [], total: 0, nextCursor: null } : notTheirs(),
      ),
    ]);
    renderApp('/tabs/my-attendance');
    expect(await screen.findByText('No check-ins yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my QR card' }).getAttribute('href')).toBe('/view-qr');
  });

  it('lists check-ins and loads more with the cursor', async () => {
    const calls = signedInMember([
      on(memberAttendanceCalls.list, ({ params, query }) =>
        params.id !== ids.member
          ? notTheirs()
          : query.cursor === 'page-2'
            ? { items: [checkIn(3)], total: 3, nextCursor: null }
            : { items: [checkIn(1), checkIn(2)], total: 3, nextCursor: 'page-2' },
      ),
    ]);
    renderApp('/tabs/my-attendance');
    expect(await screen.findByText('Sunday worship 1')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Sunday worship 3')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(calls, memberAttendanceCalls.list).map((call) => call.search)).toEqual([
      '?limit=20',
      '?limit=20&cursor=page-2',
    ]);
  });
});
