import { localesCalls, profileCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchRealtime } from '../../../../lib/realtime/realtime-stream.ts';
import { SESSION_MARKER, storage } from '../../../../lib/storage/index.ts';
import { callsTo, fakeServer, makeLocale, makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

function pending() {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', makeProfile({ endorsed: false }));
  storage.set('member_name', 'Maria Santos');
  storage.set('email', 'member@example.org');
  storage.set('localeName', 'Quezon City');
}

describe('not-authorized page', () => {
  it('says who endorses the account and how to reach them', async () => {
    pending();
    fakeServer({});
    renderApp('/not-authorized');
    expect(
      await screen.findByRole('heading', { name: 'Your account is waiting for endorsement' }),
    ).toBeTruthy();
    expect(screen.getByText(/Thank you for registering, Maria Santos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'qc@example.org' }).getAttribute('href')).toBe(
      'mailto:qc@example.org',
    );
    expect(screen.getByText(/Grace Secretary/)).toBeTruthy();
  });

  it('names the admins without their sign-in addresses, even when an older server sends them', async () => {
    pending();
    const profile = makeProfile({ endorsed: false });
    profile.endorsement!.admins = [{ name: 'Grace Secretary', email: 'secretary@example.org' }];
    storage.set('profile', profile);
    fakeServer({});
    renderApp('/not-authorized');
    expect(await screen.findByText(/Grace Secretary/)).toBeTruthy();
    expect(screen.queryByText(/secretary@example\.org/)).toBeNull();
    expect(document.querySelector('a[href="mailto:secretary@example.org"]')).toBeNull();
    // The office is how to reach them.
    expect(screen.getByRole('link', { name: 'qc@example.org' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+63 2 8123 4567' })).toBeTruthy();
  });

  it('"Check again" asks the server, bypassing the stored profile, and goes home once endorsed', async () => {
    pending();
    const calls = fakeServer([
      on(localesCalls.one, () => makeLocale()),
      on(profileCalls.myProfile, () => makeProfile({ endorsed: true })),
    ]);
    const { router } = renderApp('/not-authorized');
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tab7'));
    expect(callsTo(calls, profileCalls.myProfile)).toHaveLength(1);
  });

  it('shows the decision as soon as its notice arrives through the stream, with the way in', async () => {
    pending();
    const calls = fakeServer([
      on(localesCalls.one, () => makeLocale()),
      on(profileCalls.myProfile, () => makeProfile({ endorsed: true })),
    ]);
    const { router } = renderApp('/not-authorized');
    await screen.findByRole('heading', { name: 'Your account is waiting for endorsement' });
    // Another kind of notice changes nothing.
    dispatchRealtime('notification', {
      item: { kind: 'announcement.sent', message: 'Potluck on Sunday' },
      unread: 1,
    });
    dispatchRealtime('notification', {
      item: { kind: 'endorsement.accepted', message: 'Your registration was accepted.' },
      unread: 2,
    });
    const decided = await screen.findByRole('status');
    expect(decided.textContent).toContain('Your registration was accepted.');
    expect(screen.queryByText('Potluck on Sunday')).toBeNull();
    expect(callsTo(calls, profileCalls.myProfile)).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Continue to Congregate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tab7'));
  });

  it('"Check again" says when the account is still waiting', async () => {
    pending();
    fakeServer([on(profileCalls.myProfile, () => makeProfile({ endorsed: false }))]);
    renderApp('/not-authorized');
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Not endorsed yet. Please check again later.')).toBeTruthy();
  });
});
