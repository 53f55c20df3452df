import { memberListItemSchema, type MemberListItem, type Profile } from '@congregate/contracts';
import { ids, makeProfile } from '../../../../test/fake-server.ts';

export const pendingId = '55555555-5555-4555-8555-555555555555';
export const existingId = '66666666-6666-4666-8666-666666666666';

/** A pending registration as `admin/endorsements` lists it, checked against the contract. */
export function registrant(overrides: Partial<MemberListItem> = {}): MemberListItem {
  return memberListItemSchema.parse({
    id: pendingId,
    customId: 'M0000005',
    firstName: 'Paolo',
    lastName: 'Pending',
    email: 'pending@example.org',
    mobile: '+639171230005',
    birthDate: '1998-02-14',
    gender: 'male',
    type: 'member',
    localeId: ids.locale,
    localeName: 'Quezon City',
    flockId: null,
    flockName: null,
    cluster: 'No Cluster',
    endorsed: false,
    photo: null,
    hasAccount: true,
    createdAt: '2026-02-20T09:30:00.000Z',
    ...overrides,
  });
}

/** The member record an endorse / reject / merge answers with. */
export function outcomeMember(overrides: Partial<Profile['member']> = {}): Profile['member'] {
  return { ...makeProfile().member, id: pendingId, firstName: 'Paolo', lastName: 'Pending', ...overrides };
}
