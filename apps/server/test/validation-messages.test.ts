import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { LIMITS } from '@congregate/contracts';
import { as, createTestApp, routeEngines, signIn, type SignedIn, type TestApp } from './harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD, type MadeAccount } from './factories.ts';

/**
 * A refused request's messages are for people: in English, or in Filipino when `Accept-Language` asks for it,
 * never zod's own wording; the issue's `path` and `code` stay what clients match on.
 */

type Refusal = { error: { code: string; message: string; details: { issues: Issue[] } } };
type Issue = { path: string; message: string; code: string };

/** What a client sees of one refused field, in each language. */
interface Case {
  what: string;
  request: () => InjectOptions & { who?: SignedIn };
  issue: { path: string; code: string };
  en: string;
  fil: string;
}

const zodWording = /Invalid (UUID|ISO|input|option|string|email)|Too (small|big)|expected|Unrecognized key/;

describe.each(routeEngines)('validation messages in people’s words (%s)', (engine) => {
  let t: TestApp;
  let account: MadeAccount;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    account = await makeAccount(t.db, { localeId: (await makeLocale(t.db)).id });
    member = await signIn(t.app, account.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  const login = (payload: object) => () => ({
    method: 'POST' as const,
    url: '/api/login/auth/login',
    payload,
  });
  const email = 'someone@example.org';

  const cases: Case[] = [
    {
      what: 'a malformed UUID',
      request: () => ({
        who: member,
        method: 'DELETE',
        url: '/api/notifications/push-subscriptions/not-a-uuid',
      }),
      issue: { path: 'id', code: 'invalid_format' },
      en: 'This is not a valid ID',
      fil: 'Hindi ito wastong ID',
    },
    {
      what: 'a date that is not an ISO date',
      request: () => ({
        who: member,
        method: 'POST',
        url: `/api/membership/members/${account.memberId}/work-experiences`,
        payload: { employer: 'St. Luke’s', position: 'Nurse', countryId: 'PH', dateFrom: '2024-13-45' },
      }),
      issue: { path: 'dateFrom', code: 'invalid_format' },
      en: 'Enter a valid date (YYYY-MM-DD)',
      fil: 'Maglagay ng wastong petsa (YYYY-MM-DD)',
    },
    {
      what: 'an over-long string',
      request: login({ email, password: 'x'.repeat(LIMITS.passwordMax + 1) }),
      issue: { path: 'password', code: 'too_big' },
      en: `Use at most ${LIMITS.passwordMax} characters`,
      fil: `Gumamit ng hindi hihigit sa ${LIMITS.passwordMax} na karakter`,
    },
    {
      what: 'an unknown field',
      request: login({ email, password: TEST_PASSWORD, rememberMe: true }),
      issue: { path: '', code: 'unrecognized_keys' },
      en: 'Remove “rememberMe”: this request does not take it',
      fil: 'Alisin ang “rememberMe”: hindi ito tinatanggap ng kahilingang ito',
    },
    {
      what: 'a value outside the allowed ones',
      request: () => ({ who: member, method: 'GET', url: '/api/notifications/notifications?unread=maybe' }),
      issue: { path: 'unread', code: 'invalid_value' },
      en: 'Choose one of: “true”, “false”',
      fil: 'Pumili ng isa sa: “true”, “false”',
    },
    {
      what: 'a value of the wrong type',
      request: login({ email, password: 12345678901 }),
      issue: { path: 'password', code: 'invalid_type' },
      en: 'Use text',
      fil: 'Gumamit ng teksto',
    },
    {
      what: 'a missing field',
      request: login({ email }),
      issue: { path: 'password', code: 'invalid_type' },
      en: 'Required',
      fil: 'Kailangan',
    },
  ];

  const send = async (c: Case, acceptLanguage?: string) => {
    const { who = null, ...request } = c.request();
    const headers = { ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) };
    const response = await as(t.app, who, { ...request, headers });
    expect(response.statusCode, response.body).toBe(422);
    return { response, body: response.json() as Refusal };
  };

  describe.each([
    ['no Accept-Language', undefined, 'en'],
    ['Accept-Language: en-US', 'en-US', 'en'],
    ['Accept-Language: fil', 'fil', 'fil'],
    ['Accept-Language: tl-PH, en;q=0.5', 'tl-PH, en;q=0.5', 'fil'],
  ] as const)('with %s', (_, acceptLanguage, language) => {
    it.each(cases.map((c) => [c.what, c] as const))('words %s', async (_what, c) => {
      const { response, body } = await send(c, acceptLanguage);
      expect(body.error.code).toBe('invalid_input');
      expect(body.error.details.issues).toEqual([{ ...c.issue, message: c[language] }]);
      expect(body.error.message).toBe(c[language]);
      expect(body.error.message).not.toMatch(zodWording);
      expect(response.headers['content-language']).toBe(language);
    });
  });

  it('prefers the language with the higher q-value, and says how many more problems there are', async () => {
    const both = login({});
    const english = await send({ ...cases[0]!, request: both }, 'fil;q=0.4, en;q=0.8');
    expect(english.body.error.message).toBe('Required (and 1 more problem)');
    expect(english.body.error.details.issues.map((i) => [i.path, i.code, i.message])).toEqual([
      ['email', 'invalid_type', 'Required'],
      ['password', 'invalid_type', 'Required'],
    ]);
    const filipino = await send({ ...cases[0]!, request: both }, 'en;q=0.4, fil');
    expect(filipino.body.error.message).toBe('Kailangan (at 1 pang problema)');
  });

  it('keeps a rule’s own English words, and words its problem code in Filipino', async () => {
    const c = { ...cases[0]!, request: login({ email, password: '' }) };
    expect((await send(c)).body.error.details.issues).toEqual([
      { path: 'password', code: 'too_small', message: 'Required' },
    ]);
    expect((await send(c, 'fil')).body.error.details.issues[0]!.message).toBe('Kailangan');
  });

  it('words a refusal the service raised by its problem code in Filipino', async () => {
    const c = {
      ...cases[0]!,
      request: () => ({
        who: member,
        method: 'GET' as const,
        url: '/api/notifications/notifications?cursor=abc',
      }),
    };
    const english = (await send(c)).body.error;
    expect(english.details.issues).toEqual([
      {
        path: 'cursor',
        code: 'cursor_invalid',
        message: 'This cursor is not valid; start again from the first page',
      },
    ]);
    const filipino = (await send(c, 'fil')).body.error;
    const words = 'Nagbago ang listahan habang tinitingnan. Magsimulang muli sa unang pahina.';
    expect(filipino.details.issues).toEqual([{ path: 'cursor', code: 'cursor_invalid', message: words }]);
    expect(filipino.message).toBe(words);
  });
});
