import {
  checkInCalls,
  flocksCalls,
  gatheringCalls,
  localesCalls,
  rolePermissions,
  userAccessCalls,
  type FlockAttendance,
  type UserAccess,
} from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, makeLocale, makeUserAccess, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const gathering = {
  id: '91919191-9191-4191-8191-919191919191',
  localeId: ids.locale,
  title: 'Sunday worship',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-03-01T03:00:00.000Z',
  checkInOpensAt: '2026-03-01T00:00:00.000Z',
  source: 'schedule' as const,
  cancelledAt: null,
};
const earlier = {
  ...gathering,
  id: '92929292-9292-4292-8292-929292929292',
  startsAt: '2026-02-22T01:00:00.000Z',
  endsAt: '2026-02-22T03:00:00.000Z',
  checkInOpensAt: '2026-02-22T00:00:00.000Z',
};
const kioskScanned = '81818181-8181-4181-8181-818181818181';
const ticked = '82828282-8282-4282-8282-828282828282';
const absent = '83838383-8383-4383-8383-838383838383';

const attendance: FlockAttendance = {
  gathering,
  flock: { id: ids.flock, name: 'C3-Joy' },
  members: [
    {
      id: kioskScanned,
      displayName: 'Ana Reyes',
      photo: null,
      present: true,
      checkedInAt: '2026-03-01T00:55:00.000Z',
      method: 'qr',
      locked: true,
    },
    {
      id: ticked,
      displayName: 'Ben Cruz',
      photo: null,
      present: true,
      checkedInAt: '2026-03-01T02:00:00.000Z',
      method: 'flock-leader',
      locked: false,
    },
    {
      id: absent,
      displayName: 'Carla Dizon',
      photo: null,
      present: false,
      checkedInAt: null,
      method: null,
      locked: false,
    },
  ],
};

/** The demo leader: flock leader of C3-Joy. */
function leaderAccess(): UserAccess {
  return {
    ...makeUserAccess(false),
    group: { name: 'flock_leader', label: 'Flock leader' },
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'flock_leader', scopeType: 'flock', scopeId: ids.flock, scopeName: 'C3-Joy' },
    ],
    permissions: [...rolePermissions.flock_leader],
  };
}

function signedInLeader() {
  return signedInMember([
    on(userAccessCalls.get, () => leaderAccess(), { id: ids.user }),
    on(localesCalls.all, () => [makeLocale()]),
    on(flocksCalls.info, () => ({
      id: ids.flock,
      localeId: ids.locale,
      name: 'C3-Joy',
      cluster: 'C3',
      localeName: 'Quezon City',
      memberCount: 3,
      leaders: [],
    })),
    on(gatheringCalls.list, () => ({
      items: [
        { ...gathering, checkIns: 40, firstTimers: 1 },
        { ...earlier, checkIns: 38, firstTimers: 0 },
      ],
      nextCursor: null,
    })),
    on(checkInCalls.flockAttendance, ({ params }) =>
      params.id === gathering.id ? attendance : { ...attendance, gathering: earlier },
    ),
    on(checkInCalls.saveFlockAttendance, ({ body }) => ({
      ...attendance,
      members: attendance.members.map((m) => ({ ...m, present: body.present.includes(m.id) })),
    })),
  ]);
}

describe('flock-attendance-modal', { timeout: 30_000 }, () => {
  it('ticks the flock’s members and saves once with exactly the ticked ids', async () => {
    const calls = signedInLeader();
    renderApp('/flock-attendance-modal');
    // The current or last gathering of the flock's locale is chosen by itself.
    const ana = await screen.findByRole('checkbox', { name: 'Ana Reyes' });
    expect((screen.getByLabelText('Gathering') as HTMLSelectElement).value).toBe(gathering.id);
    expect(callsTo(calls, checkInCalls.flockAttendance)[0]!.search).toBe(`?flockId=${ids.flock}`);
    // Scanned at the kiosk: ticked and locked, with how and when.
    expect((ana as HTMLInputElement).checked).toBe(true);
    expect((ana as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Checked in with the QR card, 8:55 AM/)).toBeTruthy();
    expect(screen.getByText('2 of 3 present')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ben Cruz' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Carla Dizon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Carla Dizon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Carla Dizon' }));
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));

    expect(await screen.findByText('Saved: 2 of 3 recorded present.')).toBeTruthy();
    const saves = callsTo(calls, checkInCalls.saveFlockAttendance);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.url).toBe(`/api/events/gatherings/${gathering.id}/flock-attendance`);
    expect(saves[0]!.body).toEqual({ flockId: ids.flock, present: [kioskScanned, absent] });
    expect(screen.queryByText('Not saved yet')).toBeNull();
  });

  it('asks before leaving with unsaved ticks', async () => {
    signedInLeader();
    const { router } = renderApp('/flock-attendance-modal');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Carla Dizon' }));
    await act(() => router.navigate('/tabs/tab7'));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/flock-attendance-modal');
    expect((screen.getByRole('checkbox', { name: 'Carla Dizon' }) as HTMLInputElement).checked).toBe(true);

    // Choosing another gathering is leaving this list too.
    fireEvent.change(screen.getByLabelText('Gathering'), { target: { value: earlier.id } });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('gathering')).toBe(earlier.id),
    );
  });
});
