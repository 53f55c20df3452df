import { describe, expect, it } from 'vitest';
import { makeModuleConfig, makeProfile } from '../../test/fake-server.ts';
import { SESSION_MARKER, storage } from './index.ts';

describe('storage', () => {
  it('keeps values as plain JSON under the spec keys', () => {
    storage.set('access_token', SESSION_MARKER);
    storage.set('profile', makeProfile());
    expect(window.localStorage.getItem('access_token')).toBe(JSON.stringify('cookie-session'));
    expect(storage.get('profile')?.member.firstName).toBe('Maria');
  });

  it('caches module config under the module name', () => {
    storage.setModuleConfig('rrb', makeModuleConfig('rrb'));
    expect(JSON.parse(window.localStorage.getItem('rrb')!)).toMatchObject({ module: 'rrb' });
    expect(storage.getModuleConfig('rrb')?.config).toEqual({ label: 'Records' });
  });

  it('answers null for missing or unreadable values', () => {
    window.localStorage.setItem('profile', '{not json');
    expect(storage.get('profile')).toBeNull();
    expect(storage.get('email')).toBeNull();
  });

  it('clears everything it stored but keeps the theme and language of the device', () => {
    storage.set('access_token', SESSION_MARKER);
    storage.set('email', 'member@example.org');
    storage.setModuleConfig('rrb', makeModuleConfig('rrb'));
    window.localStorage.setItem('mantine-color-scheme-value', 'dark');
    window.localStorage.setItem('congregate-language', '"fil"');
    storage.clear();
    expect(storage.get('access_token')).toBeNull();
    expect(storage.get('email')).toBeNull();
    expect(storage.getModuleConfig('rrb')).toBeNull();
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    expect(window.localStorage.getItem('congregate-language')).toBe('"fil"');
  });
});
