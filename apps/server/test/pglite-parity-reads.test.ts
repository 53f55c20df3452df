import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/executor.ts';
import { DEMO_PASSWORD } from '../src/demo/demo.ts';
import { DEMO_PEOPLE } from '../src/demo/demo-names.ts';
import { as, createDemoApp, signIn, type SignedIn, type TestApp } from './harness.ts';

/**
 * The PGlite parity suite's reads (docs/testing.md): every GET route of the OpenAPI document, against the demo
 * church on PGlite, with its path's ids taken from the demo (the demo member, C1-Joy, the Quezon City locale's
 * events, prospects, gifts…). Each must answer 2xx to one of the demo's accounts — the response schemas are checked
 * by the serializer, so a 2xx is an answer of the contract's shape — or be listed below with the reason it is not
 * read here. Route tests run on PostgreSQL; this is where each repository's reads run on PGlite.
 */

/** GET routes this walk does not read (by the end of their path), and why: each has its own route test. */
const notReadHere: Record<string, string> = {
  '/auth/{provider}/start': 'redirects to a provider (302), tested in social.routes.test.ts',
  '/auth/{provider}/callback': 'a provider’s answer, tested in social.routes.test.ts',
  '/auth/social/{token}': 'a pending provider sign-in’s token, tested in social.routes.test.ts',
  '/notifications/stream': 'a Server-Sent Events stream that stays open (read-cache and replica tests)',
  '/flyers/{memberId}/{format}': 'renders an image (flyers.routes.test.ts)',
  '/kiosk/roster': 'a paired kiosk’s own session only (kiosks.routes.test.ts)',
  '/kiosk/faces': 'a paired kiosk’s own session only (faces.routes.test.ts)',
  '/api/v1/config/locales/all': 'the configuration service’s own token (configuration tests)',
  '/api/v1/config/locales/{locale}': 'the configuration service’s own token (configuration tests)',
  '/api/v1/config/batch-names': 'the configuration service’s own token (configuration tests)',
  '/api/v1/config/{module}': 'the configuration service’s own token (configuration tests)',
  '/rsvps/by-code': 'a guest’s RSVP code from their e-mail (rsvps.routes.test.ts)',
  '/rsvps/by-code/calendar': 'a guest’s RSVP code from their e-mail (rsvps.routes.test.ts)',
  '/peps/{id}/baptismal-form':
    'a prospect scheduled for baptism only; the demo’s answer 409 (baptisms.routes.test.ts)',
  '/peps/{id}/files/{file}': 'a stored file name, not an id (peps.routes.test.ts)',
  '/documents/{docId}': 'the demo stores no member documents (member-documents.routes.test.ts)',
  '/api/media/{file}': 'a content-hash file name, not an id (images.routes.test.ts)',
  '/profile/{memberId}/{file}': 'a photo file name, not an id (member-photo.routes.test.ts)',
  '/statement-runs/{id}': 'the demo has no statement run (statements.routes.test.ts)',
  '/statement-runs/{id}/pdf': 'the demo has no statement run (statements.routes.test.ts)',
  '/videos/{id}/file': 'the demo’s videos are hosted elsewhere, no stored file (videos.routes.test.ts)',
  '/family-links/{memberId}': 'answers 404 for a member without family links (family-links.routes.test.ts)',
  '/api/events/checkins': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/gatherings/{id}/flock-attendance':
    'needs query parameters beyond `localeId` (its route test); to be given here',
  '/attendance/summary': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/events/upcoming': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/peps/duplicates': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/visitors/inviters': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/baptisms/monitoring': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/api/groups/categories': 'needs query parameters beyond `localeId` (its route test); to be given here',
  '/announcements/audience-size':
    'needs query parameters beyond `localeId` (its route test); to be given here',
};

/** What a list needs beyond `?localeId=`, with the demo's values (read by the route test's own cases too). */
const moreQuery: Record<string, string> = {
  '/gifts/summary': `year=${new Date().getFullYear()}`,
  // Maria's reference on the give page (the demo member is M0000004, her locale's fund Tithes).
  '/gifts/reference': 'reference=GIVE-M0000004-TITH',
};

/** An answer within 20 s, or none (a route that never answers is a failure, not a hung walk). */
async function within<T>(answer: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), 20_000);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Ids = Record<string, string | null>;

