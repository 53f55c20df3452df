import type { CheckInMember } from '@congregate/contracts';
import {
  createFaceIndex,
  decodeDescriptor,
  FACE_MODEL,
  type FaceIndex,
} from '@congregate/contracts/face-match';
import { CardRejectedError, verifyMemberCard } from '@congregate/contracts/member-card-verify';
import type { JWK } from 'jose';
import { fetchKioskFaces } from '../api/get-kiosk-faces.ts';
import { fetchRoster } from '../api/get-kiosk-roster.ts';
import {
  enqueueScan,
  markSeen,
  saveFaces,
  saveRoster,
  seenAt,
  type FacesCopy,
  type QueuedScan,
  type Roster,
  type RosterMember,
  type Station,
} from './kiosk-store.ts';
import { KioskQueue } from './kiosk-queue.ts';
import type { FaceState, HouseholdPrompt, StationOptions } from './kiosk-station-state.ts';
import { openGathering } from './open-gathering.ts';

export type {
  FaceState,
  Greeting,
  HouseholdPerson,
  HouseholdPrompt,
  StationOptions,
  StationState,
} from './kiosk-station-state.ts';

/** A card seen again within this time of its last sighting is the same scan (it is still being held up). */
export const REPEAT_SCAN_MS = 8_000;
/** How often the roster is read again while online. */
export const ROSTER_REFRESH_MS = 60_000;
/** How often a waiting queue (or a server that did not answer) is tried again. */
export const RETRY_MS = 10_000;
/** After "please scan your card" for a face not recognised, the same prompt waits this long before showing again. */
export const UNKNOWN_FACE_PROMPT_MS = 4_000;

const memberOf = (
  member: RosterMember | undefined,
  fallbackId: string,
  fallbackName: string,
): CheckInMember => ({
  id: member?.id ?? fallbackId,
  displayName: member?.displayName ?? fallbackName,
  salutation: member?.salutation ?? null,
  photo: member?.thumbnail ?? null,
});

/**
 * The paired kiosk's work, apart from the screen: every scan is written to the IndexedDB queue first, then
 * sent (`POST checkins` for a new scan, `POST kiosk/sync` for what waited); the roster is kept for offline
 * greetings and card checks. The screen follows it with `subscribe`/`getState`.
 */
export class KioskStation extends KioskQueue {
  private readonly lastSighting = new Map<string, number>();
  private rosterIndex = new Map<string, RosterMember>();
  private revoked = new Set<string>();
  private facesCopy: FacesCopy | null = null;
  private faceIndex: FaceIndex | null = null;
  private lastUnknownFace = -Infinity;
  /** The scan being sent now: household check-ins wait for it, so the server has their card first. */
  private sending: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastRosterRead = 0;

  constructor(station: Station, roster: Roster | null, options: StationOptions = {}) {
    super(station, roster, options);
    this.index(roster);
    this.indexFaces(options.faces ?? null);
  }

  private index(roster: Roster | null) {
    this.rosterIndex = new Map(roster?.members.map((member) => [member.id, member]));
    this.revoked = new Set(roster?.revokedCards);
  }

  /** Only descriptors of this kiosk's own model compare; a member of another model is left out. */
  private indexFaces(copy: FacesCopy | null) {
    this.facesCopy = copy;
    const entries = (copy?.members ?? [])
      .filter((m) => m.model.name === FACE_MODEL.name && m.model.version === FACE_MODEL.version)
      .map((m) => ({ memberId: m.memberId, descriptor: decodeDescriptor(m.descriptor) }));
    this.faceIndex = copy?.settings.faceMode && entries.length > 0 ? createFaceIndex(entries) : null;
    const faces: FaceState | null = copy
      ? {
          faceMode: copy.settings.faceMode,
          threshold: copy.settings.faceThreshold,
          margin: copy.settings.faceMargin,
          enrolled: entries.length,
        }
      : null;
    this.set({ faces });
  }

