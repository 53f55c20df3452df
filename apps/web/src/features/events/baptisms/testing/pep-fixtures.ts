import { churchEventSchema, pepSchema, type ChurchEvent, type Pep } from '@congregate/contracts';
import { ids } from '../../../../test/fake-server.ts';

export const baptismEventId = '77777777-7777-4777-8777-777777777777';
export const otherEventId = '78787878-7878-4878-8878-787878787878';

let serial = 0;

/** A PEP of Quezon City as the calls answer it (checked against the contract), scheduled for the baptism. */
export function makePep(overrides: Partial<Pep> = {}): Pep {
  serial += 1;
  const firstName = overrides.firstName ?? 'Juan';
  const lastName = overrides.lastName ?? 'Dela Cruz';
  return pepSchema.parse({
    id: `66666666-6666-4666-8666-${String(serial).padStart(12, '0')}`,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    mobile: '+639171112222',
    email: null,
    emailConfirmed: false,
    birthDate: '1999-04-12',
    gender: 'male',
    address: '12 Mabini St, Quezon City',
    photo: null,
    localeId: ids.locale,
    localeName: 'Quezon City',
    flock: { id: ids.flock, name: 'C1-Joy' },
    soulWinner: { id: ids.member, displayName: 'Maria Santos' },
    source: 'member-added',
    batchName: 'Batch 12',
    notes: null,
    stage: 'scheduled',
    droppedReason: null,
    baptismEvent: { id: baptismEventId, title: 'Youth baptism', startsAt: '2026-12-05T01:00:00.000Z' },
    baptizedAt: null,
    baptismalForm: null,
    memberId: null,
    lastContactAt: null,
    overdueFollowUps: 0,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A baptism event of Quezon City. */
export function makeEvent(overrides: Partial<ChurchEvent> = {}): ChurchEvent {
  return churchEventSchema.parse({
    id: baptismEventId,
    localeId: ids.locale,
    localeName: 'Quezon City',
    title: 'Youth baptism',
    type: 'baptism',
    startsAt: '2026-12-05T01:00:00.000Z',
    endsAt: '2026-12-05T04:00:00.000Z',
    capacity: null,
    maxPartySize: 10,
    description: null,
    hasBaptism: true,
    cancelledAt: null,
    createdAt: '2026-10-01T00:00:00.000Z',
    venue: null,
    flyerUrl: null,
    timeZone: 'Asia/Manila',
    rsvpOpensAt: null,
    rsvpClosesAt: null,
    seriesId: null,
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  });
}
