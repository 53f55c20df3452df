import { profileCalls } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { SESSION_MARKER, storage } from '../lib/storage/index.ts';
import { errorBody, fakeServer, json, makeProfile, on } from '../test/fake-server.ts';
import { redirectSignedIn, requireEndorsedMember } from './guards.ts';

/** Runs a loader and returns where it redirected, or null when it let the page show. */
async function outcome(loader: () => Promise<unknown>): Promise<string | null> {
  try {
    await loader();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('login-required guard', () => {
  it('sends a visitor without a session to login without calling the server', async () => {
    const calls = fakeServer([]);
    expect(await outcome(requireEndorsedMember)).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('lets an endorsed member through, using the stored profile', async () => {
    const calls = fakeServer([]);
    storage.set('access_token', SESSION_MARKER);
    storage.set('profile', makeProfile({ endorsed: true }));
    expect(await outcome(requireEndorsedMember)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('fetches the profile once when none is stored, and stores it', async () => {
    const calls = fakeServer([on(profileCalls.myProfile, () => json(200, makeProfile({ endorsed: true })))]);
    storage.set('access_token', SESSION_MARKER);
    expect(await outcome(requireEndorsedMember)).toBeNull();
    expect(await outcome(requireEndorsedMember)).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/membership/members/myProfile']);
    expect(storage.get('profile')?.member.customId).toBe('M0000042');
    expect(storage.get('member_id')).toBe('M0000042');
  });

  it('sends a member who is not endorsed to not-authorized and stores name, email and locale', async () => {
    fakeServer([on(profileCalls.myProfile, () => json(200, makeProfile({ endorsed: false })))]);
    storage.set('access_token', SESSION_MARKER);
    expect(await outcome(requireEndorsedMember)).toBe('/not-authorized');
    expect(storage.get('member_name')).toBe('Maria Santos');
    expect(storage.get('email')).toBe('member@example.org');
    expect(storage.get('localeName')).toBe('Quezon City');
  });

  it('treats an absent endorsed flag as not endorsed', async () => {
    const profile = makeProfile();
    const { endorsed: _dropped, ...memberWithoutFlag } = profile.member;
    storage.set('access_token', SESSION_MARKER);
    storage.set('profile', { ...profile, member: memberWithoutFlag } as unknown as typeof profile);
    fakeServer([]);
    expect(await outcome(requireEndorsedMember)).toBe('/not-authorized');
  });

  it('clears storage and sends to login when the profile cannot be loaded', async () => {
    fakeServer([on(profileCalls.myProfile, () => json(401, errorBody('unauthenticated', 'No session')))]);
    storage.set('access_token', SESSION_MARKER);
    storage.set('locales', []);
    expect(await outcome(requireEndorsedMember)).toBe('/login');
    expect(storage.get('access_token')).toBeNull();
    expect(storage.get('locales')).toBeNull();
  });
});

describe('already-signed-in guard', () => {
  it('shows the page to a visitor without a session, with storage cleared', async () => {
    const calls = fakeServer([]);
    storage.set('cluster', 'C3');
    expect(await outcome(redirectSignedIn)).toBeNull();
    expect(storage.get('cluster')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends someone whose profile loads to tabs/tab7', async () => {
    fakeServer([on(profileCalls.myProfile, () => json(200, makeProfile()))]);
    storage.set('access_token', SESSION_MARKER);
    expect(await outcome(redirectSignedIn)).toBe('/tabs/tab7');
  });

  it('clears storage and shows the page when the profile fails to load', async () => {
    fakeServer([on(profileCalls.myProfile, () => json(401, errorBody('session_expired', 'Expired')))]);
    storage.set('access_token', SESSION_MARKER);
    expect(await outcome(redirectSignedIn)).toBeNull();
    expect(storage.get('access_token')).toBeNull();
  });
});
