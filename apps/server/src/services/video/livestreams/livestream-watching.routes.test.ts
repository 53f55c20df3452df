import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livestreamSchema, livestreamWatchSchema, type LivestreamWatch } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { as, createTestApp, routeEngines, signIn, type SignedIn } from '../../../../test/harness.ts';
import { makeAccount, TEST_PASSWORD } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { watchClientId } from './livestreams.service.ts';

const MINUTE = 60_000;
/** LIVESTREAM_CREDIT_MINUTES's default, in seconds. */
const CREDIT = 20 * 60;

describe.each(routeEngines)('watching a livestream on %s', (engine) => {
  let w: EventsWorld;
  /** A stream of locale A live now (linked to its open gathering). */
  let liveA: string;
  /** A stream of locale C live now: C has no gathering. */
  let liveC: string;

  const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

  const video = (
    caller: EventCaller | SignedIn | null,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: unknown,
  ) =>
    as(w.t.app, caller === null ? null : typeof caller === 'string' ? w.who[caller] : caller, {
      method,
      url: `/api/video/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function schedule(caller: EventCaller, localeId: string, from: number, to: number) {
    const response = await video(caller, 'POST', 'livestreams', {
      localeId,
      title: 'Live',
      source: 'embed',
      url: 'https://player.vimeo.com/video/76979871',
      startsAt: at(from),
      endsAt: at(to),
    });
    expect(response.statusCode, response.body).toBe(201);
    return livestreamSchema.parse(response.json());
  }

  /** A fresh endorsed member of the locale, signed in. */
  async function newWatcher(localeId: string): Promise<SignedIn & { memberId: string }> {
    const account = await makeAccount(w.t.db, { localeId });
    const signedIn = await signIn(w.t.app, account.email, TEST_PASSWORD);
    return { ...signedIn, memberId: account.memberId };
  }

  async function beat(who: SignedIn, streamId: string): Promise<LivestreamWatch> {
    const response = await video(who, 'POST', `livestreams/${streamId}/watch`);
    expect(response.statusCode, response.body).toBe(200);
    return livestreamWatchSchema.parse(response.json());
  }

  /** Time passing between beats: the last beat moved back, and (optionally) the seconds counted so far set. */
  const rewind = (streamId: string, memberId: string, seconds: number, watched?: number) =>
    queryRows(
      w.t.db,
      sql`update livestream_watches
             set last_beat_at = last_beat_at - make_interval(secs => ${seconds}),
                 watched_seconds = coalesce(${watched ?? null}::int, watched_seconds)
           where livestream_id = ${streamId} and member_id = ${memberId}`,
    );

  const livestreamCheckIns = (memberId: string) =>
    w.count('check_ins', `member_id = '${memberId}' and method = 'livestream'`);

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const a = await schedule('secretary', w.ids.a, -10, 120);
    expect(a.gatheringId).toBe(w.ids.openA);
    liveA = a.id;
    liveC = (await schedule('superAdmin', w.ids.c, -10, 120)).id;
  });
  afterAll(() => w.t.close());

  it('counts the time between beats: the first adds nothing, fast beats add nothing, a late one at most 90 s', async () => {
    const viewer = await newWatcher(w.ids.a);
    expect(await beat(viewer, liveA)).toEqual({
      watchedSeconds: 0,
      creditSeconds: CREDIT,
      credit: 'counting',
      checkedInAt: null,
    });
    await rewind(liveA, viewer.memberId, 60);
    const minute = await beat(viewer, liveA);
    expect(minute.watchedSeconds).toBeGreaterThanOrEqual(60);
    expect(minute.watchedSeconds).toBeLessThanOrEqual(62);
    // Beats sent as fast as a client can add (next to) nothing.
    const fast = await beat(viewer, liveA);
    expect(fast.watchedSeconds - minute.watchedSeconds).toBeLessThanOrEqual(1);
    // A tab in the background for ten minutes: one beat adds at most 90 s.
    await rewind(liveA, viewer.memberId, 600);
    const late = await beat(viewer, liveA);
    expect(late.watchedSeconds - fast.watchedSeconds).toBe(90);
    expect(late.credit).toBe('counting');
  });

  it('never counts time before the stream started', async () => {
    const stream = await schedule('secretary', w.ids.a, -0.5, 60);
    const viewer = await newWatcher(w.ids.a);
    await beat(viewer, stream.id);
    // The last beat put 80 s back, before the start 30 s ago: only the time since the start counts.
    await rewind(stream.id, viewer.memberId, 80);
    const counted = await beat(viewer, stream.id);
    expect(counted.watchedSeconds).toBeGreaterThanOrEqual(29);
    expect(counted.watchedSeconds).toBeLessThanOrEqual(33);
  });

  it('checks a member of the locale in once, to the stream’s gathering, when they reach the credit', async () => {
    const viewer = await newWatcher(w.ids.a);
    await beat(viewer, liveA);
    await rewind(liveA, viewer.memberId, 60, CREDIT - 30);
    const credited = await beat(viewer, liveA);
    expect(credited.credit).toBe('credited');
    expect(credited.watchedSeconds).toBeGreaterThanOrEqual(CREDIT);
    expect(credited.checkedInAt).not.toBeNull();
    expect(await livestreamCheckIns(viewer.memberId)).toBe(1);
    const [checkIn] = await queryRows<{ id: string; gathering_id: string; client_id: string }>(
      w.t.db,
      sql`select id, gathering_id, client_id from check_ins where member_id = ${viewer.memberId}`,
    );
    expect(checkIn).toMatchObject({
      gathering_id: w.ids.openA,
      client_id: watchClientId(liveA, viewer.memberId),
    });
    const [watch] = await queryRows<{ check_in_id: string }>(
      w.t.db,
      sql`select check_in_id from livestream_watches where livestream_id = ${liveA} and member_id = ${viewer.memberId}`,
    );
    expect(watch!.check_in_id).toBe(checkIn!.id);

    // Further beats count on and answer the same check-in; none is added.
    await rewind(liveA, viewer.memberId, 60);
    const again = await beat(viewer, liveA);
    expect(again).toMatchObject({ credit: 'credited', checkedInAt: credited.checkedInAt });
    expect(again.watchedSeconds).toBeGreaterThan(credited.watchedSeconds);
    expect(await livestreamCheckIns(viewer.memberId)).toBe(1);
  });

  it('records one check-in when two beats reach the credit at once', async () => {
    const viewer = await newWatcher(w.ids.a);
    await beat(viewer, liveA);
    await rewind(liveA, viewer.memberId, 60, CREDIT - 30);
    const answers = await Promise.all([beat(viewer, liveA), beat(viewer, liveA)]);
    expect(answers.map((a) => a.credit)).toEqual(['credited', 'credited']);
    // The shared last beat: the minute is counted once, not twice.
    expect(Math.max(...answers.map((a) => a.watchedSeconds))).toBeLessThanOrEqual(CREDIT + 32);
    expect(await livestreamCheckIns(viewer.memberId)).toBe(1);
    expect(await w.count('check_ins', `member_id = '${viewer.memberId}'`)).toBe(1);
  });

  it('claims again a credit a stopped process left without its check-in, and records it once', async () => {
    const viewer = await newWatcher(w.ids.a);
    await beat(viewer, liveA);
    await rewind(liveA, viewer.memberId, 60, CREDIT);
    // A process claimed the credit two minutes ago and stopped before the check-in was recorded.
    await queryRows(
      w.t.db,
      sql`update livestream_watches set credited_at = now() - interval '2 minutes'
           where livestream_id = ${liveA} and member_id = ${viewer.memberId}`,
    );
    const answer = await beat(viewer, liveA);
    expect(answer.credit).toBe('credited');
    expect(await livestreamCheckIns(viewer.memberId)).toBe(1);
    const [watch] = await queryRows<{ check_in_id: string | null }>(
      w.t.db,
      sql`select check_in_id from livestream_watches where livestream_id = ${liveA} and member_id = ${viewer.memberId}`,
    );
    expect(watch!.check_in_id).not.toBeNull();
  });

  it('counts a member of another locale but never checks them in', async () => {
    const abroad = await newWatcher(w.ids.b);
    await beat(abroad, liveA);
    await rewind(liveA, abroad.memberId, 60, CREDIT + 300);
    const answer = await beat(abroad, liveA);
    expect(answer).toMatchObject({ credit: 'other_locale', checkedInAt: null });
    expect(answer.watchedSeconds).toBeGreaterThanOrEqual(CREDIT + 360);
    expect(await w.count('check_ins', `member_id = '${abroad.memberId}'`)).toBe(0);
  });

  it('answers no_gathering when no gathering of the locale takes check-ins, writing no check-in', async () => {
    const viewer = await newWatcher(w.ids.c);
    await beat(viewer, liveC);
    await rewind(liveC, viewer.memberId, 60, CREDIT);
    const answer = await beat(viewer, liveC);
    expect(answer).toMatchObject({ credit: 'no_gathering', checkedInAt: null });
    expect(answer.watchedSeconds).toBeGreaterThanOrEqual(CREDIT + 60);
    expect(await w.count('check_ins', `member_id = '${viewer.memberId}'`)).toBe(0);
    // The claim was given back: a later beat may still check them in.
    expect(
      await w.count('livestream_watches', `member_id = '${viewer.memberId}' and credited_at is null`),
    ).toBe(1);
  });

  it('refuses a stream that is not live (409), pending members and kiosks (403), nothing counted', async () => {
    const later = await schedule('secretary', w.ids.a, 60, 120);
    const early = await video('member', 'POST', `livestreams/${later.id}/watch`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('conflict');
    expect(early.json().error.message).toMatch(/not started/);
    const over = await schedule('secretary', w.ids.a, -10, 60);
    await queryRows(
      w.t.db,
      sql`update livestreams set starts_at = ${at(-90)}::timestamptz, ends_at = ${at(-1)}::timestamptz where id = ${over.id}`,
    );
    const ended = await video('member', 'POST', `livestreams/${over.id}/watch`);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.message).toMatch(/ended/);
    expect((await video('pending', 'POST', `livestreams/${liveA}/watch`)).statusCode).toBe(403);
    const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
    expect((await video(kiosk, 'POST', `livestreams/${liveA}/watch`)).statusCode).toBe(403);
    expect((await video(null, 'POST', `livestreams/${liveA}/watch`)).statusCode).toBe(401);
    expect((await video('member', 'POST', `livestreams/${crypto.randomUUID()}/watch`)).statusCode).toBe(404);
    expect(
      await w.count(
        'livestream_watches',
        `livestream_id in ('${later.id}', '${over.id}') or member_id = '${w.ids.pendingMember}'`,
      ),
    ).toBe(0);
  });

  it('keeps the check-ins a stream gave when it is deleted', async () => {
    const stream = await schedule('secretary', w.ids.a, -5, 60);
    const viewer = await newWatcher(w.ids.a);
    await beat(viewer, stream.id);
    await rewind(stream.id, viewer.memberId, 60, CREDIT);
    expect((await beat(viewer, stream.id)).credit).toBe('credited');
    expect((await video('secretary', 'DELETE', `livestreams/${stream.id}`)).statusCode).toBe(200);
    expect(await livestreamCheckIns(viewer.memberId)).toBe(1);
    expect(await w.count('livestream_watches', `livestream_id = '${stream.id}'`)).toBe(0);
  });
});
