import type { SoulWinnerBoard } from '@congregate/contracts';

export type BoardRow = SoulWinnerBoard['members'][number];
export type FlockRow = SoulWinnerBoard['flocks'][number];

/**
 * The board's order, "top inviters" first: most baptized, then most invited, then by name (so that equal
 * members keep a stable order on every print).
 */
export function rankSoulWinners(rows: readonly BoardRow[]): BoardRow[] {
  return [...rows].sort(
    (a, b) =>
      b.baptized - a.baptized ||
      b.invited - a.invited ||
      a.member.displayName.localeCompare(b.member.displayName),
  );
}

/** Flocks in the same order as the members; members without a flock last. */
export function rankFlocks(rows: readonly FlockRow[]): FlockRow[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.flock === null) - Number(b.flock === null) ||
      b.baptized - a.baptized ||
      b.invited - a.invited ||
      (a.flock?.name ?? '').localeCompare(b.flock?.name ?? ''),
  );
}

export const periods = ['month', 'quarter', 'year', 'custom', 'event'] as const;
export type Period = (typeof periods)[number];

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The days a period covers, on the device's calendar: this month; the last three months (this one and the two
 * before); this year. Both ends included, `to` being today.
 */
export function periodDays(period: 'month' | 'quarter' | 'year', today: Date): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  const first =
    period === 'month'
      ? new Date(year, month, 1)
      : period === 'quarter'
        ? new Date(year, month - 2, 1)
        : new Date(year, 0, 1);
  return { from: isoDay(first), to: isoDay(today) };
}

export const isIsoDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