  /** Starts the minute's roster refresh and the retries; sends what waited from before. */
  start() {
    window.addEventListener('online', this.wentOnline);
    window.addEventListener('offline', this.wentOffline);
    this.timer = setInterval(() => void this.tick(), RETRY_MS);
    void this.loadQueue().then(() => this.tick());
  }

  stop() {
    window.removeEventListener('online', this.wentOnline);
    window.removeEventListener('offline', this.wentOffline);
    clearInterval(this.timer);
  }

  private wentOnline = () => {
    this.set({ online: true });
    void this.refreshRoster().then(() => this.flush());
  };

  private wentOffline = () => this.set({ online: false });

  /** Every few seconds: send what waits; read the roster once a minute (or to find out whether the server is back). */
  async tick() {
    if (this.state.sessionEnded || !this.isOnline()) return;
    const rosterDue = this.now() - this.lastRosterRead >= ROSTER_REFRESH_MS;
    if (rosterDue || (!this.state.online && this.state.waiting.length === 0)) await this.refreshRoster();
    if (this.state.waiting.length > 0) await this.flush();
  }

  async refreshRoster() {
    try {
      const { cardKey: _cardKey, ...roster } = await fetchRoster();
      this.lastRosterRead = this.now();
      await saveRoster(roster);
      this.index(roster);
      this.set({ roster, online: true });
    } catch (error) {
      this.failed(error);
      return;
    }
    await this.refreshFaces();
  }

  /** The enrolled faces, read again when they changed (a withdrawal drops a member within the minute). */
  async refreshFaces() {
    try {
      const answer = await fetchKioskFaces(this.facesCopy?.version ?? null);
      if (answer.unchanged && this.facesCopy) return;
      const { unchanged: _unchanged, ...copy } = answer;
      await saveFaces(copy);
      this.indexFaces(copy);
    } catch (error) {
      this.failed(error);
    }
  }

  /**
   * A face the kiosk will not match (not recognised, or refused as a photo of a photo): "please scan your card",
   * shown at most every few seconds and never over another greeting.
   */
  faceNotRecognised() {
    const now = this.now();
    if (
      !this.state.faces?.faceMode ||
      now - this.lastUnknownFace < UNKNOWN_FACE_PROMPT_MS ||
      this.state.greeting
    ) {
      return;
    }
    this.lastUnknownFace = now;
    this.greet({ kind: 'face-unknown' });
  }

  /**
   * A steady face seen by the camera (its descriptor, computed on this tablet): checked in when it matches one
   * enrolled member clearly (above the threshold and ahead of every other member by the margin); otherwise the
   * person is asked for their card. Nothing happens unless face mode is on.
   */
  async faceSeen(descriptor: Float32Array) {
    const faces = this.state.faces;
    if (!faces?.faceMode) return;
    const now = this.now();
    const found = this.faceIndex?.match(descriptor, { threshold: faces.threshold, margin: faces.margin });
    const member = found?.accepted ? this.rosterIndex.get(found.memberId) : undefined;
    if (!found?.accepted || !member) {
      this.faceNotRecognised();
      return;
    }
    const key = `face:${member.id}`;
    const last = this.lastSighting.get(key);
    this.lastSighting.set(key, now);
    if (last !== undefined && now - last < REPEAT_SCAN_MS) return;
    await this.record(
      { method: 'face', memberId: member.id, faceScore: Math.round(found.score * 10_000) / 10_000 },
      memberOf(member, member.id, member.displayName),
    );
  }

  /** A QR code read by the camera. */
  async scanCard(token: string) {
    const now = this.now();
    const last = this.lastSighting.get(token);
    this.lastSighting.set(token, now);
    if (last !== undefined && now - last < REPEAT_SCAN_MS) return;
    let memberId: string;
    let customId: string;
    try {
      const card = await verifyMemberCard(
        token,
        this.station.cardKey.publicKeyJwk as JWK,
        (id) => this.rosterIndex.get(id)?.cardVersion,
      );
      if (this.revoked.has(`${card.memberId}:${card.version}`)) throw new CardRejectedError('superseded');
      memberId = card.memberId;
      customId = card.customId;
    } catch (error) {
      const reason = error instanceof CardRejectedError ? error.reason : 'invalid';
      this.greet({ kind: 'refused', reason });
      return;
    }
    await this.record(
      { method: 'qr', card: token },
      memberOf(this.rosterIndex.get(memberId), memberId, customId),
    );
  }

