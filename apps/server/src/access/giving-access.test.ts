import { describe, expect, it } from 'vitest';
import type { Actor, Grant } from '../lib/actor.ts';
import { givingAccessOf, givingAllows, givingScopeOf } from './giving-access.ts';

const locale = { id: 'l1', districtId: 'd1' };
const actor = (grants: Partial<Grant>[], endorsed = true): Actor => ({
  userId: 'u',
  sessionId: 's',
  sessionExpiresAt: new Date(),
  email: 'a@example.org',
  userType: 'member',
  memberId: 'm',
  localeId: 'l1',
  flockId: null,
  endorsed,
  grants: grants.map((g) => ({ role: 'member', scopeType: 'self', scopeId: null, ...g })) as Grant[],
  via: 'cookie',
});

describe('givingAccessOf', () => {
  it('gives finance of the locale and super admins manage', () => {
    expect(givingAccessOf(actor([{ role: 'finance', scopeId: 'l1' }]), locale)).toBe('manage');
    expect(givingAccessOf(actor([{ role: 'super_admin' }]), locale)).toBe('manage');
  });
  it('gives locale admins view, district admins totals, and finance elsewhere nothing', () => {
    expect(givingAccessOf(actor([{ role: 'locale_admin', scopeId: 'l1' }]), locale)).toBe('view');
    expect(givingAccessOf(actor([{ role: 'district_admin', scopeId: 'd1' }]), locale)).toBe('totals');
    expect(givingAccessOf(actor([{ role: 'finance', scopeId: 'l2' }]), locale)).toBe('none');
    expect(
      givingAccessOf(
        actor([
          { role: 'district_admin', scopeId: 'd1' },
          { role: 'finance', scopeId: 'l1' },
        ]),
        locale,
      ),
    ).toBe('manage');
  });
  it('never lets a flock leader or a member see giving, nor an unendorsed finance officer', () => {
    expect(givingAccessOf(actor([{ role: 'flock_leader', scopeId: 'f1' }]), locale)).toBe('none');
    expect(givingAccessOf(actor([]), locale)).toBe('none');
    expect(givingAccessOf(actor([{ role: 'finance', scopeId: 'l1' }], false), locale)).toBe('none');
  });
  it('orders the levels', () => {
    expect(givingAllows('manage', 'view')).toBe(true);
    expect(givingAllows('view', 'manage')).toBe(false);
    expect(givingAllows('totals', 'totals')).toBe(true);
    expect(givingAllows('none', 'totals')).toBe(false);
  });
  it('lists where a caller may look', () => {
    expect(givingScopeOf(actor([{ role: 'flock_leader', scopeId: 'f1' }]))).toBeNull();
    expect(
      givingScopeOf(
        actor([
          { role: 'finance', scopeId: 'l1' },
          { role: 'district_admin', scopeId: 'd1' },
        ]),
      ),
    ).toEqual({
      all: false,
      localeIds: ['l1'],
      districtIds: ['d1'],
    });
  });
});
