import 'fake-indexeddb/auto';
import { MEMBER_CARD_TYPE, type Gathering, type Kiosk } from '@congregate/contracts';
import { IDBFactory } from 'fake-indexeddb';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { closeKioskStore, type Roster, type RosterMember, type Station } from '../lib/kiosk-store.ts';

export const kioskIds = {
  kiosk: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  locale: '33333333-3333-4333-8333-333333333333',
  gathering: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  maria: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  jose: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  pia: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  household: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
};

/** A fresh, empty IndexedDB, as on a new tablet (the store's connection closed first). */
export async function freshTablet(): Promise<void> {
  await closeKioskStore();
  globalThis.indexedDB = new IDBFactory();
}

/** The server's card key pair: the kiosk gets the public half; the tests sign cards with the private one. */
export async function cardKeys(): Promise<{ privateKey: CryptoKey; station: Station }> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const kiosk: Kiosk = {
    id: kioskIds.kiosk,
    localeId: kioskIds.locale,
    name: 'Lobby kiosk',
    createdAt: '2026-03-01T00:00:00.000Z',
    pairedAt: '2026-03-01T00:00:00.000Z',
    pairingExpiresAt: null,
    faceMode: false,
    faceThreshold: 0.65,
    faceMargin: 0.05,
  };
  return {
    privateKey,
    station: {
      kiosk,
      locale: { id: kioskIds.locale, name: 'Quezon City', timeZone: 'Asia/Manila' },
      cardKey: { alg: 'EdDSA', publicKeyJwk: { ...(await exportJWK(publicKey)) } },
    },
  };
}

/** A member card token as the server signs it. */
export function signCard(privateKey: CryptoKey, memberId: string, version: number): Promise<string> {
  return new SignJWT({ cid: 'M0000042', v: version })
    .setProtectedHeader({ alg: 'EdDSA', typ: MEMBER_CARD_TYPE })
    .setSubject(memberId)
    .setIssuedAt()
    .sign(privateKey);
}

/** A gathering open for check-in around `now`. */
export function openGatheringAt(now: number): Gathering {
  return {
    id: kioskIds.gathering,
    localeId: kioskIds.locale,
    title: 'Sunday worship',
    startsAt: new Date(now - 10 * 60_000).toISOString(),
    endsAt: new Date(now + 110 * 60_000).toISOString(),
    checkInOpensAt: new Date(now - 70 * 60_000).toISOString(),
    source: 'schedule',
    cancelledAt: null,
  };
}

export const maria: RosterMember = {
  id: kioskIds.maria,
  displayName: 'Maria Santos',
  salutation: 'Sis.',
  thumbnail: null,
  cardVersion: 2,
  householdId: null,
};
export const jose: RosterMember = {
  id: kioskIds.jose,
  displayName: 'José Rizal',
  salutation: 'Bro.',
  thumbnail: null,
  cardVersion: 1,
  householdId: null,
};

export function rosterAt(now: number): Roster {
  return {
    members: [maria, jose],
    revokedCards: [`${kioskIds.maria}:1`],
    current: openGatheringAt(now),
    next: null,
    asOf: new Date(now).toISOString(),
  };
}

/** The roster with Maria's household: her husband José and their daughter Pia (members of this locale). */
export function familyRosterAt(now: number): Roster {
  const inHousehold = { householdId: kioskIds.household };
  return {
    ...rosterAt(now),
    members: [
      { ...maria, ...inHousehold },
      { ...jose, ...inHousehold },
      {
        id: kioskIds.pia,
        displayName: 'Pia Santos',
        salutation: null,
        thumbnail: null,
        cardVersion: 1,
        ...inHousehold,
      },
    ],
  };
}

/** A unit face descriptor pointing mostly along axis `axis` (two members' are far apart; the same one matches). */
export function faceAlong(axis: number, wobble = 0): Float32Array {
  const v = new Float32Array(1024).fill(0.01);
  v[axis] = 1;
  v[(axis + 1) % 1024] = wobble;
  return v;
}

/** The answer of `POST checkins` when a kiosk's scan is recorded at `now` (a card check-in). */
export const createdCheckIn = (memberId: string, clientId: string, now: number) => ({
  checkin: {
    id: crypto.randomUUID(),
    gatheringId: kioskIds.gathering,
    localeId: kioskIds.locale,
    memberId,
    method: 'qr' as const,
    checkedInAt: new Date(now).toISOString(),
    clientId,
    deviceId: kioskIds.kiosk,
    recordedBy: null,
    faceScore: null,
  },
  member: { id: memberId, displayName: 'Maria Santos', salutation: 'Sis.', photo: null },
});
