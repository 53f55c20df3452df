import { localesCalls, profileCalls, userAccessCalls, type UserAccess } from '@congregate/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../../lib/storage/index.ts';
import { callsTo, ids, makeLocale, makeProfile, makeUserAccess, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const cebuId = '5b7c7d1e-9f8a-4c3b-8a2d-1e0f9c8b7a61';
const cebu = makeLocale({
  id: cebuId,
  name: 'Cebu',
  serviceSchedule: [{ day: 0, time: '16:00', name: 'Cebu evening worship', durationMinutes: 90 }],
});
const quezonCity = makeLocale({
  serviceSchedule: [{ day: 0, time: '09:00', name: 'Quezon City morning worship', durationMinutes: 120 }],
});
/** The member as stored before a transfer (Quezon City) and as the server has them after it (Cebu). */
const beforeTransfer = makeProfile({ member: { version: 3 } });
const afterTransfer = makeProfile({
  flockName: 'C1-Hope',
  member: { version: 4, currentLocale: cebuId, currentLocaleName: 'Cebu', flockId: null },
});

describe('home after a transfer', () => {
  it('shows the stored copy at once, then the locale, flock and services the server has now', async () => {
    const calls = signedInMember([
      on(profileCalls.myProfile, () => afterTransfer),
      on(localesCalls.one, ({ params }) => (params.locale === cebuId ? cebu : quezonCity)),
    ]);
    storage.set('profile', beforeTransfer);
    renderApp('/tabs/tab7');
    expect(await screen.findByText('Cebu')).toBeTruthy();
    expect(screen.getByText('C1-Hope')).toBeTruthy();
    expect(await screen.findByText('Cebu evening worship')).toBeTruthy();
    expect(screen.queryByText('Quezon City')).toBeNull();
    expect(screen.queryByText('C3-Joy')).toBeNull();
    // The stored copy and the single keys follow the server (the QR card and the side menu read them).
    expect(storage.get('profile')?.member.currentLocaleName).toBe('Cebu');
    expect(storage.get('localeId')).toBe(cebuId);
    expect(storage.get('flockName')).toBe('C1-Hope');
    expect(callsTo(calls, profileCalls.myProfile).length).toBeGreaterThan(0);
  });

  it('refreshes the stored user access on start, and the profile again when the window gets the focus', async () => {
    let served = beforeTransfer;
    const calls = signedInMember([
      on(profileCalls.myProfile, () => served),
      on(userAccessCalls.get, () => ({
        ...makeUserAccess(),
        permissions: ['profile.self', 'flock.view'] as UserAccess['permissions'],
      })),
      on(localesCalls.one, ({ params }) => (params.locale === cebuId ? cebu : quezonCity)),
    ]);
    storage.set('user_access', makeUserAccess());
    renderApp('/tabs/tab7');
    expect(await screen.findByText('Quezon City')).toBeTruthy();
    await waitFor(() => expect(storage.get('user_access')?.permissions).toContain('flock.view'));
    expect(callsTo(calls, userAccessCalls.get).map((call) => call.url)).toContain(
      `/api/membership/user-access/${ids.user}`,
    );
    served = afterTransfer;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Cebu')).toBeTruthy();
    expect(await screen.findByText('Cebu evening worship')).toBeTruthy();
  });
});
