import { kioskCalls, type KioskRoster } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';
import type { Roster } from '../lib/kiosk-store.ts';

/** One page of `GET kiosk/roster`. */
export function fetchRosterPage(cursor?: string): Promise<KioskRoster> {
  return callApi(kioskCalls.roster, { query: cursor ? { cursor } : {} });
}

/** Every page of the kiosk's roster, as one (read once a minute while online; kept in IndexedDB). */
export async function fetchRoster(): Promise<Roster & { cardKey: KioskRoster['cardKey'] }> {
  const first = await fetchRosterPage();
  const members = [...first.members];
  const revokedCards = [...first.revokedCards];
  for (let cursor = first.nextCursor; cursor;) {
    const page = await fetchRosterPage(cursor);
    members.push(...page.members);
    revokedCards.push(...page.revokedCards);
    cursor = page.nextCursor;
  }
  return {
    members,
    revokedCards,
    current: first.current,
    next: first.next,
    asOf: first.asOf,
    cardKey: first.cardKey,
  };
}
