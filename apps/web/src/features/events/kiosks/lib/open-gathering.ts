import type { Gathering } from '@congregate/contracts';
import type { Roster } from './kiosk-store.ts';

const isOpen = (gathering: Gathering | null, now: number): gathering is Gathering =>
  gathering !== null &&
  gathering.cancelledAt === null &&
  Date.parse(gathering.checkInOpensAt) <= now &&
  now < Date.parse(gathering.endsAt);

/**
 * The gathering taking check-ins at `now` as far as the kept roster knows (offline the roster's `next` may
 * have opened since it was read); null when none is open.
 */
export function openGathering(roster: Roster | null, now: number): Gathering | null {
  if (!roster) return null;
  if (isOpen(roster.current, now)) return roster.current;
  if (isOpen(roster.next, now)) return roster.next;
  return null;
}

/** The gathering to show: the one open now, else the next one still to come. */
export function shownGathering(
  roster: Roster | null,
  now: number,
): { gathering: Gathering; open: boolean } | null {
  const open = openGathering(roster, now);
  if (open) return { gathering: open, open: true };
  const next = [roster?.current, roster?.next].find(
    (gathering): gathering is Gathering =>
      !!gathering && gathering.cancelledAt === null && Date.parse(gathering.checkInOpensAt) > now,
  );
  return next ? { gathering: next, open: false } : null;
}
