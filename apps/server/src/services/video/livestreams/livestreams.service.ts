import type { RecordInScope } from '../../../access/rules.ts';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  VIDEO_LIMITS,
  type CurrentLivestream,
  type Livestream,
  type livestreamListQuerySchema,
  type LivestreamPage,
  type LivestreamPatch,
  type LivestreamState,
  type LivestreamWatch,
  type NewLivestream,
} from '@congregate/contracts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { administers, outsideScope } from '../../../access/scope.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import type { CheckInsService } from '../../events/checkins/checkins.service.ts';
import type { GatheringsService } from '../../events/gatherings/gatherings.service.ts';
import { checkVideoUrl } from '../video-urls.ts';
import {
  claimCredit,
  deleteLivestream,
  findLiveAndNext,
  findLivestream,
  insertLivestream,
  listLivestreams,
  livestreamKeys,
  recordBeat,
  releaseCredit,
  STALE_CLAIM_SECONDS,
  setCheckIn,
  updateLivestream,
  type LivestreamRow,
  type LivestreamValues,
} from './livestreams.repository.ts';

const DAY_MS = 86_400_000;

/** How long after its end a member may still open a stream (`GET livestreams/{id}`): a link shared late says "ended". */
const OPEN_AFTER_END_MS = DAY_MS;

export function livestreamStateAt(
  row: Pick<LivestreamRow, 'startsAt' | 'endsAt'>,
  now: Date,
): LivestreamState {
  if (now < row.startsAt) return 'scheduled';
  return now < row.endsAt ? 'live' : 'ended';
}

/**
 * The check-in id a member's watching of a stream is recorded under (a UUID's shape from a hash): the same for
 * every try, so a retry after a lost answer finds the check-in it made instead of making another.
 */
