import { checkInCalls, faceCalls, kioskCalls, type KioskFaces } from '@congregate/contracts';
import { encodeDescriptor, FACE_MODEL } from '@congregate/contracts/face-match';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, errorBody, fakeServer, json, on } from '../../../../test/fake-server.ts';
import {
  cardKeys,
  faceAlong,
  freshTablet,
  jose,
  kioskIds,
  maria,
  rosterAt,
} from '../testing/kiosk-fixtures.ts';
import { KioskStation, UNKNOWN_FACE_PROMPT_MS } from './kiosk-station.ts';
import { loadFaces, queuedScans } from './kiosk-store.ts';

const now = Date.parse('2026-03-01T01:05:00.000Z');

const faces = (
  members: { memberId: string; axis: number }[],
  faceMode = true,
  version = 'v1',
): KioskFaces => ({
  version,
  unchanged: false,
  settings: { faceMode, faceThreshold: 0.65, faceMargin: 0.05 },
  members: members.map(({ memberId, axis }) => ({
    memberId,
    descriptor: encodeDescriptor(faceAlong(axis)),
    model: FACE_MODEL,
  })),
});

const created = (memberId: string, clientId: string, faceScore: number | null) => ({
  checkin: {
    id: crypto.randomUUID(),
    gatheringId: kioskIds.gathering,
    localeId: kioskIds.locale,
    memberId,
    method: 'face' as const,
    checkedInAt: new Date(now).toISOString(),
    clientId,
    deviceId: kioskIds.kiosk,
    recordedBy: null,
    faceScore,
  },
  member: { id: memberId, displayName: 'Maria Santos', salutation: 'Sis.', photo: null },
});

beforeEach(freshTablet);

async function stationWith(answer: () => KioskFaces | Response, clock: { now: number }) {
  const { station } = await cardKeys();
  const calls = fakeServer([
    on(kioskCalls.roster, () => ({
      ...rosterAt(now),
      locale: { id: kioskIds.locale, name: 'Quezon City', timeZone: 'Asia/Manila' },
      cardKey: station.cardKey,
      nextCursor: null,
    })),
    on(faceCalls.kioskFaces, answer),
    on(checkInCalls.record, ({ body }) => created(body.memberId!, body.clientId, body.faceScore ?? null)),
  ]);
  const kiosk = new KioskStation(station, rosterAt(now), { now: () => clock.now, isOnline: () => true });
  await kiosk.refreshRoster();
  return { kiosk, calls };
}

describe('face check-in at the kiosk', () => {
  it('checks in the one enrolled member a steady face matches, with its score, once', async () => {
    const clock = { now };
    const { kiosk, calls } = await stationWith(
      () =>
        faces([
          { memberId: maria.id, axis: 3 },
          { memberId: jose.id, axis: 500 },
        ]),
      clock,
    );
    expect(kiosk.getState().faces).toMatchObject({ faceMode: true, enrolled: 2 });
    await kiosk.faceSeen(faceAlong(3, 0.1));
    expect(kiosk.getState().greeting).toMatchObject({ kind: 'welcome', member: { id: maria.id } });
    const sent = callsTo(calls, checkInCalls.record);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ memberId: maria.id, method: 'face' });
    expect((sent[0]!.body as { faceScore: number }).faceScore).toBeGreaterThan(0.9);
    // The same face held in front of the camera is one check-in.
    for (let frame = 0; frame < 10; frame++, clock.now += 300) await kiosk.faceSeen(faceAlong(3, 0.1));
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(1);
  });

  it('asks an unknown face for the card, records nothing, and does not repeat the prompt at once', async () => {
    const clock = { now };
    const { kiosk, calls } = await stationWith(() => faces([{ memberId: maria.id, axis: 3 }]), clock);
    await kiosk.faceSeen(faceAlong(700));
    expect(kiosk.getState().greeting).toEqual({ kind: 'face-unknown' });
    kiosk.clearGreeting();
    clock.now += 1000;
    await kiosk.faceSeen(faceAlong(700));
    expect(kiosk.getState().greeting).toBeNull();
    clock.now += UNKNOWN_FACE_PROMPT_MS;
    await kiosk.faceSeen(faceAlong(700));
    expect(kiosk.getState().greeting).toEqual({ kind: 'face-unknown' });
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(0);
    expect(await queuedScans()).toEqual([]);
  });

  it('refuses a face between two members (no margin) rather than guess', async () => {
    const clock = { now };
    const { kiosk, calls } = await stationWith(
      () =>
        faces([
          { memberId: maria.id, axis: 3 },
          { memberId: jose.id, axis: 4 },
        ]),
      clock,
    );
    const between = faceAlong(3);
    between[4] = 1;
    await kiosk.faceSeen(between);
    expect(kiosk.getState().greeting).toEqual({ kind: 'face-unknown' });
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(0);
  });

  it('does nothing with faces while face mode is off', async () => {
    const clock = { now };
    const { kiosk, calls } = await stationWith(() => faces([], false), clock);
    expect(kiosk.getState().faces).toMatchObject({ faceMode: false, enrolled: 0 });
    await kiosk.faceSeen(faceAlong(3));
    expect(kiosk.getState().greeting).toBeNull();
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(0);
  });

  it('drops a member who withdrew at the next refresh, and keeps the copy for offline use', async () => {
    const clock = { now };
    let answer = faces([{ memberId: maria.id, axis: 3 }]);
    const { kiosk, calls } = await stationWith(() => answer, clock);
    expect((await loadFaces())?.members.map((m) => m.memberId)).toEqual([maria.id]);
    answer = faces([], true, 'v2');
    await kiosk.refreshRoster();
    expect(callsTo(calls, faceCalls.kioskFaces).at(-1)!.search).toBe('?since=v1');
    expect(kiosk.getState().faces?.enrolled).toBe(0);
    expect(await loadFaces()).toMatchObject({ version: 'v2', members: [] });
    await kiosk.faceSeen(faceAlong(3));
    expect(callsTo(calls, checkInCalls.record)).toHaveLength(0);
  });

  it('queues a face check-in offline with its score and sends it with the sync', async () => {
    const clock = { now };
    let reachable = false;
    const calls = fakeServer([
      on(faceCalls.kioskFaces, () => faces([{ memberId: maria.id, axis: 3 }])),
      on(checkInCalls.record, () => json(503, errorBody('unavailable', 'Down'))),
      on(kioskCalls.sync, ({ body }) =>
        reachable
          ? {
              items: body.items.map((item) => ({
                clientId: item.clientId,
                status: 'created' as const,
                checkin: created(item.memberId!, item.clientId, item.faceScore ?? null).checkin,
              })),
            }
          : json(503, errorBody('unavailable', 'Down')),
      ),
    ]);
    const { station } = await cardKeys();
    const kiosk = new KioskStation(station, rosterAt(now), { now: () => clock.now, isOnline: () => true });
    await kiosk.refreshFaces();
    await kiosk.faceSeen(faceAlong(3));
    expect(kiosk.getState().waiting).toHaveLength(1);
    expect(kiosk.getState().waiting[0]).toMatchObject({ method: 'face', memberId: maria.id });
    reachable = true;
    await kiosk.flush();
    const synced = (callsTo(calls, kioskCalls.sync).at(-1)!.body as { items: unknown[] }).items;
    expect(synced).toEqual([
      expect.objectContaining({ memberId: maria.id, method: 'face', faceScore: expect.any(Number) }),
    ]);
    expect(kiosk.getState().waiting).toHaveLength(0);
  });
});
