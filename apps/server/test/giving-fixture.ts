import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { funds, gifts } from '../src/db/schema/giving.ts';
import { locales } from '../src/db/schema/organization.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from './events-fixture.ts';
import { TEST_PASSWORD, makeAccount } from './factories.ts';
import { as, signIn, type SignedIn, type TestApp } from './harness.ts';

/*
 * The giving tests' world (issue 17), shared by the payment service's tests: the events world (locales A, B,
 * C and their people) with currencies and time zones that differ, funds per locale, and finance officers.
 *   A: PHP, Asia/Manila (district North)    B: USD, America/New_York (North)    C: JPY, Asia/Tokyo (South)
 * Its exports are kept stable: add, never rename.
 */

/** The callers of the events world plus finance officers of locales A and B. */
export const givingCallers = ['finance', 'financeB'] as const;
export type GivingCaller = EventCaller | (typeof givingCallers)[number];

/** Each locale's currency and time zone in the giving world. */
export const givingLocales = {
  a: { currency: 'PHP', timeZone: 'Asia/Manila' },
  b: { currency: 'USD', timeZone: 'America/New_York' },
  c: { currency: 'JPY', timeZone: 'Asia/Tokyo' },
} as const;

/** The funds each locale has: two active ones and an archived one. */
export interface LocaleFunds {
  tithes: string;
  missions: string;
  /** Archived: takes no new gifts. */
  archived: string;
}

export interface GivingWorld extends Omit<EventsWorld, 'who' | 'ids'> {
  who: Record<GivingCaller, SignedIn>;
  ids: EventsWorld['ids'] & Record<`${(typeof givingCallers)[number]}${'Member' | 'User'}`, string>;
  funds: { a: LocaleFunds; b: LocaleFunds; c: LocaleFunds };
  /** Injects under `/api/payment/` as the caller (a SignedIn, a name, or null for no session). */
  pay(
    caller: GivingCaller | SignedIn | null,
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
  ): ReturnType<typeof as>;
  /** Inserts a gift straight into the table (see `makeGift`). */
  gift(values: GiftValues): Promise<typeof gifts.$inferSelect>;
}

/** A fund straight into the table. */
export async function makeFund(
  db: Database,
  localeId: string,
  values: Partial<typeof funds.$inferInsert> = {},
) {
  const [row] = await db
    .insert(funds)
    .values({ localeId, name: `Fund ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  return row!;
}

export type GiftValues = Partial<Omit<typeof gifts.$inferInsert, 'receiptNo'>> & {
  fundId: string;
  amountMinor: number;
};

/**
 * A gift straight into the table: its locale and currency are the fund's (read when not given); by default a
 * manual bank transfer, succeeded, given now, anonymous unless `memberId` is given.
 */
export async function makeGift(db: Database, values: GiftValues) {
  let { localeId, currency } = values;
  if (!localeId || !currency) {
    const [row] = await db
      .select({ localeId: funds.localeId, currency: locales.currency })
      .from(funds)
      .innerJoin(locales, eq(locales.id, funds.localeId))
      .where(eq(funds.id, values.fundId));
    if (!row) throw new Error(`no fund ${values.fundId}`);
    localeId ??= row.localeId;
    currency ??= row.currency;
  }
  const [gift] = await db
    .insert(gifts)
    .values({
      method: 'bank_transfer',
      provider: 'manual',
      givenAt: new Date(),
      ...values,
      localeId,
      currency,
    })
    .returning();
  return gift!;
}

/** The events world, with currencies per locale, funds, and finance officers of A and B. */
export async function makeGivingWorld(t: TestApp): Promise<GivingWorld> {
  const world = await makeEventsWorld(t);
  const { ids } = world;
  for (const key of ['a', 'b', 'c'] as const) {
    await t.db.update(locales).set(givingLocales[key]).where(eq(locales.id, ids[key]));
  }
  const who = { ...world.who } as Record<GivingCaller, SignedIn>;
  const givingIds = { ...ids } as GivingWorld['ids'];
  const officers = {
    finance: await makeAccount(t.db, {
      localeId: ids.a,
      firstName: 'Fe',
      lastName: 'Finance',
      grants: [{ role: 'finance', scopeType: 'locale', scopeId: ids.a }],
    }),
    financeB: await makeAccount(t.db, {
      localeId: ids.b,
      firstName: 'Ben',
      lastName: 'Bookkeeper',
      grants: [{ role: 'finance', scopeType: 'locale', scopeId: ids.b }],
    }),
  };
  for (const name of givingCallers) {
    who[name] = await signIn(t.app, officers[name].email, TEST_PASSWORD);
    givingIds[`${name}Member`] = officers[name].memberId;
    givingIds[`${name}User`] = officers[name].userId;
  }
  const fundsOf = async (localeId: string): Promise<LocaleFunds> => ({
    tithes: (await makeFund(t.db, localeId, { name: 'Tithes', sortOrder: 0 })).id,
    missions: (await makeFund(t.db, localeId, { name: 'Missions', sortOrder: 1 })).id,
    archived: (await makeFund(t.db, localeId, { name: 'Old Building', sortOrder: 2, archivedAt: new Date() }))
      .id,
  });
  const givingFunds = { a: await fundsOf(ids.a), b: await fundsOf(ids.b), c: await fundsOf(ids.c) };

  return {
    ...world,
    who,
    ids: givingIds,
    funds: givingFunds,
    pay: (caller, method, path, payload) =>
      as(t.app, caller === null ? null : typeof caller === 'string' ? who[caller] : caller, {
        method,
        url: `/api/payment/${path}`,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    gift: (values) => makeGift(t.db, values),
  };
}
