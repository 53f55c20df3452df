import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { memberAttendanceSchema, type MemberCheckIn } from '@congregate/contracts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeCheckIn, makeGathering } from '../../../../test/factories.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

describe.each(routeEngines)('My Attendance on %s', (engine) => {
  let w: ProfileWorld;
  let expectedOrder: string[];

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const memberId = w.ids.memberMember;
    const made: { id: string; at: string }[] = [];
    // Seven Sundays in locale A, one visit to locale B; two check-ins share a time to the microsecond.
    const times = [
      '2025-01-05 09:01:00.123456+00',
      '2025-01-12 09:02:00.654321+00',
      '2025-01-19 09:00:00.000001+00',
      '2025-01-26 09:00:00.000001+00',
      '2025-01-26 09:00:00.000001+00',
      '2025-02-02 09:03:00+00',
      '2025-02-09 09:00:00.5+00',
    ];
    for (const [i, at] of times.entries()) {
      const gathering = await makeGathering(w.t.db, i === 4 ? w.ids.b : w.ids.a, {
        name: i === 4 ? 'Visit Worship' : `Sunday Worship ${i}`,
        startsAt: new Date(at.replace(' ', 'T').replace(/\+00$/, 'Z')),
      });
      const checkIn = await makeCheckIn(w.t.db, gathering, memberId, {
        checkedInAt: sql`${at}::timestamptz` as never,
      });
      made.push({ id: checkIn.id, at });
    }
    expectedOrder = made
      .sort((x, y) => (x.at === y.at ? (x.id < y.id ? 1 : -1) : x.at < y.at ? 1 : -1))
      .map((x) => x.id);
  });
  afterAll(() => w.t.close());

  const attendance = (caller: Caller, query = '', memberId = w.ids.memberMember) =>
    w.call(caller, 'GET', `members/${memberId}/attendance${query}`);

  describe('GET /members/:id/attendance', () => {
    it('pages through every check-in once, newest first, with a cursor', async () => {
      const seen: MemberCheckIn[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await attendance('member', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode, response.body).toBe(200);
        const page = memberAttendanceSchema.parse(response.json());
        expect(page.total).toBe(7);
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(4);
      expect(seen.map((c) => c.id)).toEqual(expectedOrder);
      expect(seen[0]).toMatchObject({
        gatheringName: 'Sunday Worship 6',
        localeName: 'Locale A',
        method: 'qr',
      });
      expect(seen.find((c) => c.localeId === w.ids.b)?.localeName).toBe('Locale B');
    });

    it('answers an empty list for a member with no check-ins', async () => {
      const response = await attendance('sameLocale', '', w.ids.sameLocaleMember);
      expect(response.json()).toEqual({ items: [], total: 0, nextCursor: null });
    });

    it.each(['secretary', 'leader', 'district', 'superAdmin'] as const)('lets %s read it', async (caller) => {
      const response = await attendance(caller, '?limit=1');
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toHaveLength(1);
    });

    it.each(['sameLocale', 'otherLeader', 'secretaryB', 'districtSouth', 'pending'] as const)(
      'refuses %s with 403',
      async (caller) => {
        const response = await attendance(caller);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      },
    );

    it('refuses a forged cursor and out-of-range or unknown query fields with 422', async () => {
      const forged = Buffer.from(JSON.stringify({ t: "now'; drop table check_ins", id: w.ids.a })).toString(
        'base64url',
      );
      for (const query of [`?cursor=${forged}`, '?cursor=%%%', '?limit=0', '?limit=101', '?page=2']) {
        const response = await attendance('member', query);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().error.code).toBe('invalid_input');
      }
    });
  });

  it('refuses a second check-in of the same member at the same gathering (database rule)', async () => {
    const gathering = await makeGathering(w.t.db, w.ids.a, { name: 'Prayer Meeting' });
    await makeCheckIn(w.t.db, gathering, w.ids.leaderMember, { method: 'kiosk-search' });
    await expect(makeCheckIn(w.t.db, gathering, w.ids.leaderMember, { method: 'manual' })).rejects.toThrow();
    const page = (await attendance('leader', '', w.ids.leaderMember)).json();
    expect(page.total).toBe(1);
  });

  describe('the profile answer', () => {
    it('completes My Attendance with the first check-in', async () => {
      const profile = async () => (await w.call('otherLeader', 'GET', 'members/myProfile')).json();
      expect((await profile()).completeness.myAttendance).toBe(false);
      const gathering = await makeGathering(w.t.db, w.ids.a, { name: 'Youth Service' });
      await makeCheckIn(w.t.db, gathering, w.ids.otherLeaderMember);
      expect((await profile()).completeness.myAttendance).toBe(true);
    });

    it('shows which sections the member marked "none to add"', async () => {
      const profile = async () =>
        (await w.call('superAdmin', 'GET', `members/profileByMemberId/${w.ids.districtMember}`)).json();
      expect((await profile()).noneToAdd).toEqual({
        addressBook: false,
        familyBackground: false,
        educationalBackground: false,
        workExperiences: false,
        skills: false,
        spiritualJourney: false,
      });
      const ticked = await w.call(
        'district',
        'PUT',
        `members/${w.ids.districtMember}/sections/skills/none-to-add`,
        {
          noneToAdd: true,
        },
      );
      expect(ticked.statusCode).toBe(200);
      const after = await w.call('district', 'GET', 'members/myProfile');
      expect(after.json().noneToAdd).toMatchObject({ skills: true, addressBook: false });
      expect(after.json().completeness.skills).toBe(true);
    });
  });
});
