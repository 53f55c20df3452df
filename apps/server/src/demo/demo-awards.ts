import { and, eq } from 'drizzle-orm';
import type { AwardPeriod } from '@congregate/contracts';
import { replaceComputedAwards } from '../services/groups/awards/awards.repository.ts';
import type { Executor } from '../db/executor.ts';
import { awards, flocks, locales, members } from '../db/schema/index.ts';

/** Months computed per locale, ending with the current one (so far). */
export const DEMO_AWARD_MONTHS = 12;
export const DEMO_MANUAL_MEMBER_TITLE = 'Faithful servant';
export const DEMO_MANUAL_FLOCK_TITLE = 'Most welcoming flock';

/** The year and month (1–12) of a moment on a locale's clock. */
function yearMonthIn(timeZone: string, at: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month') };
}

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The month starts from `count - 1` months before this one to this one. */
function lastMonths(year: number, month: number, count: number): string[] {
  const out: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    out.push(monthStart(Math.floor(index / 12), (index % 12) + 1));
  }
  return out;
}

/**
 * A year of awards (issue 15): every locale's last 12 months (the current one so far) and its years computed
 * from the demo check-ins, PEPs and RSVPs by the compute call's own rule (`replaceComputedAwards`), and two
 * awards the secretary gave by hand in the first locale: one to the demo member, one to flock C1-Joy.
 */
export async function seedDemoAwards(
  tx: Executor,
  now: Date,
  options: { firstLocaleId: string; secretaryUserId: string; demoMemberEmail: string; demoFlockName: string },
): Promise<{ computed: number }> {
  let computed = 0;
  const localeRows = await tx.select({ id: locales.id, timeZone: locales.timeZone }).from(locales);
  for (const locale of localeRows) {
    const { year, month } = yearMonthIn(locale.timeZone, now);
    const periods: { period: AwardPeriod; periodStart: string }[] = [
      ...lastMonths(year, month, DEMO_AWARD_MONTHS).map((periodStart) => ({
        period: 'month' as const,
        periodStart,
      })),
      ...[...new Set([year - 1, year])].map((y) => ({ period: 'year' as const, periodStart: `${y}-01-01` })),
    ];
    for (const { period, periodStart } of periods) {
      computed += (
        await replaceComputedAwards(tx, { localeId: locale.id, period, periodStart, computedAt: now })
      ).length;
    }
  }

  const first = localeRows.find((l) => l.id === options.firstLocaleId);
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, options.demoMemberEmail))
    .limit(1);
  const [flock] = await tx
    .select({ id: flocks.id })
    .from(flocks)
    .where(and(eq(flocks.localeId, options.firstLocaleId), eq(flocks.name, options.demoFlockName)))
    .limit(1);
  if (first && member && flock) {
    const { year, month } = yearMonthIn(first.timeZone, now);
    const [lastMonth] = lastMonths(year, month, 2);
    await tx.insert(awards).values([
      {
        localeId: options.firstLocaleId,
        kind: 'manual',
        period: 'month',
        periodStart: lastMonth!,
        recipientType: 'member',
        memberId: member.id,
        title: DEMO_MANUAL_MEMBER_TITLE,
        note: 'For setting up the chairs before every Sunday service, rain or shine.',
        givenBy: options.secretaryUserId,
      },
      {
        localeId: options.firstLocaleId,
        kind: 'manual',
        period: 'month',
        periodStart: lastMonth!,
        recipientType: 'flock',
        flockId: flock.id,
        title: DEMO_MANUAL_FLOCK_TITLE,
        note: 'Every guest this month was welcomed by name.',
        givenBy: options.secretaryUserId,
      },
    ]);
  }
  return { computed };
}
