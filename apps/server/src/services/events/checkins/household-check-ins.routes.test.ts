import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskRosterSchema, kioskSyncSchema } from '@congregate/contracts';
import { householdMembers, households } from '../../../db/schema/index.ts';
import { createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import { makeCheckIn, makeMember } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

/** Family check-in (issue 18): "Check in your household too?" at a kiosk, after a card or a face. */
describe.each(routeEngines)('family check-in at a kiosk on %s', (engine) => {
  let w: EventsWorld;
  let kioskA: SignedIn & { kioskId: string };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    kioskA = await w.pairKiosk(w.ids.a, 'secretary');
  });
  afterAll(() => w.t.close());

  /** A household of new endorsed members, `inA` of them in locale A and `inB` in locale B (the first is head). */
  async function household(inA: number, inB = 0) {
    const people = [
      ...(await Promise.all(Array.from({ length: inA }, () => makeMember(w.t.db, w.ids.a)))),
      ...(await Promise.all(Array.from({ length: inB }, () => makeMember(w.t.db, w.ids.b)))),
    ].map((m) => m.id);
    const [made] = await w.t.db
      .insert(households)
      .values({ name: 'Test household', headMemberId: people[0]! })
      .returning();
    await w.t.db
      .insert(householdMembers)
      .values(people.map((memberId) => ({ householdId: made!.id, memberId })));
    return { id: made!.id, people };
  }

  const byCard = async (memberId: string) =>
    w.call(kioskA, 'POST', 'checkins', {
      card: await w.cardOf(memberId),
      method: 'qr',
      clientId: randomUUID(),
    });
  const asHousehold = (memberId: string, clientId = randomUUID()) =>
    w.call(kioskA, 'POST', 'checkins', { memberId, method: 'household', clientId });

  it('lists each member’s household in the kiosk’s roster (null when none)', async () => {
    const home = await household(2);
    const single = await makeMember(w.t.db, w.ids.a);
    const roster = kioskRosterSchema.parse((await w.call(kioskA, 'GET', 'kiosk/roster')).json());
    const householdOf = (id: string) => roster.members.find((m) => m.id === id)?.householdId;
    expect(householdOf(home.people[0]!)).toBe(home.id);
    expect(householdOf(home.people[1]!)).toBe(home.id);
    expect(householdOf(single.id)).toBeNull();
  });

  it('checks in a household member of the card holder with method household, once per gathering', async () => {
    const { people } = await household(3);
    const [holder, spouse, child] = people as [string, string, string];
    expect((await byCard(holder)).statusCode).toBe(201);

    const clientId = randomUUID();
    const first = await asHousehold(spouse, clientId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().checkin).toMatchObject({
      memberId: spouse,
      gatheringId: w.ids.openA,
      method: 'household',
    });
    // The same item again (a retry) answers as the first time; another one says "already".
    expect((await asHousehold(spouse, clientId)).statusCode).toBe(201);
    const again = await asHousehold(spouse);
    expect(again.statusCode).toBe(200);
    expect(again.json().alreadyCheckedInAt).toBe(first.json().checkin.checkedInAt);
    expect((await asHousehold(child)).statusCode).toBe(201);
    expect(
      await w.count(
        'check_ins',
        `gathering_id = '${w.ids.openA}' and member_id in ('${spouse}', '${child}')`,
      ),
    ).toBe(2);
  });

  it('refuses a member of another household, of no household, or of another locale', async () => {
    const home = await household(1, 1);
    const [holder, away] = home.people as [string, string];
    const other = await household(2);
    const alone = await makeMember(w.t.db, w.ids.a);
    expect((await byCard(holder)).statusCode).toBe(201);

    const notHers = await asHousehold(other.people[1]!);
    expect(notHers.statusCode).toBe(422);
    expect(notHers.json().error.code).toBe('not_in_household');
    expect((await asHousehold(alone.id)).json().error.code).toBe('not_in_household');
    // In the household, but a member of locale B: not this kiosk's to check in.
    expect((await asHousehold(away)).statusCode).toBe(403);
    expect(await w.count('check_ins', `member_id in ('${other.people[1]}', '${alone.id}', '${away}')`)).toBe(
      0,
    );
  });

  it('needs the household’s card or face check-in at the same gathering in the last few minutes', async () => {
    const byName = await household(2);
    // Picked by name is not a card: nobody showed the household's card.
    const picked = await w.call(kioskA, 'POST', 'checkins', {
      memberId: byName.people[0],
      method: 'kiosk-search',
      clientId: randomUUID(),
    });
    expect(picked.statusCode).toBe(201);
    expect((await asHousehold(byName.people[1]!)).statusCode).toBe(422);

    const earlier = await household(2);
    await makeCheckIn(w.t.db, { id: w.ids.openA, localeId: w.ids.a }, earlier.people[0]!, {
      method: 'qr',
      checkedInAt: new Date(Date.now() - 20 * 60_000),
    });
    expect((await asHousehold(earlier.people[1]!)).json().error.code).toBe('not_in_household');

    const elsewhere = await household(2);
    await makeCheckIn(w.t.db, { id: w.ids.openB, localeId: w.ids.b }, elsewhere.people[0]!, { method: 'qr' });
    expect((await asHousehold(elsewhere.people[1]!)).statusCode).toBe(422);
  });

  it('takes queued household items in kiosk/sync after the card scan they came with', async () => {
    const { people } = await household(3);
    const [holder, spouse, child] = people as [string, string, string];
    const stranger = await makeMember(w.t.db, w.ids.a);
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const items = [
      { clientId: randomUUID(), card: await w.cardOf(holder), method: 'qr', scannedAt: at(60) },
      { clientId: randomUUID(), memberId: spouse, method: 'household', scannedAt: at(50) },
      { clientId: randomUUID(), memberId: stranger.id, method: 'household', scannedAt: at(50) },
      { clientId: randomUUID(), memberId: child, method: 'household', scannedAt: at(50) },
    ];
    const synced = await w.call(kioskA, 'POST', 'kiosk/sync', { items });
    expect(synced.statusCode, synced.body).toBe(200);
    const answers = kioskSyncSchema.parse(synced.json()).items;
    expect(answers.map((a) => a.status)).toEqual(['created', 'created', 'refused', 'created']);
    expect(answers[1]!.checkin).toMatchObject({ memberId: spouse, method: 'household' });
    expect(answers[2]!.error?.code).toBe('not_in_household');

    // A household item with a card instead of a member is bad input.
    const carded = await w.call(kioskA, 'POST', 'kiosk/sync', {
      items: [{ clientId: randomUUID(), card: await w.cardOf(child), method: 'household', scannedAt: at(5) }],
    });
    expect(carded.statusCode).toBe(422);
  });

  it('keeps household check-ins to kiosks: a member may not check in their household', async () => {
    const refused = await w.call('member', 'POST', 'checkins', {
      memberId: w.ids.member2Member,
      method: 'household',
      clientId: randomUUID(),
    });
    expect(refused.statusCode).toBe(403);
  });
});
