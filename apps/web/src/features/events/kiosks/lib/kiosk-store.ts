import type { CardKey, Gathering, Kiosk, KioskFaces, KioskRoster, KioskSession } from '@congregate/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What the tablet was paired as: kept so that a reload or a restart opens the station, not the pairing form. */
export interface Station {
  kiosk: Kiosk;
  locale: KioskSession['locale'];
  cardKey: CardKey;
}

export type RosterMember = KioskRoster['members'][number];

/** The locale's members as the kiosk keeps them for offline use (every page of `kiosk/roster` together). */
export interface Roster {
  members: RosterMember[];
  /** `memberId:version` of cards that no longer work. */
  revokedCards: string[];
  current: Gathering | null;
  next: Gathering | null;
  asOf: string;
}

/**
 * The kiosk's copy of its locale's enrolled faces (`GET kiosk/faces`): kept for offline matching, replaced
 * whole when the server's `version` moves (an enrolment, a withdrawal, the face settings).
 */
export type FacesCopy = Omit<KioskFaces, 'unchanged'>;

/** A scan kept until the server has it: `waiting` to be sent, or `refused` by the server (kept to be seen). */
export interface QueuedScan {
  clientId: string;
  /** `household`: ticked in "Check in your household too?" after a card or a face (sent after that scan). */
  method: 'qr' | 'kiosk-search' | 'face' | 'household';
  /** A face check-in's similarity score. */
  faceScore?: number;
  /** The card's token (a camera scan) — or `memberId` (picked by name); never both. */
  card?: string;
  memberId?: string;
  scannedAt: string;
  /** Who it was, to show in the waiting list (not sent). */
  who: { memberId: string; displayName: string };
  status: 'waiting' | 'refused';
  /** The server's reason, when refused (its error code and message). */
  problem?: ScanProblem;
}

export interface ScanProblem {
  code: string;
  message: string;
}

/** A member known to be in for a gathering: on a second scan the kiosk says since when, offline too. */
interface Seen {
  key: string;
  checkedInAt: string;
}

interface KioskDb extends DBSchema {
  device: { key: 'station' | 'roster' | 'faces'; value: Station | Roster | FacesCopy };
  queue: { key: string; value: QueuedScan; indexes: { byScannedAt: string } };
  seen: { key: string; value: Seen };
}

const DB_NAME = 'congregate-kiosk';

let database: Promise<IDBPDatabase<KioskDb>> | null = null;

function db(): Promise<IDBPDatabase<KioskDb>> {
  database ??= openDB<KioskDb>(DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('device');
      upgrading.createObjectStore('queue', { keyPath: 'clientId' }).createIndex('byScannedAt', 'scannedAt');
      upgrading.createObjectStore('seen', { keyPath: 'key' });
    },
  });
  return database;
}

/** Closes the connection (tests open the database again, as a reload would). */
export async function closeKioskStore(): Promise<void> {
  const open = database;
  database = null;
  if (open) (await open).close();
}

export async function loadStation(): Promise<Station | null> {
  return ((await (await db()).get('device', 'station')) as Station | undefined) ?? null;
}

export async function saveStation(station: Station): Promise<void> {
  await (await db()).put('device', station, 'station');
}

/** Unpairs the tablet; the queue stays, to be sent once it is paired again. */
export async function forgetStation(): Promise<void> {
  const store = await db();
  await store.delete('device', 'station');
  await store.delete('device', 'roster');
  await store.delete('device', 'faces');
}

export async function loadRoster(): Promise<Roster | null> {
  return ((await (await db()).get('device', 'roster')) as Roster | undefined) ?? null;
}

export async function saveRoster(roster: Roster): Promise<void> {
  await (await db()).put('device', roster, 'roster');
}

export async function loadFaces(): Promise<FacesCopy | null> {
  return ((await (await db()).get('device', 'faces')) as FacesCopy | undefined) ?? null;
}

export async function saveFaces(faces: FacesCopy): Promise<void> {
  await (await db()).put('device', faces, 'faces');
}

/** Writes a scan to the queue before anything is sent: once this resolves the scan survives a crash. */
export async function enqueueScan(scan: QueuedScan): Promise<void> {
  await (await db()).put('queue', scan);
}

/** Every queued scan, oldest first. */
export async function queuedScans(): Promise<QueuedScan[]> {
  return (await db()).getAllFromIndex('queue', 'byScannedAt');
}

export async function removeScans(clientIds: string[]): Promise<void> {
  const tx = (await db()).transaction('queue', 'readwrite');
  await Promise.all([...clientIds.map((id) => tx.store.delete(id)), tx.done]);
}

export async function markRefused(clientId: string, problem: ScanProblem): Promise<void> {
  const store = await db();
  const scan = await store.get('queue', clientId);
  if (scan) await store.put('queue', { ...scan, status: 'refused', problem });
}

const seenKey = (gatheringId: string, memberId: string) => `${gatheringId}:${memberId}`;

/** Records when a member came in to a gathering; the server's time (`replace`) wins over the tablet's. */
export async function markSeen(
  gatheringId: string,
  memberId: string,
  checkedInAt: string,
  replace = false,
): Promise<void> {
  const store = await db();
  const key = seenKey(gatheringId, memberId);
  if (replace || !(await store.get('seen', key))) await store.put('seen', { key, checkedInAt });
}

/** Forgets a check-in the server refused, so that the next scan is tried again. */
export async function forgetSeen(gatheringId: string, memberId: string): Promise<void> {
  await (await db()).delete('seen', seenKey(gatheringId, memberId));
}

/** Drops refused scans once someone has read them. */
export async function dismissRefused(): Promise<void> {
  const store = await db();
  const refused = (await store.getAll('queue')).filter((scan) => scan.status === 'refused');
  await removeScans(refused.map((scan) => scan.clientId));
}

/** When the member was checked in to the gathering here (or as the server told), if known. */
export async function seenAt(gatheringId: string, memberId: string): Promise<string | null> {
  return (await (await db()).get('seen', seenKey(gatheringId, memberId)))?.checkedInAt ?? null;
}