export function watchClientId(livestreamId: string, memberId: string): string {
  const hex = createHash('sha256').update(`livestream-watch:${livestreamId}:${memberId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const localeRef = (row: { localeId: string; districtId: string | null }) => ({
  id: row.localeId,
  districtId: row.districtId,
});

function checkTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw invalidInput([{ path: 'endsAt', message: 'End after the start' }]);
  if (endsAt.getTime() - startsAt.getTime() > VIDEO_LIMITS.livestreamMaxHours * 3600_000) {
    throw invalidInput([
      { path: 'endsAt', message: `A livestream lasts at most ${VIDEO_LIMITS.livestreamMaxHours} hours` },
    ]);
  }
}

/**
 * Livestreams (issue 18): a locale's admins schedule them, linked to the gathering they show; any endorsed member
 * watches; the watching heartbeats check the locale's own members in to that gathering once they watched
 * LIVESTREAM_CREDIT_MINUTES.
 */
export function createLivestreamsService(
  db: Database,
  deps: {
    config: AppConfig;
    checkIns: Pick<CheckInsService, 'recordWatched'>;
    gatherings: Pick<GatheringsService, 'find' | 'openNow'>;
  },
) {
  const { config } = deps;
  const creditSeconds = () => config.video.livestreamCreditMinutes * 60;

  function answer(actor: Actor, row: LivestreamRow, now: Date): Livestream {
    return {
      id: row.id,
      localeId: row.localeId,
      localeName: row.localeName,
      title: row.title,
      source: row.source,
      url: row.url,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      state: livestreamStateAt(row, now),
      gatheringId: row.gatheringId,
      canEdit: administers(actor, localeRef(row)),
    };
  }

  /** A livestream the call's rule let through (admins over its locale). */
  async function foundLivestream(id: string): Promise<LivestreamRow> {
    const row = await findLivestream(db, id);
    if (!row) throw notFound('The livestream');
    return row;
  }

  /**
   * The gathering watching checks members in to: the one named (it must be of the locale: 422), or, when none
   * is named (null too), the locale's gathering whose check-in window holds the stream's start (made from the
   * schedule if need be), else none.
   */
  async function gatheringFor(localeId: string, named: string | null | undefined, startsAt: Date) {
    if (named) {
      const gathering = await deps.gatherings.find(named);
      if (!gathering || gathering.localeId !== localeId) {
        throw invalidInput([
          { path: 'gatheringId', message: 'Choose a gathering of this livestream’s locale' },
        ]);
      }
      return gathering.id;
    }
    const { open } = await deps.gatherings.openNow(localeId, startsAt);
    return open?.id ?? null;
  }

  const auditValues = (values: LivestreamValues) => ({
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
  });

  /** Counts a heartbeat, and checks the member in once the locale's own member watched long enough. */
  async function watch(actor: Actor, id: string): Promise<LivestreamWatch> {
    if (!actor.endorsed || !actor.memberId) {
      throw forbidden('Only endorsed members are counted as watching a livestream');
    }
    const memberId = actor.memberId;
    const stream = await findLivestream(db, id);
    if (!stream) throw notFound('The livestream');
    const now = new Date();
    const state = livestreamStateAt(stream, now);
    if (state !== 'live') {
      throw conflict(
        state === 'scheduled' ? 'This livestream has not started yet' : 'This livestream has ended',
        { state },
      );
    }
    const beat = await recordBeat(db, {
      livestreamId: stream.id,
      memberId,
      localeId: stream.localeId,
      startsAt: stream.startsAt,
      endsAt: stream.endsAt,
      now,
      maxSeconds: VIDEO_LIMITS.heartbeatMaxSeconds,
    });
    const counted = { watchedSeconds: beat.watchedSeconds, creditSeconds: creditSeconds() };
    const staleClaim =
      beat.creditedAt !== null &&
      beat.checkInId === null &&
      now.getTime() - beat.creditedAt.getTime() > STALE_CLAIM_SECONDS * 1000;
    if (beat.creditedAt && !staleClaim) {
      return {
        ...counted,
        credit: 'credited',
        checkedInAt: (beat.checkedInAt ?? beat.creditedAt).toISOString(),
      };
    }
    if (actor.localeId !== stream.localeId) return { ...counted, credit: 'other_locale', checkedInAt: null };
    if (beat.watchedSeconds < counted.creditSeconds)
      return { ...counted, credit: 'counting', checkedInAt: null };
    // Only the request that sets credited_at records the check-in; a concurrent beat answers "credited".
    if (!(await claimCredit(db, stream.id, memberId, now))) {
      return { ...counted, credit: 'credited', checkedInAt: now.toISOString() };
    }
    try {
      const outcome = await deps.checkIns.recordWatched(
        actor,
        { gatheringId: stream.gatheringId, localeId: stream.localeId },
        watchClientId(stream.id, memberId),
        now,
      );
      await setCheckIn(db, stream.id, memberId, outcome.body.checkin.id);
      return { ...counted, credit: 'credited', checkedInAt: outcome.body.checkin.checkedInAt };
    } catch (error) {
      // Not checked in: the claim is given back, so a later beat tries again (a gathering may open meanwhile).
      await releaseCredit(db, stream.id, memberId);
      if (error instanceof AppError && error.code === 'no_gathering') {
        return { ...counted, credit: 'no_gathering', checkedInAt: null };
      }
      throw error;
    }
  }

  return {
    watch,

    /**
     * `GET livestreams/current`: the locale's live stream and the next one, for endorsed members (of any locale:
     * one abroad may watch another's service) and admins, the call's rule.
     */
    async current(actor: Actor, localeId: string): Promise<CurrentLivestream> {
      const locale = await findLocaleRef(db, localeId);
      if (!locale) throw notFound('The locale');
      const now = new Date();
      const { live, next } = await findLiveAndNext(db, locale.id, now);
      return {
        live: live ? answer(actor, live, now) : null,
        next: next ? answer(actor, next, now) : null,
        creditMinutes: config.video.livestreamCreditMinutes,
      };
    },

    /** `GET livestreams`: those not ended, soonest first; `past` (admins over the locale) all, newest first. */
    async list(actor: Actor, query: z.output<typeof livestreamListQuerySchema>): Promise<LivestreamPage> {
      const past = query.past === true;
      const locale = await findLocaleRef(db, query.localeId);
      if (past && (!locale || !administers(actor, locale))) {
        throw outsideScope(
          actor,
          locale !== null,
          'The locale',
          'Only admins of this locale see its past livestreams',
        );
      }
      if (!locale) throw notFound('The locale');
      const cursor = livestreamKeys.read(query.cursor);
      const after = cursor ? { startsAt: new Date(cursor[0]), id: cursor[1] } : null;
      const now = new Date();
      const rows = await listLivestreams(db, {
        localeId: locale.id,
        past,
        now,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((row) => answer(actor, row, now)),
        nextCursor: livestreamKeys.next(rows, query.limit, (row) => [row.startsAt.toISOString(), row.id]),
      };
    },

    /**
     * `GET livestreams/{id}`: admins over its locale always; other endorsed members and admins until a day
     * after it ended (then 404, as the list no longer shows it).
     */
    async one(actor: Actor, id: string): Promise<Livestream> {
      const row = await findLivestream(db, id);
      const now = new Date();
      const visible =
        row !== null &&
        (administers(actor, localeRef(row)) || row.endsAt.getTime() + OPEN_AFTER_END_MS > now.getTime());
      if (!visible) throw notFound('The livestream');
      return answer(actor, row, now);
    },

    /** `POST livestreams`: an admin over the locale schedules a stream (audited). */
    async create(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      input: Omit<NewLivestream, 'localeId'>,
      ip: string | null = null,
    ): Promise<Livestream> {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      checkTimes(startsAt, endsAt);
      if (endsAt.getTime() <= Date.now()) {
        throw invalidInput([{ path: 'endsAt', message: 'This livestream would have ended already' }]);
      }
      const values: LivestreamValues = {
        title: input.title,
        source: input.source,
        url: checkVideoUrl(input.source, input.url, config),
        startsAt,
        endsAt,
        gatheringId: await gatheringFor(locale.id, input.gatheringId, startsAt),
      };
      const id = await db.transaction(async (tx) => {
        const made = await insertLivestream(tx, { ...values, localeId: locale.id, createdBy: actor.userId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'livestream.create',
          entityType: 'livestream',
          entityId: made,
          localeId: locale.id,
          after: auditValues(values),
          ip,
        });
        return made;
      });
      return answer(actor, (await findLivestream(db, id))!, new Date());
    },

    /**
     * `PATCH livestreams/{id}`: an admin over its locale (audited). New times link the gathering at the new
     * start again, unless the same change names one; `gatheringId: null` asks for that link too.
     */
    async update(
      actor: Actor,
      livestream: RecordInScope<'livestream'>,
      patch: LivestreamPatch,
      ip: string | null = null,
    ): Promise<Livestream> {
      const id = livestream.id;
      const before = await foundLivestream(id);
      const startsAt = patch.startsAt !== undefined ? new Date(patch.startsAt) : before.startsAt;
      const endsAt = patch.endsAt !== undefined ? new Date(patch.endsAt) : before.endsAt;
      checkTimes(startsAt, endsAt);
      const source = patch.source ?? before.source;
      const url = patch.url ?? before.url;
      const timesChanged =
        startsAt.getTime() !== before.startsAt.getTime() || endsAt.getTime() !== before.endsAt.getTime();
      const values: LivestreamValues = {
        title: patch.title ?? before.title,
        source,
        url: patch.url !== undefined || source !== before.source ? checkVideoUrl(source, url, config) : url,
        startsAt,
        endsAt,
        gatheringId:
          patch.gatheringId !== undefined || timesChanged
            ? await gatheringFor(before.localeId, patch.gatheringId, startsAt)
            : before.gatheringId,
      };
      await db.transaction(async (tx) => {
        await updateLivestream(tx, id, values);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'livestream.update',
          entityType: 'livestream',
          entityId: id,
          localeId: before.localeId,
          before: auditValues(before),
          after: auditValues(values),
          ip,
        });
      });
      const after = await findLivestream(db, id);
      if (!after) throw notFound('The livestream');
      return answer(actor, after, new Date());
    },

    /** `DELETE livestreams/{id}`: an admin over its locale (audited); check-ins its watching gave stay. */
    async remove(
      actor: Actor,
      livestream: RecordInScope<'livestream'>,
      ip: string | null = null,
    ): Promise<void> {
      const id = livestream.id;
      const before = await foundLivestream(id);
      await db.transaction(async (tx) => {
        if (!(await deleteLivestream(tx, id))) throw notFound('The livestream');
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'livestream.delete',
          entityType: 'livestream',
          entityId: id,
          localeId: before.localeId,
          before: auditValues(before),
          ip,
        });
      });
    },
  };
}

export type LivestreamsService = ReturnType<typeof createLivestreamsService>;
