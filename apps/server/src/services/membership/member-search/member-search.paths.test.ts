import { and, asc, desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '@congregate/contracts';
import { members } from '../../../db/schema/index.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  makeAccount,
  makeLocale,
  makeMember,
  localeAdminGrant,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

/**
 * The name search answers a page from a sample of the matches in one statement when they all fit in it, and
 * from the name index bounded by the sample otherwise (member-search.repository.ts, planNamePage): both ways,
 * and a cursor walk that crosses from one to the other, give the same rows in the same order as sorting
 * every match by name key.
 */
describe.each(routeEngines)('member search: sampled and bounded pages agree (%s)', (engine) => {
  let t: TestApp;
  let secretary: SignedIn;
  let locale: { id: string };
  const accents = ['Zúñiga', 'Zuniga', 'ZÚÑIGA', 'zúniga'];
  const firsts = ['Élodie', 'Elodie', 'Ángel', 'Angel', 'Søren', 'Jose', 'José'];

  const search = (body: object) =>
    as(t.app, secretary, {
      method: 'POST',
      url: '/api/membership/admin/members/searchMember',
      payload: body,
    });

  /** Every page of a search, following the cursor. */
  async function walk(body: object) {
    const ids: string[] = [];
    const answers: { total: number; totalExact: boolean }[] = [];
    let cursor: string | undefined;
    do {
      const response = await search({ ...body, ...(cursor ? { cursor } : {}) });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      ids.push(...page.items.map((m: { id: string }) => m.id));
      answers.push({ total: page.total, totalExact: page.totalExact });
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { ids, answers };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    locale = await makeLocale(t.db);
    const account = await makeAccount(t.db, { localeId: locale.id, grants: [localeAdminGrant(locale.id)] });
    secretary = await signIn(t.app, account.email, TEST_PASSWORD);
    await t.db.insert(members).values(
      Array.from({ length: SEARCH_COUNT_LIMIT + 40 }, (_, i) => ({
        firstName: `${firsts[i % firsts.length]} ${String(i % 37).padStart(2, '0')}`,
        lastName: accents[i % accents.length]!,
        birthDate: '1990-02-03',
        currentLocaleId: locale.id,
        endorsed: true,
        endorsedAt: new Date(),
      })),
    );
  }, 120_000);
  afterAll(() => t.close());

  it.each(['name', '-name'] as const)(
    'walks every page of a broad search (%s) in name-key order, across the sampled and bounded pages',
    async (sort) => {
      const expected = await t.db
        .select({ id: members.id })
        .from(members)
        .where(like(members.nameKey, 'zuniga %'))
        .orderBy(
          ...(sort === 'name'
            ? [asc(members.nameKey), asc(members.id)]
            : [desc(members.nameKey), desc(members.id)]),
        );
      expect(expected).toHaveLength(SEARCH_COUNT_LIMIT + 40);
      const { ids, answers } = await walk({ q: 'ZUÑIGA', sort, limit: 100 });
      expect(ids).toEqual(expected.map((m) => m.id));
      // More matches than the sample on the first pages, all of them in the sample on the last ones.
      expect(answers[0]).toEqual({ total: SEARCH_COUNT_LIMIT, totalExact: false });
      expect(answers.every((a) => a.total === SEARCH_COUNT_LIMIT && !a.totalExact)).toBe(true);
    },
    120_000,
  );

  it('answers a narrow accented search in the same order, case and accents ignored, exact total', async () => {
    const expected = await t.db
      .select({ id: members.id })
      .from(members)
      .where(and(like(members.searchText, '%elodie 0%')))
      .orderBy(asc(members.nameKey), asc(members.id));
    expect(expected.length).toBeGreaterThan(10);
    for (const q of ['élodie 0', 'ELODIE 0', 'Elodie 0']) {
      const { ids, answers } = await walk({ q, limit: 7 });
      expect(ids).toEqual(expected.map((m) => m.id));
      expect(answers[0]).toEqual({ total: expected.length, totalExact: true });
    }
  });

  it('gives a searched member the same list item as a list without text', async () => {
    const member = await makeMember(t.db, locale.id, {
      firstName: 'Ñoño',
      lastName: 'Quiñónez-Test',
      birthDate: '1987-12-31',
      email: 'nono@example.org',
      mobile: '+15550001',
    });
    const found = (await search({ q: 'quinonez-test' })).json();
    const listed = (await search({ localeId: locale.id, sort: '-createdAt', limit: 1 })).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toEqual(listed.items[0]);
    expect(found.items[0]).toMatchObject({ id: member.id, birthDate: '1987-12-31' });
    expect(found.items[0].createdAt).toBe(member.createdAt.toISOString());
  });

  it('finds nothing with an exact zero total', async () => {
    expect((await search({ q: 'no such name anywhere' })).json()).toMatchObject({
      items: [],
      total: 0,
      totalExact: true,
      nextCursor: null,
    });
  });
});
