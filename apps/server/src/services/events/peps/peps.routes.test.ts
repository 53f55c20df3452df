import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpSchema, pepDetailSchema, pepPageSchema, pepSchema } from '@congregate/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventsWorld, type EventCaller } from '../../../../test/events-fixture.ts';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const dayOffset = (days: number) => inDays(days).slice(0, 10);

describe.each(routeEngines)('PEPs on %s', (engine) => {
  let w: EventsWorld;
  let baptismA: string;
  let baptismB: string;

  const addPep = async (caller: EventCaller, body: Record<string, unknown> = {}) => {
    const response = await w.call(caller, 'POST', 'peps', {
      firstName: 'Ana',
      lastName: `Cruz ${Math.random().toString(36).slice(2, 7)}`,
      localeId: w.ids.a,
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`PEP not made: ${response.body}`);
    return pepSchema.parse(response.json());
  };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const event = (localeId: string, admin: EventCaller) =>
      w.call(admin, 'POST', 'events', {
        localeId,
        title: 'Baptism',
        type: 'baptism',
        startsAt: inDays(20),
        endsAt: new Date(Date.now() + 20 * DAY_MS + 3_600_000).toISOString(),
      });
    baptismA = (await event(w.ids.a, 'secretary')).json().id;
    baptismB = (await event(w.ids.b, 'secretaryB')).json().id;
  });
  afterAll(() => w.t.close());

  describe('POST /peps', () => {
    it('makes the member the soul winner, starts at contacted and records the first stage change', async () => {
      const pep = await addPep('member', { mobile: '+639171234567' });
      expect(pep).toMatchObject({
        stage: 'contacted',
        source: 'member-added',
        soulWinner: { id: w.ids.memberMember, displayName: 'Maria Santos' },
      });
      const detail = pepDetailSchema.parse((await w.call('member', 'GET', `peps/${pep.id}`)).json());
      expect(detail.history).toEqual([
        expect.objectContaining({
          from: null,
          to: 'contacted',
          by: expect.objectContaining({ userId: w.ids.memberUser }),
        }),
      ]);
    });

    it('lets an admin name any endorsed member of the locale as soul winner, and a flock', async () => {
      const pep = await addPep('secretary', { soulWinnerId: w.ids.member2Member, flockId: w.ids.hope });
      expect(pep.soulWinner?.id).toBe(w.ids.member2Member);
      expect(pep.flock?.id).toBe(w.ids.hope);
    });

    it('refuses a member of another locale, a pending member, and a plain member naming someone else', async () => {
      expect(
        (await w.call('stranger', 'POST', 'peps', { firstName: 'A', lastName: 'B', localeId: w.ids.a }))
          .statusCode,
      ).toBe(403);
      expect(
        (await w.call('pending', 'POST', 'peps', { firstName: 'A', lastName: 'B', localeId: w.ids.a }))
          .statusCode,
      ).toBe(403);
      const other = await w.call('member', 'POST', 'peps', {
        firstName: 'A',
        lastName: 'B',
        localeId: w.ids.a,
        soulWinnerId: w.ids.member2Member,
      });
      expect(other.statusCode).toBe(403);
    });

    it('refuses (422, nothing written) a soul winner outside the locale, a flock of another locale, bad fields', async () => {
      const before = await w.count('peps');
      for (const body of [
        { soulWinnerId: w.ids.strangerMember },
        { soulWinnerId: w.ids.pendingMember },
        { flockId: '00000000-0000-4000-8000-000000000000' },
        { mobile: '0917 123' },
        { firstName: '' },
      ]) {
        const response = await w.call('secretary', 'POST', 'peps', {
          firstName: 'Ana',
          lastName: 'Cruz',
          localeId: w.ids.a,
          ...body,
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(await w.count('peps')).toBe(before);
      expect(await w.count('pep_stage_changes')).toBe(await w.count('pep_stage_changes'));
    });
  });

  describe('who sees a PEP', () => {
    it('shows it to its soul winner, its flock’s leader and the admins over it; refuses everyone else', async () => {
      const pep = await addPep('member', { flockId: w.ids.joy });
      for (const caller of ['member', 'leader', 'secretary', 'district', 'superAdmin'] as const) {
        expect((await w.call(caller, 'GET', `peps/${pep.id}`)).statusCode, caller).toBe(200);
      }
      for (const caller of [
        'member2',
        'otherLeader',
        'secretaryB',
        'districtSouth',
        'stranger',
        'pending',
      ] as const) {
        expect((await w.call(caller, 'GET', `peps/${pep.id}`)).statusCode, caller).toBe(403);
        expect((await w.call(caller, 'PATCH', `peps/${pep.id}`, { notes: 'x' })).statusCode, caller).toBe(
          403,
        );
        expect(
          (await w.call(caller, 'POST', `peps/${pep.id}/stage`, { stage: 'attending' })).statusCode,
        ).toBe(403);
        expect((await w.call(caller, 'GET', `peps/${pep.id}/follow-ups`)).statusCode).toBe(403);
      }
      expect(
        (await w.call('superAdmin', 'GET', 'peps/00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
      expect((await w.call('secretary', 'GET', 'peps/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        403,
      );
    });

    it('lists each caller’s scope: a member their own, a leader their flock’s, an admin their locales', async () => {
      const own = await addPep('member2', { firstName: 'Ligaya' });
      const joy = await addPep('secretary', { flockId: w.ids.joy, soulWinnerId: w.ids.member2Member });
      const list = async (caller: EventCaller, query = '') => {
        const response = await w.call(caller, 'GET', `peps?limit=100${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return pepPageSchema.parse(response.json());
      };
      const mine = await list('member2');
      expect(mine.items.map((p) => p.id)).toContain(own.id);
      expect(mine.items.every((p) => p.soulWinner?.id === w.ids.member2Member)).toBe(true);
      const led = await list('leader');
      expect(led.items.map((p) => p.id)).toContain(joy.id);
      expect(led.items.map((p) => p.id)).not.toContain(own.id);
      expect((await list('secretaryB')).items.every((p) => p.localeId !== w.ids.a)).toBe(true);
      const admin = await list('secretary');
      expect(admin.total).toBe(await w.count('peps', `locale_id = '${w.ids.a}'`));
      expect(
        (await list('leader', '&mine=true')).items.every((p) => p.soulWinner?.id === w.ids.leaderMember),
      ).toBe(true);
    });

    it('searches names and mobiles accent- and case-blind, and pages newest first with a total', async () => {
      const pep = await addPep('secretary', {
        firstName: 'Jösé',
        lastName: 'Peñaflor',
        mobile: '+639181112233',
      });
      for (const q of ['jose pena', 'PENAFLOR', '9181112']) {
        const found = pepPageSchema.parse(
          (await w.call('secretary', 'GET', `peps?q=${encodeURIComponent(q)}`)).json(),
        );
        expect(
          found.items.map((p) => p.id),
          q,
        ).toEqual([pep.id]);
        expect(found.total).toBe(1);
      }
      const first = pepPageSchema.parse((await w.call('secretary', 'GET', 'peps?limit=2')).json());
      expect(first.items[0]!.id).toBe(pep.id);
      const second = pepPageSchema.parse(
        (await w.call('secretary', 'GET', `peps?limit=2&cursor=${first.nextCursor}`)).json(),
      );
      expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
      expect(second.total).toBe(first.total);
    });
  });

  describe('PATCH and DELETE /peps/:id', () => {
    it('lets the soul winner change details, but only an admin move the soul winner (audited)', async () => {
      const pep = await addPep('member');
      const edit = await w.call('member', 'PATCH', `peps/${pep.id}`, {
        notes: 'Met at the market',
        mobile: '+639170000001',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json()).toMatchObject({ notes: 'Met at the market', mobile: '+639170000001' });
      expect(
        (await w.call('member', 'PATCH', `peps/${pep.id}`, { soulWinnerId: w.ids.member2Member })).statusCode,
      ).toBe(403);
      const moved = await w.call('secretary', 'PATCH', `peps/${pep.id}`, {
        soulWinnerId: w.ids.member2Member,
      });
      expect(moved.statusCode).toBe(200);
      expect(await w.count('audit_log', `action = 'pep.update' and entity_id = '${pep.id}'`)).toBe(1);
      expect((await w.call('secretary', 'PATCH', `peps/${pep.id}`, { flockId: w.ids.a })).statusCode).toBe(
        422,
      );
    });

    it('lets only an admin over it delete a PEP (audited)', async () => {
      const pep = await addPep('member');
      expect((await w.call('member', 'DELETE', `peps/${pep.id}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'DELETE', `peps/${pep.id}`)).statusCode).toBe(403);
      expect((await w.call('secretary', 'DELETE', `peps/${pep.id}`)).statusCode).toBe(200);
      expect(await w.count('peps', `id = '${pep.id}'`)).toBe(0);
      expect(await w.count('audit_log', `action = 'pep.delete' and entity_id = '${pep.id}'`)).toBe(1);
    });
  });

  describe('POST /peps/:id/stage', () => {
    it('keeps every move with who and when; dropped needs a reason and may go back', async () => {
      const pep = await addPep('member');
      const move = (caller: EventCaller, body: Record<string, unknown>) =>
        w.call(caller, 'POST', `peps/${pep.id}/stage`, body);
      expect((await move('member', { stage: 'attending' })).statusCode).toBe(200);
      expect((await move('member', { stage: 'dropped' })).statusCode).toBe(422);
      const dropped = await move('member', { stage: 'dropped', reason: 'Moved away' });
      expect(dropped.json()).toMatchObject({ stage: 'dropped', droppedReason: 'Moved away' });
      const back = pepDetailSchema.parse((await move('member', { stage: 'studying' })).json());
      expect(back).toMatchObject({ stage: 'studying', droppedReason: null });
      expect(back.history.map((h) => [h.from, h.to])).toEqual([
        [null, 'contacted'],
        ['contacted', 'attending'],
        ['attending', 'dropped'],
        ['dropped', 'studying'],
      ]);
      expect(back.history[2]!.reason).toBe('Moved away');
      expect(back.lastContactAt).toBe(back.history[3]!.at);
    });

    it('schedules only for a baptism of the locale; baptized only by an admin from scheduled (audited)', async () => {
      const pep = await addPep('member');
      const move = (caller: EventCaller, body: Record<string, unknown>) =>
        w.call(caller, 'POST', `peps/${pep.id}/stage`, body);
      expect((await move('member', { stage: 'scheduled' })).statusCode).toBe(422);
      expect((await move('member', { stage: 'scheduled', baptismEventId: baptismB })).statusCode).toBe(422);
      // A baptism that is over is not one to schedule a prospect for (the fixtures' scanner tests schedule for one
      // under way, which still may).
      const past = await w.call('secretary', 'POST', 'events', {
        localeId: w.ids.a,
        title: 'Last month’s baptism',
        type: 'baptism',
        startsAt: inDays(20),
        endsAt: new Date(Date.now() + 20 * DAY_MS + 3_600_000).toISOString(),
      });
      await queryRows(
        w.t.db,
        sql`update church_events set starts_at = now() - interval '30 days', ends_at = now() - interval '30 days' + interval '1 hour' where id = ${past.json().id}`,
      );
      const tooLate = await move('member', { stage: 'scheduled', baptismEventId: past.json().id });
      expect(tooLate.statusCode).toBe(422);
      expect(tooLate.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'baptismEventId', message: expect.stringMatching(/is over/) }),
      ]);
      expect((await move('secretary', { stage: 'baptized' })).statusCode).toBe(409);
      const scheduled = await move('member', { stage: 'scheduled', baptismEventId: baptismA });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      expect(scheduled.json().baptismEvent.id).toBe(baptismA);
      expect((await move('member', { stage: 'baptized' })).statusCode).toBe(403);
      expect((await move('member', { stage: 'member' })).statusCode).toBe(422);
      const baptized = await move('secretary', { stage: 'baptized' });
      expect(baptized.statusCode, baptized.body).toBe(200);
      expect(baptized.json()).toMatchObject({ stage: 'baptized', baptismEvent: { id: baptismA } });
      expect(baptized.json().baptizedAt).not.toBeNull();
      expect(await w.count('audit_log', `action = 'pep.baptize' and entity_id = '${pep.id}'`)).toBe(1);
    });
  });

  describe('follow-ups', () => {
    it('adds one for the soul winner by default, marks it overdue, and done counts as the last contact', async () => {
      const pep = await addPep('member');
      const made = await w.call('member', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(-2),
        note: 'Call her',
      });
      expect(made.statusCode, made.body).toBe(201);
      const followUp = followUpSchema.parse(made.json());
      expect(followUp).toMatchObject({ overdue: true, done: false, assignee: { id: w.ids.memberMember } });
      expect((await w.call('member', 'GET', `peps/${pep.id}`)).json().overdueFollowUps).toBe(1);
      const overdue = pepPageSchema.parse(
        (await w.call('member', 'GET', 'peps?overdue=true&limit=100')).json(),
      );
      expect(overdue.items.map((p) => p.id)).toContain(pep.id);
      const done = await w.call('member', 'PATCH', `follow-ups/${followUp.id}`, { done: true });
      expect(done.json()).toMatchObject({ done: true, overdue: false });
      const after = (await w.call('member', 'GET', `peps/${pep.id}`)).json();
      expect(after.overdueFollowUps).toBe(0);
      expect(Date.parse(after.lastContactAt)).toBeGreaterThanOrEqual(Date.parse(pep.lastContactAt!));
      const list = await w.call('member', 'GET', `peps/${pep.id}/follow-ups`);
      expect(list.json().items).toHaveLength(1);
    });

    it('refuses an assignee outside the locale (422) and a caller who does not see the PEP', async () => {
      const pep = await addPep('member');
      const bad = await w.call('member', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(3),
        note: 'Visit',
        assigneeId: w.ids.strangerMember,
      });
      expect(bad.statusCode).toBe(422);
      expect(await w.count('pep_follow_ups', `pep_id = '${pep.id}'`)).toBe(0);
      const assigned = await w.call('secretary', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(3),
        note: 'Visit',
        assigneeId: w.ids.member2Member,
      });
      expect(assigned.statusCode).toBe(201);
      // The assignee may tick it off though they do not see the PEP; a stranger may not.
      expect(
        (await w.call('member2', 'PATCH', `follow-ups/${assigned.json().id}`, { done: true })).statusCode,
      ).toBe(200);
      expect(
        (await w.call('stranger', 'PATCH', `follow-ups/${assigned.json().id}`, { done: false })).statusCode,
      ).toBe(403);
    });
  });

  describe('POST /peps/bulk', () => {
    it('assigns a flock and adds a follow-up to many PEPs at once for an admin over all (audited)', async () => {
      const one = await addPep('member');
      const two = await addPep('member2');
      const response = await w.call('secretary', 'POST', 'peps/bulk', {
        ids: [one.id, two.id],
        flockId: w.ids.joy,
        followUp: { dueOn: dayOffset(5), note: 'Invite to worship' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ updated: 2 });
      expect(await w.count('pep_follow_ups', `pep_id in ('${one.id}', '${two.id}')`)).toBe(2);
      expect(await w.count('peps', `id in ('${one.id}', '${two.id}') and flock_id = '${w.ids.joy}'`)).toBe(2);
      expect(await w.count('audit_log', `action = 'pep.bulk'`)).toBeGreaterThan(0);
    });

    it('changes nothing when one PEP is outside the caller’s scope', async () => {
      const one = await addPep('member');
      const response = await w.call('secretaryB', 'POST', 'peps/bulk', { ids: [one.id], flockId: null });
      expect(response.statusCode).toBe(403);
      expect((await w.call('leader', 'POST', 'peps/bulk', { ids: [one.id], flockId: null })).statusCode).toBe(
        403,
      );
    });
  });
});
