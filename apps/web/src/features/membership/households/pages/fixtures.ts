import type { Household, HouseholdRequest } from '@congregate/contracts';
import { ids } from '../../../../test/fake-server.ts';
import { at } from '../../../../test/signed-in.ts';

export const spouseId = 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1';
export const householdId = 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2';
export const requestId = 'c3c3c3c3-c3c3-4c3c-8c3c-c3c3c3c3c3c3';

/** The signed-in member (Maria Santos) heads a household with a dependant. */
export function makeHousehold(overrides: Partial<Household> = {}): Household {
  return {
    id: householdId,
    name: 'Santos family',
    headMemberId: ids.member,
    address: {
      line1: '12 Mabini St.',
      line2: null,
      city: 'Quezon City',
      province: null,
      postalCode: null,
      countryId: 'PH',
      addressId: null,
    },
    members: [
      {
        memberId: ids.member,
        firstName: 'Maria',
        lastName: 'Santos',
        photo: null,
        localeId: ids.locale,
        localeName: 'Quezon City',
        isHead: true,
        joinedAt: at,
      },
    ],
    dependants: [
      { id: requestId, firstName: 'Ana', lastName: 'Santos', birthDate: '2018-01-15', relationship: 'child' },
    ],
    pendingRequests: [],
    canEdit: true,
    updatedAt: at,
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<HouseholdRequest> = {}): HouseholdRequest {
  return {
    id: requestId,
    householdId,
    householdName: 'Santos family',
    kind: 'invite',
    memberId: ids.member,
    memberName: 'Maria Santos',
    email: null,
    message: 'Come home',
    status: 'pending',
    requestedByName: 'Jose Santos',
    createdAt: at,
    decidedAt: null,
    canDecide: true,
    canCancel: false,
    ...overrides,
  };
}
