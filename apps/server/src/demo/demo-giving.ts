import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { transferReference } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import {
  funds,
  giftBatches,
  giftBatchLines,
  gifts,
  givingSettings,
  locales,
  members,
  recurringGifts,
} from '../db/schema/index.ts';

/*
 * Giving (issue 17): funds in every locale's currency, how members give there, a year of gifts for a third of
 * the members, a few recurring plans, and finance's envelopes in Quezon City — two batches closed, one open and
 * balanced, ready to close. Amounts are integer minor units (centavos, cents).
 */

/** The funds of every demo locale, in this order; the first locale also has an archived one. */
export const DEMO_FUNDS = ['Tithes', 'Offerings', 'Missions', 'Building fund'] as const;
export const DEMO_ARCHIVED_FUND = 'Anniversary 2024';
/** The account name on the demo bank details: the church's legal name (`CHURCH_LEGAL_NAME`'s default). */
const DEMO_CHURCH_NAME = 'Congregate Church';

/** The open batch of the first locale: its label and lines (fixed, so a journey can count on them). */
export const DEMO_OPEN_BATCH = {
  label: 'Sunday Worship (Second Service)',
  /** `member`: the demo member, a generated member (by position among the locale's givers), or anonymous. */
  lines: [
    { who: 'demo', fund: 'Tithes', amountMinor: 150_000, method: 'cash' },
    { who: 'anonymous', fund: 'Offerings', amountMinor: 50_000, method: 'cash' },
    { who: 'anonymous', fund: 'Offerings', amountMinor: 25_000, method: 'cash' },
    { who: 0, fund: 'Missions', amountMinor: 100_000, method: 'cheque', chequeNumber: '0004512' },
    { who: 1, fund: 'Tithes', amountMinor: 200_000, method: 'cash' },
    { who: 2, fund: 'Building fund', amountMinor: 75_000, method: 'cash' },
  ],
  /** ₱6,000.00: the lines' sum, counted. */
  countedTotalMinor: 600_000,
} as const;

/** The demo member's monthly tithe (a card plan, active) in PHP minor units. */
export const DEMO_MEMBER_MONTHLY_TITHE = 200_000;

const DAY_MS = 24 * 60 * 60 * 1000;
const GIFT_INSERT_CHUNK = 500;

type Method = 'card' | 'bank_transfer' | 'cash' | 'cheque';
type NewGift = typeof gifts.$inferInsert;

/** Typical gift sizes per currency, in major units, and the step they are rounded to. */
const sizes: Record<string, { min: number; max: number; step: number }> = {
  PHP: { min: 100, max: 5000, step: 50 },
  USD: { min: 10, max: 250, step: 5 },
  EUR: { min: 10, max: 200, step: 5 },
};

const pickWeighted = <T>(random: () => number, options: [T, number][]): T => {
  let r = random() * options.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of options) {
    r -= weight;
    if (r < 0) return value;
  }
  return options[options.length - 1]![0];
};

/** The most recent Sunday on or before `now` (UTC date), `weeksBack` weeks earlier, at `hourUtc`. */
function sunday(now: Date, weeksBack: number, hourUtc: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay() - weeksBack * 7);
  // Today's service may be later than now: then the Sunday before.
  if (day.getTime() > now.getTime()) day.setUTCDate(day.getUTCDate() - 7);
  return day;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The hour (UTC) of a locale's Sunday morning service, near enough for demo data. */
const serviceHourUtc = (timeZone: string) =>
  timeZone.startsWith('America/') ? 16 : timeZone.startsWith('Europe/') ? 9 : 2;

