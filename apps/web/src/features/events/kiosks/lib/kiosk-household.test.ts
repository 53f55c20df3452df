import { checkInCalls, kioskCalls } from '@congregate/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, errorBody, fakeServer, json, on } from '../../../../test/fake-server.ts';
import {
  cardKeys,
  familyRosterAt,
  freshTablet,
  kioskIds,
  maria,
  rosterAt,
  signCard,
  createdCheckIn,
} from '../testing/kiosk-fixtures.ts';
import { KioskStation } from './kiosk-station.ts';
import { markSeen, queuedScans } from './kiosk-store.ts';

const now = Date.parse('2026-03-01T01:05:00.000Z');

const created = (memberId: string, clientId: string) => createdCheckIn(memberId, clientId, now);

beforeEach(freshTablet);

describe('family check-in at the kiosk', () => {
  it('asks after a card about the household’s members of this locale, offline, and queues the ticked ones', async () => {
    const calls = fakeServer([]);
    const { privateKey, station } = await cardKeys();
    const kiosk = new KioskStation(station, familyRosterAt(now), { now: () => now, isOnline: () => false });
    // Pia was checked in earlier (by name): shown as such.
    await markSeen(kioskIds.gathering, kioskIds.pia, new Date(now - 5 * 60_000).toISOString());
    await kiosk.scanCard(await signCard(privateKey, maria.id, 2));

    const prompt = kiosk.getState().household;
    expect(prompt?.anchor.id).toBe(maria.id);
    expect(prompt?.people.map((p) => [p.member.id, p.checkedInAt !== null])).toEqual([
      [kioskIds.jose, false],
      [kioskIds.pia, true],
    ]);

    await kiosk.checkInHousehold([kioskIds.jose, kioskIds.pia]);
    expect(kiosk.getState().household).toBeNull();
    const queued = await queuedScans();
    expect(queued.map((scan) => [scan.method, scan.memberId ?? 'card'])).toEqual([
      ['qr', 'card'],
      ['household', kioskIds.jose],
    ]);
    expect(queued[1]!.scannedAt > queued[0]!.scannedAt).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends the household after the card, with kiosk/sync, when online', async () => {
    const calls = fakeServer([
      on(checkInCalls.record, ({ body }) => created(maria.id, body.clientId)),
      on(kioskCalls.sync, ({ body }) => ({
        items: body.items.map((item) => ({ clientId: item.clientId, status: 'created' as const })),
      })),
    ]);
    const { privateKey, station } = await cardKeys();
    const kiosk = new KioskStation(station, familyRosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.scanCard(await signCard(privateKey, maria.id, 2));
    await kiosk.checkInHousehold([kioskIds.jose]);
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(1);
    expect(callsTo(calls, kioskCalls.sync).map((call) => call.body)).toEqual([
      { items: [expect.objectContaining({ memberId: kioskIds.jose, method: 'household' })] },
    ]);
    expect(await queuedScans()).toEqual([]);
  });

  it('keeps a refused household check-in to be seen', async () => {
    fakeServer([
      on(checkInCalls.record, ({ body }) => created(maria.id, body.clientId)),
      on(kioskCalls.sync, ({ body }) => ({
        items: body.items.map((item) => ({
          clientId: item.clientId,
          status: 'refused' as const,
          error: { code: 'not_in_household', message: 'Not of the household' },
        })),
      })),
    ]);
    const { privateKey, station } = await cardKeys();
    const kiosk = new KioskStation(station, familyRosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.scanCard(await signCard(privateKey, maria.id, 2));
    await kiosk.checkInHousehold([kioskIds.jose]);
    expect(kiosk.getState().refused.map((scan) => scan.problem?.code)).toEqual(['not_in_household']);
  });

  it('does not ask when picked by name, when alone in the roster, or on "Not now"', async () => {
    fakeServer([on(checkInCalls.record, () => json(503, errorBody('unavailable', 'Down')))]);
    const { privateKey, station } = await cardKeys();
    const family = new KioskStation(station, familyRosterAt(now), { now: () => now, isOnline: () => false });
    await family.pickMember(kioskIds.jose);
    expect(family.getState().household).toBeNull();

    await family.scanCard(await signCard(privateKey, maria.id, 2));
    expect(family.getState().household).not.toBeNull();
    family.dismissHousehold();
    expect(family.getState().household).toBeNull();
    expect((await queuedScans()).every((scan) => scan.method !== 'household')).toBe(true);

    await freshTablet();
    const alone = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => false });
    await alone.scanCard(await signCard(privateKey, maria.id, 2));
    expect(alone.getState().greeting?.kind).toBe('welcome');
    expect(alone.getState().household).toBeNull();
  });
});
