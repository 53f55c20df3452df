// Test data for the event pages of issue 14 (events, RSVPs, entry, minister), checked against the contracts.
import {
  churchEventSchema,
  eventSummarySchema,
  rsvpSchema,
  type ChurchEvent,
  type EventSummary,
  type Rsvp,
} from '@congregate/contracts';
import { ids } from './fake-server.ts';

export const crusadeId = 'e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1';
export const worshipId = 'e2e2e2e2-e2e2-4e2e-8e2e-e2e2e2e2e2e2';
export const at = '2026-10-01T00:00:00.000Z';

/** An event of Quezon City (Asia/Manila), a crusade unless told otherwise. */
export function makeChurchEvent(overrides: Partial<ChurchEvent> = {}): ChurchEvent {
  return churchEventSchema.parse({
    id: crusadeId,
    localeId: ids.locale,
    localeName: 'Quezon City',
    title: 'Home Free crusade',
    type: 'crusade',
    startsAt: '2026-12-05T10:00:00.000Z',
    endsAt: '2026-12-05T13:00:00.000Z',
    capacity: 300,
    maxPartySize: 10,
    description: null,
    hasBaptism: false,
    cancelledAt: null,
    createdAt: at,
    venue: 'Amoranto Stadium',
    flyerUrl: null,
    timeZone: 'Asia/Manila',
    rsvpOpensAt: null,
    rsvpClosesAt: null,
    seriesId: null,
    updatedAt: at,
    ...overrides,
  });
}

let serial = 0;
/** A guest's RSVP as the admins see it. */
export function makeRsvp(overrides: Partial<Rsvp> = {}): Rsvp {
  serial += 1;
  const firstName = overrides.firstName ?? 'Rosa';
  const lastName = overrides.lastName ?? 'Lim';
  return rsvpSchema.parse({
    id: `f0f0f0f0-f0f0-4f0f-8f0f-${String(serial).padStart(12, '0')}`,
    eventId: crusadeId,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    mobile: '+639175551234',
    email: null,
    partySize: 2,
    firstTime: true,
    consentToContact: true,
    status: 'confirmed',
    source: 'invitation',
    soulWinner: { id: ids.member, displayName: 'Maria Santos', flock: { id: ids.flock, name: 'C1-Joy' } },
    pepId: null,
    notes: null,
    arrivedAt: null,
    cancelledAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** The figures of an event. */
export function makeSummary(
  overrides: Partial<Omit<EventSummary, 'counts'>> & { counts?: Partial<EventSummary['counts']> } = {},
): EventSummary {
  const { counts, ...rest } = overrides;
  return eventSummarySchema.parse({
    event: makeChurchEvent(),
    seatsLeft: 280,
    soulWinners: [
      { memberId: ids.member, displayName: 'Maria Santos', flockName: 'C1-Joy', rsvps: 5, arrived: 2 },
    ],
    flocks: [{ flockId: ids.flock, flockName: 'C1-Joy', rsvps: 5, arrived: 2 }],
    recentArrivals: [],
    ...rest,
    counts: {
      rsvps: 12,
      people: 20,
      registered: 2,
      confirmed: 8,
      waitlisted: 0,
      cancelled: 1,
      arrived: 3,
      arrivedPeople: 5,
      walkIns: 1,
      firstTimers: 6,
      firstTimersArrived: 2,
      ...counts,
    },
  });
}