  /** A member picked by name on the screen. */
  async pickMember(memberId: string) {
    const member = this.rosterIndex.get(memberId);
    if (!member) return;
    await this.record({ method: 'kiosk-search', memberId }, memberOf(member, memberId, member.displayName));
  }

  private async record(
    how: Pick<QueuedScan, 'method' | 'card' | 'memberId' | 'faceScore'>,
    member: CheckInMember,
  ) {
    const now = this.now();
    const gathering = openGathering(this.state.roster, now);
    if (gathering) {
      const checkedInAt = await seenAt(gathering.id, member.id);
      if (checkedInAt) {
        this.set({ household: null });
        this.greet({ kind: 'already', member, checkedInAt });
        return;
      }
    }
    const scan: QueuedScan = {
      ...how,
      clientId: crypto.randomUUID(),
      scannedAt: new Date(now).toISOString(),
      who: { memberId: member.id, displayName: member.displayName },
      status: 'waiting',
    };
    // Written down before anything else: from here on the scan survives a reload, a crash or a dead network.
    await enqueueScan(scan);
    if (gathering) await markSeen(gathering.id, member.id, scan.scannedAt);
    const household =
      gathering && (how.method === 'qr' || how.method === 'face')
        ? await this.householdOf(member, gathering.id, scan.scannedAt)
        : null;
    this.set({ household });
    this.greet({ kind: 'welcome', clientId: scan.clientId, member });
    await this.loadQueue();
    if (this.isOnline() && !this.state.sessionEnded) {
      this.sending = this.send(scan, gathering?.id ?? null);
      await this.sending;
      this.sending = null;
    }
  }

  /** The other members of the anchor's household in this locale's roster; null when there are none. */
  private async householdOf(
    anchor: CheckInMember,
    gatheringId: string,
    anchorScannedAt: string,
  ): Promise<HouseholdPrompt | null> {
    const householdId = this.rosterIndex.get(anchor.id)?.householdId;
    if (!householdId) return null;
    const others = [...this.rosterIndex.values()].filter(
      (m) => m.householdId === householdId && m.id !== anchor.id,
    );
    if (others.length === 0) return null;
    const people = await Promise.all(
      others.map(async (m) => ({
        member: memberOf(m, m.id, m.displayName),
        checkedInAt: await seenAt(gatheringId, m.id),
      })),
    );
    return { anchor, gatheringId, anchorScannedAt, people };
  }

  /**
   * Checks in the ticked members of the household shown (`household`): queued first like every scan, then sent
   * with `kiosk/sync` after the card's own scan, so the server finds the card holder in already.
   */
  async checkInHousehold(memberIds: string[]) {
    const prompt = this.state.household;
    if (!prompt) return;
    this.set({ household: null });
    this.clearGreeting();
    // After the card in the queue (sent oldest first), a millisecond apart, even when the clock has not moved.
    const from = Math.max(this.now(), Date.parse(prompt.anchorScannedAt) + 1);
    const ticked = prompt.people.filter((p) => memberIds.includes(p.member.id) && !p.checkedInAt);
    for (const [i, person] of ticked.entries()) {
      const scan: QueuedScan = {
        method: 'household',
        memberId: person.member.id,
        clientId: crypto.randomUUID(),
        scannedAt: new Date(from + i).toISOString(),
        who: { memberId: person.member.id, displayName: person.member.displayName },
        status: 'waiting',
      };
      await enqueueScan(scan);
      await markSeen(prompt.gatheringId, person.member.id, scan.scannedAt);
    }
    await this.loadQueue();
    if (ticked.length === 0 || !this.isOnline() || this.state.sessionEnded) return;
    await this.sending;
    await this.flush();
  }

  /** "Not now", or the prompt timed out. */
  dismissHousehold() {
    if (this.state.household) this.set({ household: null });
  }
}