describe('PGlite parity: every GET route of the demo church answers', () => {
  let t: TestApp;
  let callers: [string, SignedIn][];
  let ids: Ids;
  const one = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(t.db, query))[0]?.id ?? null;

  beforeAll(async () => {
    t = await createDemoApp();
    callers = [];
    for (const who of ['admin', 'secretary', 'leader', 'member', 'finance'] as const) {
      callers.push([who, await signIn(t.app, DEMO_PEOPLE[who].email, DEMO_PASSWORD)]);
    }
    const memberEmail = DEMO_PEOPLE.member.email;
    const qc = sql`(select id from locales where name = 'Quezon City')`;
    const member = sql`(select id from members where email = ${memberEmail})`;
    ids = {
      member: await one(sql`select id from members where email = ${memberEmail}`),
      user: await one(sql`select id from users where email = ${memberEmail}`),
      locale: await one(sql`select id from locales where name = 'Quezon City'`),
      flock: await one(sql`select id from flocks where name = 'C1-Joy'`),
      event: await one(
        sql`select id from church_events where locale_id = ${qc} order by starts_at desc limit 1`,
      ),
      pep: await one(sql`select id from peps where locale_id = ${qc} limit 1`),
      household: await one(sql`select household_id as id from household_members where member_id = ${member}`),
      video: await one(sql`select id from videos limit 1`),
      livestream: await one(sql`select id from livestreams limit 1`),
      category: await one(sql`select id from categories limit 1`),
      group: await one(sql`select id from church_groups where locale_id = ${qc} limit 1`),
      gathering: await one(
        sql`select id from gatherings where locale_id = ${qc} order by starts_at desc limit 1`,
      ),
      recordBoard: await one(sql`select id from record_board_entries limit 1`),
      qrLocation: await one(sql`select id from qr_locations limit 1`),
      kiosk: await one(sql`select id from kiosks limit 1`),
      joinRequest: await one(sql`select id from join_requests limit 1`),
      batch: await one(sql`select id from gift_batches limit 1`),
      visit: await one(sql`select id from pep_visits limit 1`),
      transfer: await one(sql`select id from transfer_requests limit 1`),
      statementRun: await one(sql`select id from statement_runs limit 1`),
      recurring: await one(sql`select id from recurring_gifts limit 1`),
      notification: await one(sql`select id from notifications limit 1`),
      note: await one(sql`select id from member_notes limit 1`),
      householdRequest: await one(sql`select id from household_requests limit 1`),
      gift: await one(sql`select id from gifts limit 1`),
      familyRequest: await one(sql`select id from family_requests limit 1`),
      document: await one(sql`select id from member_documents limit 1`),
      dependant: await one(sql`select id from household_dependants limit 1`),
      award: await one(sql`select id from awards limit 1`),
      announcement: await one(sql`select id from announcements limit 1`),
      rsvp: await one(sql`select id from event_rsvps limit 1`),
      grant: await one(sql`select id from role_assignments limit 1`),
      followUp: await one(sql`select id from pep_follow_ups limit 1`),
      fund: await one(sql`select id from funds limit 1`),
      checkIn: await one(sql`select id from check_ins limit 1`),
      attachment: await one(sql`select id from record_board_attachments limit 1`),
      pushSubscription: await one(sql`select id from push_subscriptions limit 1`),
    };
  }, 180_000);
  afterAll(() => t?.close());

  /** The id a path parameter stands for, from the segment before it. */
  function idFor(path: string, previous: string, name: string): string | null {
    const byPrevious: Record<string, string> = {
      members: 'member',
      profileByMemberId: 'member',
      profileByMemberIdNoAuth: 'member',
      'family-links': 'member',
      'get-signature': 'member',
      transfer: 'member',
      info: 'flock',
      inviter: 'member',
      profile: 'member',
      events: 'event',
      peps: 'pep',
      households: 'household',
      flocks: 'flock',
      videos: 'video',
      livestreams: 'livestream',
      categories: 'category',
      groups: 'group',
      gatherings: 'gathering',
      'record-board': 'recordBoard',
      'qr-locations': 'qrLocation',
      locales: 'locale',
      'by-local': 'locale',
      'by-localWithPhoto': 'locale',
      'giving-settings': 'locale',
      flock: 'locale',
      kiosks: 'kiosk',
      'join-requests': 'joinRequest',
      batches: 'batch',
      visits: 'visit',
      transfers: 'transfer',
      'statement-runs': 'statementRun',
      recurring: 'recurring',
      notifications: 'notification',
      notes: 'note',
      'household-requests': 'householdRequest',
      gifts: 'gift',
      'family-requests': 'familyRequest',
      documents: 'document',
      dependants: 'dependant',
      awards: 'award',
      announcements: 'announcement',
      rsvps: 'rsvp',
      roles: 'grant',
      users: 'user',
      'user-access': 'user',
      'follow-ups': 'followUp',
      funds: 'fund',
      checkins: 'checkIn',
      attachments: 'attachment',
      'push-subscriptions': 'pushSubscription',
    };
    if (name === 'year') return String(new Date().getFullYear());
    if (name === 'format') return 'square';
    if (name === 'memberId' && previous !== 'members') return ids['member']!;
    if (name === 'flockId' || name === 'localeId' || name === 'locale')
      return ids[name === 'flockId' ? 'flock' : 'locale']!;
    if (path.startsWith('/api/membership/admin/users/') && name === 'userId') return ids['user']!;
    const key = byPrevious[previous];
    return key ? (ids[key] ?? null) : null;
  }

  function urlOf(path: string): string | null {
    const segments = path.split('/');
    const out: string[] = [];
    for (const [i, segment] of segments.entries()) {
      const param = /^\{(.+)\}$/.exec(segment);
      if (!param) {
        out.push(segment);
        continue;
      }
      const id = idFor(path, segments[i - 1] ?? '', param[1]!);
      if (!id) return null;
      out.push(encodeURIComponent(id));
    }
    return out.join('/');
  }

  it('answers every GET route with the demo’s ids 2xx for one of the demo’s accounts', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    expect(gets.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let read = 0;
    for (const path of gets) {
      if (Object.keys(notReadHere).some((end) => path.endsWith(end))) continue;
      const url = urlOf(path);
      if (!url) {
        failures.push(`GET ${path}: no id in the demo`);
        continue;
      }
      const answers: string[] = [];
      let ok = false;
      // A list of a locale's things needs the locale (`?localeId=`): asked for when the bare call is refused 422.
      const more = Object.entries(moreQuery).find(([end]) => path.endsWith(end))?.[1];
      const withLocale = `${url}?localeId=${ids['locale']}${more ? `&${more}` : ''}`;
      for (const [who, caller] of callers) {
        let answer = await within(as(t.app, caller, { method: 'GET', url }));
        if (answer !== 'no answer' && answer.statusCode === 422 && !url.includes('?'))
          answer = await within(as(t.app, caller, { method: 'GET', url: withLocale }));
        const response = answer;
        if (response === 'no answer') {
          answers.push(`${who} no answer in 20 s`);
          break;
        }
        if (response.statusCode >= 200 && response.statusCode < 300) {
          ok = true;
          break;
        }
        answers.push(`${who} ${response.statusCode}`);
      }
      if (ok) read += 1;
      else failures.push(`GET ${path} (${url}): ${answers.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(read).toBeGreaterThan(100);
  }, 600_000);

  /**
   * Home's cards by role (issue 37) on the same fresh demo church: each card asks what the web's home asks, as the
   * demo person of that role, and has something real to show — not a card of zeros.
   */
  describe('home’s cards on the demo church', () => {
    /** A calendar day (`YYYY-MM-DD`) in Manila, `days` from now. */
    const manilaDay = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    const get = async (email: string, url: string) => {
      const [, caller] = callers.find(
        ([who]) => DEMO_PEOPLE[who as keyof typeof DEMO_PEOPLE].email === email,
      )!;
      const response = await as(t.app, caller, { method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response.json();
    };

    it('gives the demo leader C1-Joy’s week: members to count, someone to call, celebrants, a join request', async () => {
      const led: { id: string; name: string }[] = await get(
        DEMO_PEOPLE.leader.email,
        '/api/groups/flocks/led',
      );
      const joy = led.find((flock) => flock.name === 'C1-Joy')!;
      expect(joy).toBeDefined();
      const overview = await get(DEMO_PEOPLE.leader.email, `/api/groups/flocks/${joy.id}/overview`);
      expect(overview.memberCount).toBeGreaterThan(0);
      expect(overview.celebrants.length).toBeGreaterThan(0);
      expect(overview.pendingJoinRequests.length).toBeGreaterThan(0);
      const report = await get(DEMO_PEOPLE.leader.email, `/api/events/attendance/flocks/${joy.id}`);
      expect(report.careList.length).toBeGreaterThan(0);
      expect(report.careList[0].firstName).toEqual(expect.any(String));
    });

    it('gives the demo secretary registrations to endorse, follow-ups past due and a kiosk', async () => {
      const email = DEMO_PEOPLE.secretary.email;
      const waiting = await get(email, '/api/membership/admin/waiting');
      expect(waiting.pendingEndorsements).toBeGreaterThan(0);
      const overdue = await get(email, '/api/events/peps?overdue=true&limit=1');
      expect(overdue.total).toBeGreaterThan(0);
      const me = await get(email, '/api/membership/members/myProfile');
      const kiosks = await get(email, `/api/events/kiosks?localeId=${me.member.currentLocale}`);
      expect(kiosks.items.length).toBeGreaterThan(0);
    });

    it('gives the demo finance officer an open batch and the last seven days’ gifts', async () => {
      const email = DEMO_PEOPLE.finance.email;
      const me = await get(email, '/api/membership/members/myProfile');
      const localeId = me.member.currentLocale;
      const open = await get(email, `/api/payment/batches?localeId=${localeId}&status=open`);
      expect(open.items.length).toBeGreaterThan(0);
      const gifts = await get(
        email,
        `/api/payment/gifts?localeId=${localeId}&from=${manilaDay(-6)}&to=${manilaDay(0)}&status=succeeded&limit=1`,
      );
      const count = gifts.totals.reduce((sum: number, total: { count: number }) => sum + total.count, 0);
      expect(count).toBeGreaterThan(0);
    });

    it('gives the demo member their week', async () => {
      const mine = await get(DEMO_PEOPLE.member.email, '/api/events/attendance/me');
      expect(mine.weeks.length).toBeGreaterThan(0);
    });
  });
});
