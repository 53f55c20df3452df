import {
  type CardKey,
  type CheckIn,
  type CheckInAlready,
  type CheckInCreated,
  type CheckInMethod,
  KIOSK_LIMITS,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { adminScopeOf, administers } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { Realtime } from '../../../lib/realtime.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import type { FacesService } from '../faces/faces.service.ts';
import type { GatheringRow, GatheringsService } from '../gatherings/gatherings.service.ts';
import { createCheckInAdmin } from './checkin-admin.service.ts';
import { arrivalsCounter, createArrivalsAnnouncer } from './checkin-arrivals.ts';
import { createCheckInMembers, memberAnswer } from './checkin-members.ts';
import { insertCheckInKeepingCaches } from './checkin-scans.repository.ts';
import { createCheckInBatcher } from './checkins.batch.ts';
import { checkInRuleOf, type CheckInRule } from './checkins.policy.ts';
import {
  findByClientId,
  findByMember,
  householdAnchorCheckedIn,
  countCheckInsSince,
  insertCheckIn,
  type CheckInMemberRow,
  type CheckInRecord,
} from './checkins.repository.ts';

/** What a check-in is asked for: the body of `POST checkins` (and of a kiosk's queued scan). */
export interface CheckInRequest {
  gatheringId?: string | undefined;
  localeId?: string | undefined;
  memberId?: string | undefined;
  card?: string | undefined;
  method: CheckInMethod;
  deviceId?: string | undefined;
  clientId: string;
  /** A face check-in's similarity score. */
  faceScore?: number | undefined;
}

export type CheckInOutcome = { status: 201; body: CheckInCreated } | { status: 200; body: CheckInAlready };

export const checkInAnswer = (row: CheckInRecord): CheckIn => ({
  id: row.id,
  gatheringId: row.gatheringId,
  localeId: row.localeId,
  memberId: row.memberId,
  method: row.method as CheckInMethod,
  checkedInAt: row.checkedInAt.toISOString(),
  clientId: row.clientId,
  deviceId: row.deviceId,
  recordedBy: row.recordedBy,
  faceScore: row.faceScore ?? null,
});

/** 409 `no_gathering`: nothing is open for check-in there (at that time); `details.next` names the next one. */
export const noGathering = (next: GatheringRow | null, toAnswer: GatheringsService['gatheringAnswer']) =>
  new AppError('no_gathering', 'No gathering is open for check-in here now', {
    next: next ? toAnswer(next) : null,
  });

/**
 * Check-ins: one per member per gathering (a unique index), idempotent by the client's id, recorded by the
 * rule the caller acts under (`checkins.policy.ts`).
 */
export function createCheckInsService(
  db: Database,
  deps: {
    gatherings: GatheringsService;
    faces: Pick<FacesService, 'faceCheckInAllowed'>;
    cardKey: () => Promise<CardKey>;
    /** Live counters: a gathering's `arrivals` changed (the admins' screens read it again). */
    realtime: Pick<Realtime, 'publish'>;
    /** Told of each check-in stored (`/metrics`' `checkins_total`). */
    onCheckedIn?: (method: CheckInMethod) => void;
  },
) {
  const { gatherings } = deps;
  const batcher = createCheckInBatcher(db);
  const arrivals = createArrivalsAnnouncer(db, deps.realtime);

  const { assertFaceConsent, readCard, checkCardMember, checkKioskMember, memberFor } = createCheckInMembers(
    db,
    deps,
  );

  /** The gathering: the one named, or the one open at `at` at the locale; refused when the rule does not reach it. */
  async function gatheringFor(
    actor: Actor,
    rule: CheckInRule,
    request: CheckInRequest,
    member: CheckInMemberRow,
    at: Date,
  ): Promise<GatheringRow> {
    if (rule.kind === 'kiosk' && request.localeId !== undefined && request.localeId !== rule.localeId) {
      throw forbidden('A kiosk checks people in at its own locale only');
    }
    let gathering: GatheringRow | null;
    if (request.gatheringId !== undefined) {
      gathering = await gatherings.find(request.gatheringId);
      if (!gathering) throw notFound('The gathering');
    } else {
      const localeId = rule.kind === 'kiosk' ? rule.localeId : (request.localeId ?? member.localeId);
      const found = await gatherings.openNow(localeId, at);
      if (!found.locale) throw invalidInput([{ path: 'localeId', message: 'There is no such locale' }]);
      if (!found.open)
        throw noGathering(await gatherings.nextAfter(localeId, at), gatherings.gatheringAnswer);
      gathering = found.open;
    }
    const locale = { id: gathering.localeId, districtId: gathering.districtId };
    if (rule.kind === 'kiosk' && gathering.localeId !== rule.localeId) {
      throw forbidden('A kiosk checks people in at its own locale only');
    }
    if (rule.kind === 'admin' && !administers(actor, locale)) {
      throw forbidden('This gathering is outside your scope');
    }
    if (rule.kind === 'leader' && gathering.localeId !== member.localeId) {
      throw forbidden('Flock leaders record gatherings of their flock’s locale');
    }
    if (rule.kind === 'kiosk' || rule.kind === 'self') {
      // In person (or watching live): only while check-in is open.
      if (!gatherings.isOpenAt(gathering, at)) {
        throw noGathering(await gatherings.nextAfter(gathering.localeId, at), gatherings.gatheringAnswer);
      }
    } else {
      // By hand, afterwards too: any gathering whose check-in has opened, unless cancelled.
      if (gathering.cancelledAt)
        throw conflict('This gathering was cancelled', { reason: 'gathering_cancelled' });
      if (gathering.startsAt.getTime() - gathering.opensMinutes * 60_000 > at.getTime()) {
        throw conflict('Check-in for this gathering has not opened yet', { reason: 'checkin_not_open' });
      }
    }
    return gathering;
  }

  /**
   * Family check-in: the tablet's word is not enough — someone of the member's household (read here, never from
   * the request) was checked in by card or face to this gathering in the last few minutes (a little clock drift
   * between the tablet and the server allowed). A member already in needs no anchor: the answer is "already".
   */
  async function assertHouseholdAnchor(gatheringId: string, memberId: string, at: Date): Promise<void> {
    if (await findByMember(db, gatheringId, memberId)) return;
    const since = new Date(at.getTime() - KIOSK_LIMITS.householdMinutes * 60_000);
    const until = new Date(at.getTime() + KIOSK_LIMITS.syncClockSkewSeconds * 1000);
    if (!(await householdAnchorCheckedIn(db, gatheringId, memberId, since, until))) {
      throw new AppError(
        'not_in_household',
        'This member shares no household with anyone checked in here by card or face just now',
      );
    }
  }

  /**
   * Records a check-in at `at` (now, or when a kiosk scanned it offline). 201 when new, 200 when the member
   * was already in; the same `clientId` again answers as the first time.
   */
  async function record(
    actor: Actor,
    request: CheckInRequest,
    at: Date = new Date(),
  ): Promise<CheckInOutcome> {
    if (request.method === 'livestream' && !adminScopeOf(actor)) {
      throw forbidden('Watching the livestream checks you in by itself; it cannot be claimed');
    }
    const rule = checkInRuleOf(actor, request.method, request.memberId);
    if (!rule) throw forbidden('You may not record this kind of check-in');
    return recordUnder(actor, rule, request, at);
  }

  async function recordUnder(
    actor: Actor,
    rule: CheckInRule,
    request: CheckInRequest,
    at: Date,
  ): Promise<CheckInOutcome> {
    if (rule.kind === 'kiosk' && request.method === 'face') await assertFaceConsent(actor, request);
    const household = rule.kind === 'kiosk' && request.method === 'household';
    if (household && (request.memberId === undefined || request.card !== undefined)) {
      throw invalidInput([
        { path: 'memberId', message: 'A household check-in names the member, without a card' },
      ]);
    }
    if (rule.kind === 'kiosk' && !household && request.gatheringId === undefined) {
      const fast = await recordAtKiosk(actor, rule.localeId, request, at);
      if (fast?.status === 201) arrivals.soon(fast.body.checkin.localeId, fast.body.checkin.gatheringId);
      if (fast) return fast;
    }
    const member = await memberFor(actor, rule, request);
    const gathering = await gatheringFor(actor, rule, request, member, at);
    if (household) await assertHouseholdAnchor(gathering.id, member.id, at);
    const row = {
      gatheringId: gathering.id,
      memberId: member.id,
      localeId: gathering.localeId,
      method: request.method,
      checkedInAt: at,
      recordedBy: actor.userId,
      clientId: request.clientId,
      deviceId: request.deviceId ?? null,
      faceScore: request.faceScore ?? null,
    };
    // Recorded by hand (an admin, a leader): audited with the check-in, in one transaction.
    const audited = rule.kind === 'admin' || rule.kind === 'leader';
    const made = audited
      ? await db.transaction(async (tx) => {
          const inserted = await insertCheckIn(tx, row);
          if (inserted) {
            await writeAudit(tx, {
              actorUserId: actor.userId,
              action: 'checkin.create',
              entityType: 'check_ins',
              entityId: inserted.id,
              localeId: inserted.localeId,
              after: { memberId: member.id, gatheringId: gathering.id, method: request.method },
            });
            await deps.realtime.publish(tx, [arrivalsCounter(inserted.localeId, inserted.gatheringId)]);
          }
          return inserted;
        })
      : await insertCheckInKeepingCaches(db, row);
    if (made) deps.onCheckedIn?.(request.method);
    if (made && !audited) arrivals.soon(made.localeId, made.gatheringId);
    if (made) return { status: 201, body: { checkin: checkInAnswer(made), member: memberAnswer(member) } };
    return answerUnwritten(request, gathering.id, member, null);
  }

  /**
   * A kiosk's check-in at the gathering open now (the Sunday scan): the member, the open gathering and the insert
   * in one statement, with the answers and refusals of the general path. Null when the request takes the general
   * path (a locale named that is not the kiosk's, a card with another `memberId`, the kiosk's locale unknown).
   */
  async function recordAtKiosk(
    actor: Actor,
    localeId: string,
    request: CheckInRequest,
    at: Date,
  ): Promise<CheckInOutcome | null> {
    if (request.localeId !== undefined && request.localeId !== localeId) return null;
    let memberId = request.memberId;
    let guard: { cardVersion: number } | { memberLocaleId: string };
    let version = 0;
    if (request.card !== undefined) {
      const card = await readCard(request.card);
      if (memberId !== undefined && memberId !== card.memberId) return null;
      memberId = card.memberId;
      version = card.version;
      guard = { cardVersion: version };
    } else {
      guard = { memberLocaleId: localeId };
    }
    if (memberId === undefined) return null;
    if (!(await gatherings.readyForCheckIn(localeId, at))) return null;
    const found = await batcher.checkIn({
      memberId,
      localeId,
      at,
      guard,
      method: request.method,
      recordedBy: actor.userId,
      clientId: request.clientId,
      deviceId: request.deviceId ?? null,
      faceScore: request.faceScore ?? null,
    });
    const member =
      request.card !== undefined
        ? checkCardMember(found.member, version)
        : checkKioskMember(actor, found.member, localeId);
    if (!found.gatheringId) {
      throw noGathering(await gatherings.nextAfter(localeId, at), gatherings.gatheringAnswer);
    }
    if (found.made) {
      deps.onCheckedIn?.(request.method);
      return { status: 201, body: { checkin: checkInAnswer(found.made), member: memberAnswer(member) } };
    }
    return answerUnwritten(request, found.gatheringId, member, found.existing);
  }

  /**
   * The answer when the insert wrote nothing: the member is already in (perhaps by this very clientId: a
   * retry), or the clientId was used. `seen`: the member's check-in at the gathering if already read.
   */
  async function answerUnwritten(
    request: CheckInRequest,
    gatheringId: string,
    member: CheckInMemberRow,
    seen: CheckInRecord | null,
  ): Promise<CheckInOutcome> {
    // Not seen by the statement that wrote nothing: another scan of the member may have committed meanwhile.
    const existing = seen ?? (await findByMember(db, gatheringId, member.id));
    if (existing?.clientId === request.clientId) {
      return { status: 201, body: { checkin: checkInAnswer(existing), member: memberAnswer(member) } };
    }
    if (existing) {
      return {
        status: 200,
        body: {
          checkin: checkInAnswer(existing),
          alreadyCheckedInAt: existing.checkedInAt.toISOString(),
          member: memberAnswer(member),
        },
      };
    }
    const earlier = await findByClientId(db, request.clientId);
    if (earlier && earlier.memberId === member.id) {
      // A retry that now resolves to another gathering (the first answer came just before a window closed).
      return { status: 201, body: { checkin: checkInAnswer(earlier), member: memberAnswer(member) } };
    }
    throw conflict('This clientId was used for another check-in; make a new one for each check-in');
  }

  return {
    record,

    /** How many check-ins were recorded for after `since`, by any process (`/metrics`). */
    countSince: (since: Date): Promise<number> => countCheckInsSince(db, since),

    /**
     * The video service's credit for watching a livestream of one's locale long enough (issue 18): the member
     * (the caller) checked in to the stream's gathering — or, without one, the gathering open at the locale now —
     * with method `livestream`, under the member's own rule (only while that gathering takes check-ins).
     * `clientId` makes a retry answer as the first time.
     */
    recordWatched(
      actor: Actor,
      target: { gatheringId: string | null; localeId: string },
      clientId: string,
      at: Date = new Date(),
    ): Promise<CheckInOutcome> {
      if (!actor.memberId || !actor.endorsed)
        throw forbidden('Only endorsed members are checked in by watching');
      return recordUnder(
        actor,
        { kind: 'self' },
        {
          method: 'livestream',
          clientId,
          ...(target.gatheringId ? { gatheringId: target.gatheringId } : { localeId: target.localeId }),
        },
        at,
      );
    },

    ...createCheckInAdmin(db, gatherings),
  };
}
export type CheckInsService = ReturnType<typeof createCheckInsService>;
