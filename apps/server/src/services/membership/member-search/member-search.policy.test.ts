import { describe, expect, it } from 'vitest';
import type { Actor, Grant } from '../../../lib/actor.ts';
import { localeListViewOf } from './member-search.policy.ts';

const locale = { id: 'l1', districtId: 'd1' };
const actor = (grants: Partial<Grant>[], localeId: string | null = 'elsewhere'): Actor => ({
  userId: 'u',
  sessionId: 's',
  sessionExpiresAt: new Date(),
  email: 'a@example.org',
  userType: 'member',
  memberId: 'm',
  localeId,
  flockId: null,
  endorsed: true,
  grants: grants.map((g) => ({ role: 'member', scopeType: 'self', scopeId: null, ...g })) as Grant[],
  via: 'cookie',
});

describe('localeListViewOf', () => {
  it('shows finance of the locale the directory (names only), even when they belong to another locale', () => {
    expect(localeListViewOf(actor([{ role: 'finance', scopeType: 'locale', scopeId: 'l1' }]), locale)).toBe(
      'directory',
    );
  });
  it('refuses finance of another locale and members of other locales', () => {
    expect(
      localeListViewOf(actor([{ role: 'finance', scopeType: 'locale', scopeId: 'l2' }]), locale),
    ).toBeNull();
    expect(localeListViewOf(actor([]), locale)).toBeNull();
  });
  it('keeps admins on the full view and members of the locale on the directory', () => {
    expect(
      localeListViewOf(actor([{ role: 'locale_admin', scopeType: 'locale', scopeId: 'l1' }]), locale),
    ).toBe('admin');
    expect(localeListViewOf(actor([], 'l1'), locale)).toBe('directory');
  });
});