export async function seedDemoGiving(
  tx: Executor,
  random: () => number,
  now: Date,
  options: { firstLocaleId: string; financeUserId: string; demoMemberEmail: string },
): Promise<{ funds: number; gifts: number; givers: number; recurring: number; batches: number }> {
  const localeRows = await tx
    .select({
      id: locales.id,
      name: locales.name,
      countryId: locales.countryId,
      currency: locales.currency,
      timeZone: locales.timeZone,
    })
    .from(locales)
    .orderBy(asc(locales.createdAt), asc(locales.name));

  // Funds: the four in every locale, and an archived one in the first.
  const fundRows = await tx
    .insert(funds)
    .values([
      ...localeRows.flatMap((locale) =>
        DEMO_FUNDS.map((name, sortOrder) => ({
          localeId: locale.id,
          name,
          sortOrder,
          description:
            name === 'Tithes'
              ? 'A tenth of what the Lord gives us'
              : name === 'Building fund'
                ? `The new chapel of ${locale.name}`
                : '',
        })),
      ),
      {
        localeId: options.firstLocaleId,
        name: DEMO_ARCHIVED_FUND,
        sortOrder: 9,
        description: 'The 2024 anniversary celebration (closed)',
        archivedAt: new Date(now.getTime() - 200 * DAY_MS),
      },
    ])
    .returning({ id: funds.id, localeId: funds.localeId, name: funds.name });
  const fundId = (localeId: string, name: string) =>
    fundRows.find((f) => f.localeId === localeId && f.name === name)!.id;

  // How members give: Philippine locales by bank transfer and in person; the others online too.
  await tx.insert(givingSettings).values(
    localeRows.map((locale, index) =>
      locale.countryId === 'PH'
        ? {
            localeId: locale.id,
            onlineEnabled: false,
            bankDetails: [
              'Bank: BPI (Bank of the Philippine Islands)',
              `Account name: ${DEMO_CHURCH_NAME}`,
              `Account number: 0123-4567-${String(89 + index).padStart(2, '0')}`,
              'Branch: Quezon Avenue',
            ].join('\n'),
            instructions:
              'Give in an envelope at any service: write your name, member number and the fund on it. ' +
              'For a bank transfer, write the reference shown here in the transfer’s notes.',
            updatedBy: options.financeUserId,
          }
        : {
            localeId: locale.id,
            onlineEnabled: true,
            instructions:
              'You can also give in an envelope at any service: write your name and the fund on it.',
          },
    ),
  );

  // Givers: a third of the endorsed members of each locale (no children), and always the demo member.
  const people = await tx
    .select({
      id: members.id,
      email: members.email,
      type: members.type,
      localeId: members.currentLocaleId,
      customId: members.customId,
    })
    .from(members)
    .where(and(eq(members.endorsed, true), isNotNull(members.currentLocaleId)))
    .orderBy(asc(members.customId));
  const demoMember = people.find((p) => p.email === options.demoMemberEmail);
  if (!demoMember) throw new Error('demo giving: the demo member must exist');
  const givers = people.filter((p) => p.id !== demoMember.id && p.type !== 'child' && random() < 1 / 3);
  const localeOf = new Map(localeRows.map((l) => [l.id, l]));

  const planned: NewGift[] = [];
  let stripeRef = 0;
  const cardRef = () => `pi_demo_${String(++stripeRef).padStart(5, '0')}`;

  // A year of Sundays for each giver: how often they give, how much, to which funds.
  for (const giver of givers) {
    const locale = localeOf.get(giver.localeId!)!;
    const size = sizes[locale.currency] ?? sizes.USD!;
    const steps = Math.floor((size.max - size.min) / size.step);
    const usual = size.min + Math.floor(random() ** 2 * steps) * size.step;
    const often = 0.25 + random() * 0.65;
    const philippine = locale.countryId === 'PH';
    for (let week = 51; week >= 0; week--) {
      if (random() >= often) continue;
      const fund = pickWeighted<(typeof DEMO_FUNDS)[number]>(random, [
        ['Tithes', 60],
        ['Offerings', 25],
        ['Missions', 10],
        ['Building fund', 5],
      ]);
      const method = pickWeighted<Method>(
        random,
        philippine
          ? [
              ['cash', 60],
              ['bank_transfer', 35],
              ['cheque', 5],
            ]
          : [
              ['card', 60],
              ['cash', 25],
              ['bank_transfer', 10],
              ['cheque', 5],
            ],
      );
      const scale = fund === 'Tithes' ? 1 : 0.4;
      const major = Math.max(
        size.min,
        Math.round((usual * scale * (0.8 + random() * 0.4)) / size.step) * size.step,
      );
      const amountMinor = major * 100;
      const givenAt = new Date(
        sunday(now, week, serviceHourUtc(locale.timeZone)).getTime() + random() * 3 * 3600_000,
      );
      const refunded = random() < 0.01;
      planned.push({
        localeId: locale.id,
        memberId: giver.id,
        fundId: fundId(locale.id, fund),
        amountMinor,
        feeMinor: method === 'card' && random() < 0.3 ? Math.ceil(amountMinor * 0.029) + 30 : 0,
        currency: locale.currency,
        method,
        provider: method === 'card' ? 'stripe' : 'manual',
        providerRef: method === 'card' ? cardRef() : null,
        status: refunded ? 'refunded' : 'succeeded',
        givenAt,
        ...(refunded
          ? {
              refundedAt: new Date(givenAt.getTime() + 2 * DAY_MS),
              refundedBy: options.financeUserId,
              refundReason: 'Given twice by mistake',
            }
          : {}),
      });
    }
  }

  // Recurring plans: the demo member's monthly tithe (active), and three others somewhere.
  const first = localeOf.get(options.firstLocaleId)!;
  const otherLocales = localeRows.filter((l) => l.id !== first.id);
  const giverIn = (localeId: string, skip = 0) => givers.filter((g) => g.localeId === localeId)[skip];
  const usLocale = otherLocales.find((l) => l.currency === 'USD');
  const euLocale = otherLocales.find((l) => l.currency === 'EUR');
  const plans: (typeof recurringGifts.$inferInsert)[] = [
    {
      localeId: first.id,
      memberId: demoMember.id,
      fundId: fundId(first.id, 'Tithes'),
      amountMinor: DEMO_MEMBER_MONTHLY_TITHE,
      currency: first.currency,
      frequency: 'monthly',
      provider: 'stripe',
      providerRef: 'sub_demo_member_tithe',
      status: 'active',
      createdAt: new Date(now.getTime() - 340 * DAY_MS),
    },
  ];
  if (usLocale && giverIn(usLocale.id)) {
    plans.push({
      localeId: usLocale.id,
      memberId: giverIn(usLocale.id)!.id,
      fundId: fundId(usLocale.id, 'Offerings'),
      amountMinor: 2_500,
      feeMinor: 103,
      currency: usLocale.currency,
      frequency: 'weekly',
      provider: 'stripe',
      providerRef: 'sub_demo_weekly_offering',
      status: 'active',
      createdAt: new Date(now.getTime() - 120 * DAY_MS),
    });
  }
  if (euLocale && giverIn(euLocale.id)) {
    plans.push({
      localeId: euLocale.id,
      memberId: giverIn(euLocale.id)!.id,
      fundId: fundId(euLocale.id, 'Tithes'),
      amountMinor: 15_000,
      currency: euLocale.currency,
      frequency: 'monthly',
      provider: 'stripe',
      providerRef: 'sub_demo_failing_tithe',
      status: 'failing',
      failureMessage: 'Your card was declined.',
      failingSince: new Date(now.getTime() - 3 * DAY_MS),
      createdAt: new Date(now.getTime() - 200 * DAY_MS),
    });
  }
  if (giverIn(first.id, 3)) {
    plans.push({
      localeId: first.id,
      memberId: giverIn(first.id, 3)!.id,
      fundId: fundId(first.id, 'Missions'),
      amountMinor: 50_000,
      currency: first.currency,
      frequency: 'monthly',
      provider: 'stripe',
      providerRef: 'sub_demo_cancelled_missions',
      status: 'cancelled',
      cancelledAt: new Date(now.getTime() - 60 * DAY_MS),
      createdAt: new Date(now.getTime() - 300 * DAY_MS),
    });
  }
  const planRows = await tx
    .insert(recurringGifts)
    .values(plans)
    .returning({ id: recurringGifts.id, providerRef: recurringGifts.providerRef });
  const memberPlanId = planRows.find((p) => p.providerRef === 'sub_demo_member_tithe')!.id;

  // The demo member: the monthly tithe by card, offerings in envelopes most Sundays, missions and building now and then.
  const phHour = serviceHourUtc(first.timeZone);
  for (let month = 11; month >= 0; month--) {
    const givenAt = new Date(sunday(now, month * 4 + 1, phHour).getTime() - 6 * 3600_000);
    planned.push({
      localeId: first.id,
      memberId: demoMember.id,
      fundId: fundId(first.id, 'Tithes'),
      amountMinor: DEMO_MEMBER_MONTHLY_TITHE,
      currency: first.currency,
      method: 'card',
      provider: 'stripe',
      providerRef: `in_demo_member_${month}`,
      frequency: 'monthly',
      recurringId: memberPlanId,
      givenAt,
    });
  }
  for (let week = 50; week >= 1; week--) {
    if (week % 3 === 0) continue;
    const givenAt = new Date(sunday(now, week, phHour).getTime() + 3600_000);
    const fund = week % 13 === 1 ? 'Missions' : week % 17 === 2 ? 'Building fund' : 'Offerings';
    planned.push({
      localeId: first.id,
      memberId: demoMember.id,
      fundId: fundId(first.id, fund),
      amountMinor: fund === 'Offerings' ? (1 + (week % 3)) * 10_000 : 50_000,
      currency: first.currency,
      method: fund === 'Offerings' ? 'cash' : 'bank_transfer',
      provider: 'manual',
      // A transfer finance recorded from the bank line, by the reference her give page showed her.
      reference: fund === 'Offerings' ? null : transferReference(demoMember.customId, demoMember.id, fund),
      givenAt,
    });
  }

  // Quezon City's envelopes: the two Sundays before last counted and closed, last Sunday's open and balanced.
  const firstGivers = givers.filter((g) => g.localeId === first.id);
  const batchDefs = [
    { weeksBack: 2, label: 'Sunday Worship (First Service)', closed: true },
    { weeksBack: 1, label: 'Sunday Worship (First Service)', closed: true },
    { weeksBack: 0, label: DEMO_OPEN_BATCH.label, closed: false },
  ];
  let batches = 0;
  for (const def of batchDefs) {
    const serviceDay = sunday(now, def.weeksBack, phHour);
    const lines = def.closed
      ? Array.from({ length: 6 + Math.floor(random() * 5) }, (_, position) => {
          const anonymous = random() < 0.25;
          const cheque = !anonymous && random() < 0.15;
          return {
            memberId: anonymous ? null : firstGivers[Math.floor(random() * firstGivers.length)]!.id,
            fundId: fundId(
              first.id,
              pickWeighted(random, [
                ['Tithes', 50],
                ['Offerings', 35],
                ['Missions', 10],
                ['Building fund', 5],
              ] as [string, number][]),
            ),
            amountMinor: (2 + Math.floor(random() * 40)) * 5_000,
            method: cheque ? ('cheque' as const) : ('cash' as const),
            chequeNumber: cheque ? String(1000 + Math.floor(random() * 9000)).padStart(7, '0') : null,
            position,
          };
        })
      : DEMO_OPEN_BATCH.lines.map((line, position) => ({
          memberId:
            line.who === 'demo'
              ? demoMember.id
              : line.who === 'anonymous'
                ? null
                : (firstGivers[line.who]?.id ?? null),
          fundId: fundId(first.id, line.fund),
          amountMinor: line.amountMinor,
          method: line.method,
          chequeNumber: 'chequeNumber' in line ? line.chequeNumber : null,
          position,
        }));
    const counted = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    const [batch] = await tx
      .insert(giftBatches)
      .values({
        localeId: first.id,
        serviceDate: isoDate(serviceDay),
        label: def.label,
        currency: first.currency,
        countedTotalMinor: counted,
        status: def.closed ? 'closed' : 'open',
        createdBy: options.financeUserId,
        createdAt: new Date(serviceDay.getTime() + 4 * 3600_000),
        ...(def.closed
          ? { closedBy: options.financeUserId, closedAt: new Date(serviceDay.getTime() + 5 * 3600_000) }
          : {}),
      })
      .returning({ id: giftBatches.id });
    await tx.insert(giftBatchLines).values(lines.map((line) => ({ ...line, batchId: batch!.id })));
    batches += 1;
    if (!def.closed) continue;
    for (const line of lines) {
      planned.push({
        localeId: first.id,
        memberId: line.memberId,
        fundId: line.fundId,
        amountMinor: line.amountMinor,
        currency: first.currency,
        method: line.method,
        provider: 'manual',
        batchId: batch!.id,
        givenAt: serviceDay,
      });
    }
  }

  // Oldest first, so receipt numbers rise with the dates; only gifts already given.
  const toInsert = planned
    .filter((gift) => (gift.givenAt as Date).getTime() <= now.getTime())
    .sort((a, b) => (a.givenAt as Date).getTime() - (b.givenAt as Date).getTime());
  for (let start = 0; start < toInsert.length; start += GIFT_INSERT_CHUNK) {
    await tx.insert(gifts).values(toInsert.slice(start, start + GIFT_INSERT_CHUNK));
  }

  return {
    funds: fundRows.length,
    gifts: toInsert.length,
    givers: givers.length + 1,
    recurring: planRows.length,
    batches,
  };
}
