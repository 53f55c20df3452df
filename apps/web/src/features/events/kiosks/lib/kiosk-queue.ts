import { isApiError } from '../../../../lib/api/index.ts';
import { postKioskCheckIn } from '../api/record-kiosk-check-in.ts';
import { postKioskSync } from '../api/sync-kiosk-scans.ts';
import {
  dismissRefused,
  forgetSeen,
  markRefused,
  markSeen,
  queuedScans,
  removeScans,
  type QueuedScan,
  type Roster,
  type ScanProblem,
  type Station,
} from './kiosk-store.ts';
import type { Greeting, StationOptions, StationState } from './kiosk-station-state.ts';

/** Status codes that mean "not reached" (try again later) rather than "refused". */
const unreachable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * The kiosk's state as the screen follows it (`subscribe`/`getState`), and its way to the server: a new scan is
 * sent at once (`POST checkins`), what waited is sent with `POST kiosk/sync`; the answers update the queue's counts.
 */
export class KioskQueue {
  protected state: StationState;
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  protected readonly now: () => number;
  protected readonly isOnline: () => boolean;

  constructor(
    readonly station: Station,
    roster: Roster | null,
    options: StationOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.state = {
      online: this.isOnline(),
      sessionEnded: false,
      roster,
      faces: null,
      waiting: [],
      refused: [],
      greeting: null,
      greetingId: 0,
      household: null,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  protected set(change: Partial<StationState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  protected greet(greeting: Greeting) {
    this.set({ greeting, greetingId: this.state.greetingId + 1 });
  }

  clearGreeting() {
    if (this.state.greeting) this.set({ greeting: null });
  }

  /** Reads the queue from IndexedDB into the screen's counts. */
  async loadQueue() {
    const scans = await queuedScans();
    this.set({
      waiting: scans.filter((scan) => scan.status === 'waiting'),
      refused: scans.filter((scan) => scan.status === 'refused'),
    });
  }

  /** A failed call: not reached (offline) or the session ended; anything else is the caller's to handle. */
  protected failed(error: unknown): 'offline' | 'session' | 'refused' {
    const status = isApiError(error) ? error.status : 0;
    if (unreachable(status)) {
      this.set({ online: false });
      return 'offline';
    }
    if (status === 401 || status === 403) {
      this.set({ sessionEnded: true });
      return 'session';
    }
    return 'refused';
  }

  /** Sends one new scan at once; if that fails it waits in the queue for the next sync. */
  protected async send(scan: QueuedScan, gatheringId: string | null) {
    try {
      const answer = await postKioskCheckIn(scan, this.station.kiosk.id);
      await removeScans([scan.clientId]);
      this.set({ online: true });
      const showing = this.state.greeting;
      const stillShowing = showing?.kind === 'welcome' && showing.clientId === scan.clientId;
      if ('alreadyCheckedInAt' in answer) {
        await markSeen(answer.checkin.gatheringId, answer.member.id, answer.alreadyCheckedInAt, true);
        if (stillShowing)
          this.set({
            greeting: { kind: 'already', member: answer.member, checkedInAt: answer.alreadyCheckedInAt },
          });
      } else {
        await markSeen(answer.checkin.gatheringId, answer.member.id, answer.checkin.checkedInAt, true);
        if (stillShowing)
          this.set({ greeting: { kind: 'welcome', clientId: scan.clientId, member: answer.member } });
      }
    } catch (error) {
      if (this.failed(error) === 'refused') {
        const problem: ScanProblem = {
          code: isApiError(error) ? error.code : 'refused',
          message: error instanceof Error ? error.message : String(error),
        };
        await markRefused(scan.clientId, problem);
        if (gatheringId) await forgetSeen(gatheringId, scan.who.memberId);
        const showing = this.state.greeting;
        if (showing?.kind === 'welcome' && showing.clientId === scan.clientId)
          this.set({ greeting: { kind: 'refused', reason: 'server', problem } });
      }
    }
    await this.loadQueue();
  }

  /** Sends every waiting scan (`POST kiosk/sync`), batch by batch; one at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.sendQueue().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendQueue() {
    for (;;) {
      const waiting = (await queuedScans()).filter((scan) => scan.status === 'waiting');
      if (waiting.length === 0) break;
      let answer;
      try {
        answer = await postKioskSync(waiting);
      } catch (error) {
        this.failed(error);
        break;
      }
      this.set({ online: true });
      const done: string[] = [];
      for (const item of answer.items) {
        if (item.status === 'refused') {
          await markRefused(item.clientId, item.error ?? { code: 'refused', message: 'Refused' });
          continue;
        }
        done.push(item.clientId);
        const scan = waiting.find((queued) => queued.clientId === item.clientId);
        const at = item.alreadyCheckedInAt ?? item.checkin?.checkedInAt;
        if (scan && item.checkin && at) await markSeen(item.checkin.gatheringId, scan.who.memberId, at, true);
      }
      await removeScans(done);
      if (answer.items.length === 0) break;
    }
    await this.loadQueue();
  }

  async dismissRefused() {
    await dismissRefused();
    await this.loadQueue();
  }
}
