import { checkInCalls, kioskCalls } from '@congregate/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorBody, fakeServer, json, on } from '../../../../test/fake-server.ts';
import {
  cardKeys,
  createdCheckIn,
  freshTablet,
  kioskIds,
  maria,
  rosterAt,
  signCard,
} from '../testing/kiosk-fixtures.ts';
import { KioskStation } from './kiosk-station.ts';
import { queuedScans } from './kiosk-store.ts';

const now = Date.parse('2026-03-01T01:05:00.000Z');

const created = (memberId: string, clientId: string) => createdCheckIn(memberId, clientId, now);

beforeEach(freshTablet);

describe('the kiosk station', () => {
  it('refuses a re-issued card at once, on the tablet, and records nothing', async () => {
    const calls = fakeServer([]);
    const { privateKey, station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => true });
    // Maria's card 1 was replaced by card 2 (the roster lists `maria:1` as revoked).
    await kiosk.scanCard(await signCard(privateKey, maria.id, 1));
    expect(kiosk.getState().greeting).toEqual({ kind: 'refused', reason: 'superseded' });
    expect(await queuedScans()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('refuses a code that is not a card signed with the card key', async () => {
    fakeServer([]);
    const { station } = await cardKeys();
    const other = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.scanCard(await signCard(other.privateKey, maria.id, 2));
    expect(kiosk.getState().greeting).toEqual({ kind: 'refused', reason: 'invalid' });
  });

  it('greets a valid card, sends it once, and says "already checked in" on a second scan', async () => {
    let clock = now;
    const calls = fakeServer([
      on(checkInCalls.record, ({ body }) => created(body.memberId ?? maria.id, body.clientId)),
    ]);
    const { privateKey, station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => clock, isOnline: () => true });
    const token = await signCard(privateKey, maria.id, 2);
    await kiosk.scanCard(token);
    expect(kiosk.getState().greeting).toMatchObject({
      kind: 'welcome',
      member: { displayName: 'Maria Santos' },
    });
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(1);
    expect(callsTo(calls, checkInCalls.record)[0]!.body).toMatchObject({ card: token, method: 'qr' });
    expect(await queuedScans()).toEqual([]);

    // Held up again a minute later: the tablet knows, even without asking.
    clock = now + 60_000;
    await kiosk.scanCard(token);
    expect(kiosk.getState().greeting).toEqual({
      kind: 'already',
      member: expect.objectContaining({ id: maria.id }),
      checkedInAt: new Date(now).toISOString(),
    });
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(1);
  });

  it('shows the server\'s "already checked in" time when another device recorded the member first', async () => {
    const earlier = '2026-03-01T01:02:00.000Z';
    fakeServer([
      on(checkInCalls.record, ({ body }) =>
        json(200, { ...created(maria.id, body.clientId), alreadyCheckedInAt: earlier }),
      ),
    ]);
    const { station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.pickMember(maria.id);
    expect(kiosk.getState().greeting).toMatchObject({ kind: 'already', checkedInAt: earlier });
  });

  it('counts a card held in front of the camera once, not once per frame', async () => {
    const calls = fakeServer([on(checkInCalls.record, ({ body }) => created(maria.id, body.clientId))]);
    const { privateKey, station } = await cardKeys();
    let clock = now;
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => clock, isOnline: () => true });
    const token = await signCard(privateKey, maria.id, 2);
    for (let frame = 0; frame < 20; frame++, clock += 200) await kiosk.scanCard(token);
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(1);
    expect(kiosk.getState().greeting?.kind).toBe('welcome');
  });

  it('queues a scan when the server cannot be reached, then syncs each clientId once and clears them', async () => {
    let reachable = false;
    const calls = fakeServer([
      on(checkInCalls.record, () => json(503, errorBody('unavailable', 'Down'))),
      on(kioskCalls.sync, ({ body }) =>
        reachable
          ? {
              items: body.items.map((item) => ({
                clientId: item.clientId,
                status: 'created' as const,
                checkin: {
                  ...created(item.memberId ?? maria.id, item.clientId).checkin,
                  method: item.method,
                },
              })),
            }
          : json(503, errorBody('unavailable', 'Down')),
      ),
    ]);
    const { station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.pickMember(maria.id);
    await kiosk.pickMember(kioskIds.jose);
    expect(kiosk.getState().online).toBe(false);
    expect(
      kiosk
        .getState()
        .waiting.map((scan) => scan.who.memberId)
        .sort(),
    ).toEqual([maria.id, kioskIds.jose].sort());
    // Greeted from the roster while offline.
    expect(kiosk.getState().greeting).toMatchObject({
      kind: 'welcome',
      member: { displayName: 'José Rizal', salutation: 'Bro.' },
    });

    await kiosk.flush();
    expect(await queuedScans()).toHaveLength(2);

    reachable = true;
    await Promise.all([kiosk.flush(), kiosk.flush()]);
    await kiosk.flush();
    const sent = callsTo(calls, kioskCalls.sync)
      .slice(1)
      .flatMap((call) => (call.body as { items: { clientId: string }[] }).items.map((item) => item.clientId));
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect(await queuedScans()).toEqual([]);
    expect(kiosk.getState()).toMatchObject({ online: true, waiting: [] });
  });

  it('keeps a scan the server refused, with its reason, until someone dismisses it', async () => {
    fakeServer([
      on(checkInCalls.record, () => json(409, errorBody('no_gathering', 'No gathering is open now'))),
    ]);
    const { station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.pickMember(maria.id);
    expect(kiosk.getState().refused).toEqual([
      expect.objectContaining({ problem: { code: 'no_gathering', message: 'No gathering is open now' } }),
    ]);
    expect(kiosk.getState().greeting).toMatchObject({ kind: 'refused', reason: 'server' });
    await kiosk.dismissRefused();
    expect(kiosk.getState().refused).toEqual([]);
  });

  it('ends the station when the server no longer knows the kiosk', async () => {
    fakeServer([on(kioskCalls.roster, () => json(401, errorBody('unauthenticated', 'Sign in')))]);
    const { station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => now, isOnline: () => true });
    await kiosk.refreshRoster();
    expect(kiosk.getState().sessionEnded).toBe(true);
    vi.restoreAllMocks();
  });
});
