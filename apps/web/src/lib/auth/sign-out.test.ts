import { authCalls } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../query-client.ts';
import { myProfileKeys } from '../query-keys.ts';
import { SESSION_MARKER, storage } from '../storage/index.ts';
import { errorBody, fakeServer, json, makeProfile, makeUserAccess, on } from '../../test/fake-server.ts';
import { signOut } from './index.ts';

function fillStorage() {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', makeProfile());
  storage.set('user_access', makeUserAccess());
  storage.set('cluster', 'C3');
  queryClient.setQueryData(myProfileKeys.all, makeProfile());
}

describe('sign-out', () => {
  it('ends the session on the server and clears storage and the query cache', async () => {
    const calls = fakeServer([on(authCalls.logout, () => ({ ok: true as const }))]);
    fillStorage();
    await signOut();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/login/auth/logout']);
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(myProfileKeys.all)).toBeUndefined();
  });

  it('clears storage even when the server call fails', async () => {
    fakeServer([on(authCalls.logout, () => json(401, errorBody('unauthenticated', 'No session')))]);
    fillStorage();
    await signOut();
    expect(storage.get('access_token')).toBeNull();
    expect(storage.get('profile')).toBeNull();
  });
});
