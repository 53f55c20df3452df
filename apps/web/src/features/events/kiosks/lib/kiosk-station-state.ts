import type { CheckInMember } from '@congregate/contracts';
import type { FacesCopy, QueuedScan, Roster, ScanProblem } from './kiosk-store.ts';

/** What the screen shows after a scan, for a few seconds. */
export type Greeting =
  | { kind: 'welcome'; clientId: string; member: CheckInMember }
  | { kind: 'already'; member: CheckInMember; checkedInAt: string }
  | { kind: 'refused'; reason: 'invalid' | 'superseded' | 'server'; problem?: ScanProblem }
  /** A face was seen but not recognised clearly enough: the member is asked for their card. */
  | { kind: 'face-unknown' };

/** A member of the household of someone just checked in, as "Check in your household too?" lists them. */
export interface HouseholdPerson {
  member: CheckInMember;
  /** When they were checked in to this gathering, if the tablet knows (shown as such, not ticked). */
  checkedInAt: string | null;
}

/**
 * "Check in your household too?": after a card or a face, the household's other members of this locale (from the
 * roster, so it works offline); the ticked ones are queued as `household` check-ins.
 */
export interface HouseholdPrompt {
  /** Whose card or face it was. */
  anchor: CheckInMember;
  gatheringId: string;
  /** When the anchor's card or face was scanned: the household's check-ins are queued after it. */
  anchorScannedAt: string;
  people: HouseholdPerson[];
}

/** Face check-in as the kiosk has it: on or off (the admin's setting), its matching, how many are enrolled. */
export interface FaceState {
  faceMode: boolean;
  threshold: number;
  margin: number;
  enrolled: number;
}

export interface StationState {
  /** The network and the server answer. */
  online: boolean;
  /** The kiosk's session ended (revoked, or paired again elsewhere): the tablet must be paired again. */
  sessionEnded: boolean;
  roster: Roster | null;
  faces: FaceState | null;
  waiting: QueuedScan[];
  refused: QueuedScan[];
  greeting: Greeting | null;
  /** Changes with each greeting, so that the screen restarts its timer. */
  greetingId: number;
  /** "Check in your household too?" after a card or a face, until answered or timed out. */
  household: HouseholdPrompt | null;
}

export interface StationOptions {
  /** The tablet's clock (tests move it). */
  now?: () => number;
  /** The tablet's network as the browser knows it. */
  isOnline?: () => boolean;
  /** The copy of the enrolled faces kept from before (offline start). */
  faces?: FacesCopy | null;
}
