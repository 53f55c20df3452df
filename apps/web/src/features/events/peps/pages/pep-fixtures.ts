// Test data for the PEP pages, checked against the contracts so that the fixtures cannot drift.
import { pepDetailSchema, pepSchema, type Pep, type PepDetail } from '@congregate/contracts';
import { ids } from '../../../../test/fake-server.ts';
import { at } from '../../../../test/signed-in.ts';

let serial = 0;

/** A PEP of Quezon City won by the signed-in member (Maria Santos); a new id each time. */
export function makePep(overrides: Partial<Pep> = {}): Pep {
  serial += 1;
  const firstName = overrides.firstName ?? 'Rosa';
  const lastName = overrides.lastName ?? 'Lim';
  return pepSchema.parse({
    id: `a1a1a1a1-a1a1-4a1a-8a1a-${String(serial).padStart(12, '0')}`,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    mobile: '+639175551234',
    email: null,
    emailConfirmed: false,
    birthDate: null,
    gender: null,
    address: null,
    photo: null,
    localeId: ids.locale,
    localeName: 'Quezon City',
    flock: null,
    soulWinner: { id: ids.member, displayName: 'Maria Santos' },
    source: 'member-added',
    batchName: null,
    notes: null,
    stage: 'contacted',
    droppedReason: null,
    baptismEvent: null,
    baptizedAt: null,
    baptismalForm: null,
    memberId: null,
    lastContactAt: at,
    overdueFollowUps: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

export function makePepDetail(overrides: Partial<PepDetail> = {}): PepDetail {
  const { history, ...rest } = overrides;
  return pepDetailSchema.parse({
    ...makePep(rest),
    history: history ?? [
      {
        id: 'b1b1b1b1-b1b1-4b1b-8b1b-b1b1b1b1b1b1',
        from: null,
        to: 'contacted',
        reason: null,
        by: { userId: ids.user, name: 'Maria Santos' },
        at,
      },
    ],
  });
}

export const baptismEventId = 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1';

/** A locale's event with a baptism, as `GET events` answers it. */
export const baptismEvent = {
  id: baptismEventId,
  localeId: ids.locale,
  localeName: 'Quezon City',
  title: 'Easter baptism',
  type: 'baptism' as const,
  startsAt: '2026-04-05T01:00:00.000Z',
  endsAt: '2026-04-05T04:00:00.000Z',
  capacity: null,
  maxPartySize: 10,
  description: null,
  hasBaptism: true,
  cancelledAt: null,
  createdAt: at,
  venue: null,
  flyerUrl: null,
  timeZone: 'Asia/Manila',
  rsvpOpensAt: null,
  rsvpClosesAt: null,
  seriesId: null,
  updatedAt: at,
};
