import { localesCalls, moduleConfigCalls, profileCalls, userAccessCalls } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { loadLocales, loadModuleConfig } from '../config/index.ts';
import { storage } from '../storage/index.ts';
import {
  errorBody,
  fakeServer,
  ids,
  json,
  makeLocale,
  makeModuleConfig,
  makeProfile,
  makeUserAccess,
  on,
} from '../../test/fake-server.ts';
import { loadProfile, loadUserAccess } from './index.ts';

describe('cached data (spec section 4)', () => {
  it('reads the profile from storage when present', async () => {
    const calls = fakeServer({});
    storage.set('profile', makeProfile());
    expect((await loadProfile()).member.firstName).toBe('Maria');
    expect(calls).toHaveLength(0);
  });

  it('fetches the profile once, even for concurrent callers, and fills the single keys', async () => {
    const calls = fakeServer([on(profileCalls.myProfile, () => makeProfile())]);
    await Promise.all([loadProfile(), loadProfile()]);
    await loadProfile();
    expect(calls).toHaveLength(1);
    expect(storage.get('memberId')).toBe(ids.member);
    expect(storage.get('member_id')).toBe('M0000042');
    expect(storage.get('localeId')).toBe(ids.locale);
    expect(storage.get('flockName')).toBe('C3-Joy');
    expect(storage.get('photo')).toBe('/profile/maria.jpg');
    expect(storage.get('countryId')).toBe('PH');
  });

  it('derives cluster from the flock name with clusterOf', async () => {
    fakeServer([on(profileCalls.myProfile, () => makeProfile({ flockName: 'C3-Joy' }))]);
    await loadProfile({ fresh: true });
    expect(storage.get('cluster')).toBe('C3');
    fakeServer([on(profileCalls.myProfile, () => makeProfile({ flockName: null }))]);
    await loadProfile({ fresh: true });
    expect(storage.get('cluster')).toBe('No Cluster');
    expect(storage.get('flockName')).toBeNull();
  });

  it('bypasses the stored profile when asked for a fresh one', async () => {
    storage.set('profile', makeProfile({ endorsed: false }));
    fakeServer([on(profileCalls.myProfile, () => makeProfile({ endorsed: true }))]);
    expect((await loadProfile({ fresh: true })).member.endorsed).toBe(true);
    expect(storage.get('profile')?.member.endorsed).toBe(true);
  });

  it('reads user access from storage, else fetches it once and stores it', async () => {
    const calls = fakeServer([on(userAccessCalls.get, () => makeUserAccess(true))]);
    expect((await loadUserAccess(ids.user)).isAdmin).toBe(true);
    expect((await loadUserAccess(ids.user)).isAdmin).toBe(true);
    expect(calls.map((call) => call.url)).toEqual([`/api/membership/user-access/${ids.user}`]);
    expect(storage.get('user_access')?.isAdmin).toBe(true);
  });

  it('reads the locale list from storage under "locales", else fetches it once with the config token', async () => {
    const calls = fakeServer([on(localesCalls.all, () => [makeLocale()])]);
    await loadLocales();
    await loadLocales();
    expect(calls).toHaveLength(1);
    expect(storage.get('locales')?.[0]?.name).toBe('Quezon City');
  });

  it('reads module config from storage under the module name, else fetches it once', async () => {
    storage.setModuleConfig('video', makeModuleConfig('video'));
    const calls = fakeServer([
      on(moduleConfigCalls.get, ({ params }) =>
        params.module === 'rrb'
          ? makeModuleConfig('rrb')
          : json(404, errorBody('not_found', 'No such module')),
      ),
    ]);
    expect((await loadModuleConfig('video')).module).toBe('video');
    await loadModuleConfig('rrb');
    await loadModuleConfig('rrb');
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/config/rrb']);
    expect(storage.getModuleConfig('rrb')?.module).toBe('rrb');
  });
});
