import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import * as contracts from '@congregate/contracts';
import { servicePrefixes, type CallSpec } from '@congregate/contracts';
import { as, createTestApp, engines, signIn, type SignedIn } from './harness.ts';
import { makeAccount, makeAddress, makeImage, multipartFile, TEST_PASSWORD } from './factories.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from './profile-fixture.ts';

/**
 * Every route that takes an id in its path (outside `/admin/`, which `admin-scope-matrix.test.ts` covers)
 * is either about one member and refused to callers outside that member's scope, or listed below with the
 * reason it is open. A new route with an id fails the first test until it is placed in one of the two.
 */

type Call = Pick<InjectOptions, 'url' | 'payload' | 'headers'>;

/** The routes whose calls declare a record or member rule, as the OpenAPI document names them. */
function declaredRules(): string[] {
  const names: string[] = [];
  for (const value of Object.values(contracts)) {
    if (!value || typeof value !== 'object') continue;
    for (const call of Object.values(value as Record<string, Partial<CallSpec>>)) {
      if (call?.who?.kind !== 'record' && call?.who?.kind !== 'member') continue;
      const prefix = call.root ? '' : servicePrefixes[call.service!].replace(/\/$/, '');
      names.push(`${call.method} ${prefix}${call.path!.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  }
  return names;
}

/** Routes with an id that are not about one member's records, and why. */
const notMemberScoped: Record<string, string> = {
  'GET /api/membership/members/profileByMemberIdNoAuth/{id}':
    'public by the spec: display name, photo and locale name of an endorsed member only',
  'GET /api/membership/config/flock/{locale}': 'public by the spec: the flock names of a locale',
  'GET /api/membership/locales/{localeId}/information':
    'any signed-in account: the locale’s public information, officers by name and role only',
  'GET /api/v1/config/locales/{locale}': 'the configuration service: its own token, no member data',
  'GET /api/v1/config/{module}': 'the configuration service: its own token, no member data',
  'GET /profile/{memberId}/{file}':
    'photo files: unguessable versioned names, shown on public invitation pages',
  // The events service: about a gathering, check-in, kiosk or poster of a locale, each refused outside that
  // locale's scope in its own routes test (services/events/*/*.routes.test.ts).
  'DELETE /api/events/checkins/{id}':
    'a check-in: the locale’s admins or the leader who recorded it (checkins.routes.test.ts)',
  'GET /api/events/events/{id}/public':
    'an invitation: public, the event only, nothing about anyone (church-events.routes.test.ts)',
  'POST /api/events/events/{id}/rsvps':
    'a guest’s own RSVP: public, answers only their own (rsvps.routes.test.ts)',
  'POST /api/events/events/{id}/rsvps/on-behalf':
    'a guest of a member: the member’s flock leader or the locale’s admins (rsvps.routes.test.ts)',
  'GET /api/events/peps/{id}': 'a prospect: its admins, flock leader or soul winner (peps.routes.test.ts)',
  'PATCH /api/events/peps/{id}': 'a prospect: its admins, flock leader or soul winner (peps.routes.test.ts)',
  'POST /api/events/peps/{id}/stage':
    'a prospect: its admins, flock leader or soul winner (peps.routes.test.ts)',
  'GET /api/events/peps/{id}/follow-ups':
    'a prospect: its admins, flock leader or soul winner (peps.routes.test.ts)',
  'POST /api/events/peps/{id}/follow-ups':
    'a prospect: its admins, flock leader or soul winner (peps.routes.test.ts)',
  'PATCH /api/events/follow-ups/{id}':
    'a follow-up: whoever sees its prospect, and its assignee (peps.routes.test.ts)',
  'GET /api/events/peps/{id}/files/{file}':
    'a prospect’s photo or form: whoever sees it (peps.routes.test.ts)',
  'GET /api/events/visitors/inviter/{id}':
    'an invite link: public, an endorsed member’s display name and locale only (visitors.routes.test.ts)',
  'GET /api/events/peps/{id}/visits':
    'a prospect’s repeat visits: who sees the prospect (visitors.routes.test.ts refuses another locale’s admin)',
  'POST /api/events/peps/{id}/visits/{visitId}/apply':
    'a prospect: its locale’s admins only (visitors.routes.test.ts refuses a member and another locale’s admin)',
  'POST /api/events/peps/{id}/visits/{visitId}/dismiss':
    'a prospect: its locale’s admins only (visitors.routes.test.ts refuses a member and another locale’s admin)',
  'GET /api/events/qr-locations/{id}/public':
    'a printed poster: public, the locale name, room and gathering times only',
  'POST /api/events/qr-locations/{id}/checkin':
    'the caller checks themself in at a poster (qr-locations.routes.test.ts)',
  'GET /api/events/events/{id}/flyers/{memberId}/{format}':
    'a member’s flyer: public, their display name and invitation link only, for their own locale’s events (flyers.routes.test.ts)',
  'GET /api/media/{file}':
    'media images: public by the spec, named by their content’s hash (images.routes.test.ts)',
  'GET /api/groups/record-board/attachments/{id}':
    'a record-board file: whoever reads its entry, or its uploader before it is attached (record-board.routes.test.ts)',
  'GET /api/groups/groups/{id}/members':
    'a group’s members: its leaders and the locale’s admins; its members see names only (church-groups.routes.test.ts)',
  'POST /api/groups/join-requests/{id}/accept':
    'a join request: its flock’s or group’s leaders and the locale’s admins (join-requests.routes.test.ts)',
  'POST /api/groups/join-requests/{id}/decline':
    'a join request: its flock’s or group’s leaders and the locale’s admins (join-requests.routes.test.ts)',
  'POST /api/groups/join-requests/{id}/withdraw':
    'a join request: the member who asked only (join-requests.routes.test.ts)',
  'GET /api/groups/members/{memberId}/notes':
    'notes about a member: their flock’s leaders and their locale’s admins, never the member (member-notes.routes.test.ts)',
  'POST /api/groups/members/{memberId}/notes':
    'notes about a member: their flock’s leaders and their locale’s admins, never the member (member-notes.routes.test.ts)',
  'POST /api/notifications/notifications/{id}/read':
    'a notice: its own recipient only, anyone else’s 404 like a missing one (inbox.routes.test.ts)',
  'DELETE /api/notifications/notifications/{id}':
    'a notice: its own recipient only, anyone else’s 404 like a missing one (inbox.routes.test.ts)',
  'GET /api/notifications/announcements/{id}':
    'an announcement: its locale’s admins and its recipients; 404 to anyone else (announcements.routes.test.ts)',
  'DELETE /api/notifications/push-subscriptions/{id}':
    'a push subscription: its own user only, anyone else’s 404 like a missing one (push-subscriptions.routes.test.ts)',
  'DELETE /api/notifications/notifications/push-subscriptions/{id}':
    'the alias of the one above kept for older clients: the same handler (push-subscriptions.routes.test.ts)',
  'POST /api/notifications/notifications/outbox/{id}/retry':
    'an outbox e-mail: super admins only, 403 to anyone else (delivery.routes.test.ts)',
  // The payment service (issue 17): gifts and batches, refused by the giving rule (giving-access.ts).
  'GET /api/payment/gifts/{id}':
    'a gift’s receipt: its giver and the locale’s finance and admins; 404 to anyone else (gifts.routes.test.ts)',
  'POST /api/payment/gifts/{id}/refund':
    'a gift: finance of its locale only; 403 to its admins and giver, 404 to anyone else (gifts.routes.test.ts)',
  'GET /api/payment/statements/{year}':
    'a year-end statement: the caller’s own, or with memberId finance and admins of the member’s locale (statements.routes.test.ts)',
  // Funds, giving settings, the provider's webhook and recurring gifts (funds/, checkout/, recurring/ tests).
  'POST /api/payment/gifts/webhook/{provider}':
    'the payment provider’s webhook: public, signed by the provider, answers nothing about anyone (checkout.routes.test.ts)',
  'GET /api/payment/recurring/{id}':
    'a recurring gift: its member, and its locale’s finance and admins (recurring.routes.test.ts)',
  'DELETE /api/payment/recurring/{id}':
    'a recurring gift: its member, or its locale’s finance (recurring.routes.test.ts)',
  // Family links (issue 18).
  'POST /api/membership/family-requests/{id}/accept':
    'a family request: its relative only, anyone else 404 (family-links.routes.test.ts)',
  'POST /api/membership/family-requests/{id}/decline':
    'a family request: its relative or its asker only, anyone else 404 (family-links.routes.test.ts)',
  'GET /api/membership/family-links/{memberId}':
    'a relative’s card: only members linked to them by an accepted family link, anyone else 404 (family-links.routes.test.ts)',
  // Households (issue 18): refused outside the household (members, its head, admins over a member's locale).
  'GET /api/membership/households/{id}':
    'a household: its members and admins over a member’s locale; anyone else 404 (households.routes.test.ts)',
  'PATCH /api/membership/households/{id}':
    'a household: its head and admins over a member’s locale; other members 403, anyone else 404 (households.routes.test.ts)',
  'POST /api/membership/households/{id}/requests':
    'a household: joins by those who may see it, invitations by its head or admins; anyone else 404 (households.routes.test.ts)',
  'POST /api/membership/household-requests/{id}/accept':
    'a household request: its deciding side only (the head for a join, the invitee for an invitation), anyone else 404 (households.routes.test.ts)',
  'POST /api/membership/household-requests/{id}/decline':
    'a household request: its deciding or asking side only, anyone else 404 (households.routes.test.ts)',
  'DELETE /api/membership/households/{id}/members/{memberId}':
    'a household’s member: the member leaving, its head, admins over a member’s locale (households.routes.test.ts)',
  'POST /api/membership/households/{id}/dependants':
    'a household’s dependants: its head and admins over a member’s locale (households.routes.test.ts)',
  'PATCH /api/membership/households/{id}/dependants/{dependantId}':
    'a household’s dependants: its head and admins over a member’s locale (households.routes.test.ts)',
  'DELETE /api/membership/households/{id}/dependants/{dependantId}':
    'a household’s dependants: its head and admins over a member’s locale (households.routes.test.ts)',
  // Videos (issue 18): the video rule (video-access.ts) for everyone, a district or a locale.
  'GET /api/video/videos/{id}':
    'a video: the members of its audience once published and admins over it; anyone else 404 (videos.routes.test.ts)',
  'PATCH /api/video/videos/{id}': 'a video: admins over its audience only (videos.routes.test.ts)',
  'DELETE /api/video/videos/{id}': 'a video: admins over its audience only (videos.upload.routes.test.ts)',
  'GET /api/video/videos/{id}/file':
    'an uploaded video’s bytes: whoever may watch it; anyone else 404 (videos.upload.routes.test.ts)',
  'PUT /api/video/videos/{id}/progress':
    'the caller’s own place in a video they may watch (videos.routes.test.ts)',
  // Livestreams (issue 18): a locale's stream, scheduled by its admins, watched by any endorsed member.
  'GET /api/video/livestreams/{id}':
    'a locale’s livestream: endorsed members and admins, its admins after it ended (livestreams.routes.test.ts)',
  'POST /api/video/livestreams/{id}/watch':
    'the caller’s own watching of a live stream, counted for them only (livestream-watching.routes.test.ts)',
  // Social sign-in (issue 19): a provider's name, or the unguessable token of one's own pending sign-in.
  'GET /api/login/auth/{provider}/start':
    'a provider’s name: begins one’s own sign-in (social.routes.test.ts)',
  'GET /api/login/auth/{provider}/callback':
    'a provider’s name: the provider’s answer to one’s own sign-in, bound to its state (social-checks.routes.test.ts)',
  'GET /api/login/auth/social/{token}':
    'one’s own pending sign-in, by its unguessable token (social.routes.test.ts)',
  'POST /api/login/auth/social/{token}/confirm':
    'one’s own pending sign-in, confirmed with the account’s password (social.routes.test.ts)',
  'POST /api/login/auth/social/{token}/email':
    'one’s own pending sign-in: mails the account’s own address (social.routes.test.ts)',
  'POST /api/login/auth/social/{token}/register':
    'one’s own pending sign-in: registers a new person (social.routes.test.ts)',
  'DELETE /api/login/auth/identities/{provider}':
    'the caller’s own sign-in methods only (social.routes.test.ts)',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An entry of each profile list section: where to add it, and a valid body. */
const sections = [
  {
    list: 'members/{id}/spirituals',
    entry: 'members/{id}/spirituals/{itemId}',
    body: { kind: 'water_baptism', date: '2005-04-10' },
  },
  {
    list: 'members/{id}/addresses',
    entry: 'members/{id}/addresses/{itemId}',
    body: { label: 'home', line1: '12 Mabini St.', city: 'Quezon City', countryId: 'PH', isCurrent: false },
  },
  {
    list: 'goodman/members/{id}/relatives',
    create: 'members/{id}/relatives',
    entry: 'members/{id}/relativesGoodman/{itemId}',
    body: { relationship: 'spouse', firstName: 'Jose', lastName: 'Santos' },
  },
  {
    list: 'goodman/members/{id}/jobSpecs',
    entry: 'goodman/members/{id}/jobSpecs/{itemId}',
    body: { duty: 'Choir member', ministry: 'Music', since: '2015-06-01' },
  },
  {
    list: 'members/{id}/skills',
    entry: 'members/{id}/skills/{itemId}',
    body: { name: 'Guitar', level: 'advanced' },
  },
  {
    list: 'members/{id}/educations',
    entry: 'members/{id}/educations/{itemId}',
    body: {
      level: 'college',
      school: 'University of the Philippines',
      yearFrom: 2006,
      yearTo: 2010,
      graduated: true,
    },
  },
  {
    list: 'members/{id}/work-experiences',
    entry: 'members/{id}/work-experiences/{itemId}',
    body: {
      employer: 'St. Luke’s Medical Center',
      position: 'Nurse',
      countryId: 'PH',
      dateFrom: '2011-01-10',
    },
  },
];

describe.each(engines)('scope matrix of the routes about one member (%s)', (engine) => {
  let w: ProfileWorld;
  let ops: string[];
  /** An endorsed member of locale C, with no role: outside every scope around the member. */
  let stranger: SignedIn;
  /** A valid call of each member-scoped route, about the world's `member` (fresh data each time). */
  let calls: Record<string, () => Promise<Call>>;

  const M = '/api/membership/';
  const key = (method: string, path: string) => `${method} ${M}${path}`;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const doc = w.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const account = await makeAccount(w.t.db, { localeId: w.ids.c });
    stranger = await signIn(w.t.app, account.email, TEST_PASSWORD);

    const member = w.ids.memberMember;
    const at = (path: string, itemId = '') =>
      `${M}${path.replace('{id}', member).replace('{itemId}', itemId)}`;
    /** An entry of the section, added as the member, for the calls that need one. */
    const entryOf = async (section: (typeof sections)[number]) => {
      const created = await w.call(
        'member',
        'POST',
        at(section.create ?? section.list).slice(M.length),
        section.body,
      );
      const body = created.json() as Record<string, unknown>;
      return String(body.id);
    };

    calls = {
      [key('GET', 'members/profileByMemberId/{id}')]: async () => ({
        url: at('members/profileByMemberId/{id}'),
      }),
      [key('GET', 'user-access/{id}')]: async () => ({ url: `${M}user-access/${w.ids.memberUser}` }),
      [key('PATCH', 'members/updateMemberGoodManApp/{id}')]: async () => ({
        url: at('members/updateMemberGoodManApp/{id}'),
        payload: { nickname: 'Mia' },
      }),
      [key('GET', 'members/{id}/destinations')]: async () => ({ url: at('members/{id}/destinations') }),
      [key('PUT', 'members/{id}/sections/{section}/none-to-add')]: async () => ({
        url: at('members/{id}/sections/skills/none-to-add'),
        payload: { noneToAdd: true },
      }),
      [key('POST', 'members/{id}/updatePhoto')]: async () => ({
        url: at('members/{id}/updatePhoto'),
        ...multipartFile('photo', 'me.jpg', await makeImage('jpeg'), 'image/jpeg'),
      }),
      [key('DELETE', 'members/{id}/photo')]: async () => ({ url: at('members/{id}/photo') }),
      [key('GET', 'members/get-signature/{id}')]: async () => ({ url: at('members/get-signature/{id}') }),
      [key('DELETE', 'members/{id}/signature')]: async () => ({ url: at('members/{id}/signature') }),
      [key('POST', 'members/{id}/upload')]: async () => ({
        url: at('members/{id}/upload'),
        ...multipartFile('file', 'certificate.pdf', PDF, 'application/pdf'),
      }),
      [key('GET', 'members/{id}/documents')]: async () => ({ url: at('members/{id}/documents') }),
      [key('GET', 'members/{id}/documents/{docId}')]: async () => {
        const uploaded = await as(w.t.app, w.who.member, {
          method: 'POST',
          url: at('members/{id}/upload'),
          ...multipartFile('file', 'certificate.pdf', PDF, 'application/pdf'),
        });
        return { url: at(`members/{id}/documents/${uploaded.json().id}`) };
      },
      [key('DELETE', 'members/{id}/documents/{docId}')]: async () => {
        const uploaded = await as(w.t.app, w.who.member, {
          method: 'POST',
          url: at('members/{id}/upload'),
          ...multipartFile('file', 'certificate.pdf', PDF, 'application/pdf'),
        });
        return { url: at(`members/{id}/documents/${uploaded.json().id}`) };
      },
      [key('GET', 'members/{id}/qr-card')]: async () => ({ url: at('members/{id}/qr-card') }),
      [key('POST', 'members/{id}/qr-card/reissue')]: async () => ({
        url: at('members/{id}/qr-card/reissue'),
        payload: {},
      }),
      [key('GET', 'members/{id}/attendance')]: async () => ({ url: at('members/{id}/attendance') }),
      [key('POST', 'members/{id}/transfer-request')]: async () => {
        // One pending request at a time: the earlier one is declined out of the way by its admin.
        const listed = await w.call('member', 'GET', `members/${member}/transfer-requests`);
        for (const request of listed.json().requests as {
          id: string;
          status: string;
          toLocaleId: string;
        }[]) {
          if (request.status !== 'pending') continue;
          const decider = request.toLocaleId === w.ids.b ? 'secretaryB' : 'superAdmin';
          await as(w.t.app, w.who[decider], {
            method: 'POST',
            url: `${M}admin/transfers/${request.id}/decline`,
            payload: {},
          });
        }
        return { url: at('members/{id}/transfer-request'), payload: { toLocaleId: w.ids.b } };
      },
      [key('GET', 'members/{id}/transfer-requests')]: async () => ({
        url: at('members/{id}/transfer-requests'),
      }),
      [key('POST', 'members/{id}/email-change-request')]: async () => ({
        url: at('members/{id}/email-change-request'),
        payload: { email: `maria-${Math.random().toString(36).slice(2)}@example.org` },
      }),
      [key('GET', 'members/{id}/email-change-requests')]: async () => ({
        url: at('members/{id}/email-change-requests'),
      }),
      [key('GET', 'config/flock/info/{id}')]: async () => ({ url: `${M}config/flock/info/${w.ids.joy}` }),
      [key('GET', 'members/by-local/{localeId}')]: async () => ({ url: `${M}members/by-local/${w.ids.a}` }),
      [key('GET', 'members/by-localWithPhoto/{localeId}')]: async () => ({
        url: `${M}members/by-localWithPhoto/${w.ids.a}`,
      }),
      'PUT /api/login/changePassword/{id}': async () => ({
        url: `/api/login/changePassword/${w.ids.memberUser}`,
        // A wrong current password: the route is reached (422) without changing the member's password.
        payload: { currentPassword: 'not the password', newPassword: 'a brand new password' },
      }),
    };
    for (const section of sections) {
      calls[key('GET', section.list)] = async () => ({ url: at(section.list) });
      calls[key('POST', section.create ?? section.list)] = async () => ({
        url: at(section.create ?? section.list),
        payload: section.body,
      });
      calls[key('PUT', section.entry)] = async () => ({
        url: at(section.entry, await entryOf(section)),
        payload: section.body,
      });
      calls[key('DELETE', section.entry)] = async () => ({ url: at(section.entry, await entryOf(section)) });
    }
    await makeAddress(w.t.db, member);
  });
  afterAll(() => w.t.close());

  const withId = () => ops.filter((op) => op.includes('{') && !op.includes('/admin/'));
  const send = (who: SignedIn, op: string, call: Call) =>
    as(w.t.app, who, { method: op.split(' ')[0] as 'GET', ...call } as InjectOptions);

  it('places every route with an id: a rule on its call, scoped to one member, or open for a stated reason', () => {
    expect(withId().length).toBeGreaterThanOrEqual(50);
    // A call that declares a record or member rule is tested from its declaration (who-matrix.test.ts).
    const declared = new Set(declaredRules());
    expect(withId().filter((op) => !calls[op] && !notMemberScoped[op] && !declared.has(op))).toEqual([]);
    // The lists do not overlap, and none names a route that does not exist.
    expect(Object.keys(calls).filter((op) => notMemberScoped[op] || !ops.includes(op))).toEqual([]);
    expect(Object.keys(notMemberScoped).filter((op) => !ops.includes(op) || declared.has(op))).toEqual([]);
  });

  it('refuses (403) a member of another locale, an admin of another locale and one of another district', async () => {
    const outsiders: [string, SignedIn][] = [
      ['stranger', stranger],
      ['secretaryB', w.who.secretaryB],
      ['districtSouth', w.who.districtSouth],
    ];
    const failures: string[] = [];
    for (const op of Object.keys(calls)) {
      for (const [name, who] of outsiders) {
        const response = await send(who, op, await calls[op]!());
        if (response.statusCode !== 403) failures.push(`${name} ${op} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the member, or the admin of their locale, through on every one of them', async () => {
    const failures: string[] = [];
    const reached = new Set([200, 201, 202, 204]);
    for (const op of Object.keys(calls)) {
      const call = await calls[op]!();
      // The member's own password change is reached and refuses the wrong current password.
      const expected = op.startsWith('PUT /api/login/changePassword') ? new Set([422]) : reached;
      const caller: Caller = op.includes('/by-local') ? 'secretary' : 'member';
      const response = await send(w.who[caller], op, call);
      if (!expected.has(response.statusCode))
        failures.push(`${caller} ${op} → ${response.statusCode} ${response.body.slice(0, 140)}`);
    }
    expect(failures).toEqual([]);
  });
});
