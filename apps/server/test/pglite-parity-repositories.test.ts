import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/executor.ts';
import {
  findLocaleTimeZone,
  findMemberNamesakes,
  findMergeTarget,
  localeIdsIn,
} from '../src/services/events/baptisms/baptisms.repository.ts';
import {
  eventsStartingTomorrow,
  guestsToRemind,
} from '../src/services/events/event-reminders/event-reminders.repository.ts';
import {
  removeExpiredNonces,
  spendNonce,
} from '../src/services/events/form-tokens/form-tokens.repository.ts';
import { findLocaleRef } from '../src/services/notifications/stream/stream.repository.ts';
import { openDemoDatabase, type DemoDatabase } from './harness.ts';

/**
 * The statements of the repositories no route of the PGlite parity walks reaches on the demo church (a baptism's
 * namesakes, tomorrow's event reminders, the public forms' spent nonces, the notification stream's locale), run
 * on PGlite against the demo church: `npm run test:pglite-coverage` requires every repository file to run here.
 */
describe('repositories the parity walks do not reach, on PGlite', () => {
  let demo: DemoDatabase;
  let member: { id: string; first_name: string; last_name: string; email: string; locale_id: string };

  beforeAll(async () => {
    demo = await openDemoDatabase();
    const rows = await queryRows<typeof member>(
      demo.db,
      sql`select id, first_name, last_name, email, current_locale_id as locale_id
            from members where email = 'member@example.org'`,
    );
    member = rows[0]!;
  });
  afterAll(() => demo?.close());

  it('finds a baptism’s namesakes, its merge target and its locale’s clock', async () => {
    expect(await localeIdsIn(demo.db, { all: true })).toBeNull();
    const namesakes = await findMemberNamesakes(demo.db, {
      localeId: member.locale_id,
      firstName: member.first_name,
      lastName: member.last_name,
      mobile: null,
      email: member.email.toUpperCase(),
    });
    expect(namesakes.map((row) => row.id)).toContain(member.id);
    expect(await findMergeTarget(demo.db, member.id)).toMatchObject({ email: member.email });
    expect(await findLocaleTimeZone(demo.db, member.locale_id)).toBe('Asia/Manila');
  });

  it('finds the events starting tomorrow on their locale’s clock, and their guests to remind', async () => {
    const [event] = await queryRows<{ id: string; starts_at: string }>(
      demo.db,
      sql`select id, starts_at::text from church_events where cancelled_at is null order by starts_at, id limit 1`,
    );
    const dayBefore = new Date(new Date(event!.starts_at).getTime() - 24 * 60 * 60 * 1000);
    const due = await eventsStartingTomorrow(demo.db, dayBefore, 0);
    expect(due.map((row) => row.id)).toContain(event!.id);
    expect(Array.isArray(await guestsToRemind(demo.db, event!.id))).toBe(true);
  });

  it('spends a form token’s nonce once, and forgets it once its token expired', async () => {
    const later = new Date(Date.now() + 60_000);
    expect(await spendNonce(demo.db, 'parity-nonce', later)).toBe(true);
    expect(await spendNonce(demo.db, 'parity-nonce', later)).toBe(false);
    expect(await spendNonce(demo.db, 'parity-expired', new Date(Date.now() - 60_000))).toBe(true);
    expect(await removeExpiredNonces(demo.db)).toBeGreaterThanOrEqual(1);
    expect(await spendNonce(demo.db, 'parity-expired', later)).toBe(true);
    expect(await spendNonce(demo.db, 'parity-nonce', later)).toBe(false);
  });

  it('places a locale for the notification stream’s counters', async () => {
    expect(await findLocaleRef(demo.db, member.locale_id)).toMatchObject({ id: member.locale_id });
    expect(await findLocaleRef(demo.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
