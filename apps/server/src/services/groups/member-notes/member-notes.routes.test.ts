import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { memberNotePageSchema, memberNoteSchema } from '@congregate/contracts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('notes about a member on %s', (engine) => {
  let w: EventsWorld;
  const call = (caller: EventCaller, method: InjectOptions['method'], path: string, payload?: unknown) =>
    as(w.t.app, w.who[caller], {
      method,
      url: `/api/groups/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const notesOf = (memberId: string) => `members/${memberId}/notes`;

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(async () => {
    await w.t.close();
  });

  async function leaderNote(body = 'Asked for prayer for her mother') {
    const response = await call('leader', 'POST', notesOf(w.ids.memberMember), { body });
    expect(response.statusCode).toBe(201);
    return memberNoteSchema.parse(response.json());
  }

  describe('POST /members/:memberId/notes', () => {
    it('lets the member’s flock leader write a note', async () => {
      const note = await leaderNote();
      expect(note).toMatchObject({
        body: 'Asked for prayer for her mother',
        authorName: 'Lito Leader',
        mine: true,
      });
    });

    it.each(['secretary', 'district', 'superAdmin'] as const)('lets %s write one', async (caller) => {
      expect((await call(caller, 'POST', notesOf(w.ids.memberMember), { body: 'Visited' })).statusCode).toBe(
        201,
      );
    });

    it.each([
      'member',
      'member2',
      'otherLeader',
      'secretaryB',
      'districtSouth',
      'stranger',
      'pending',
    ] as const)('refuses %s', async (caller) => {
      expect((await call(caller, 'POST', notesOf(w.ids.memberMember), { body: 'x' })).statusCode).toBe(403);
    });

    it('refuses a blank or too long note, writing nothing', async () => {
      const before = await w.count('member_notes');
      expect((await call('leader', 'POST', notesOf(w.ids.memberMember), { body: '   ' })).statusCode).toBe(
        422,
      );
      expect(
        (await call('leader', 'POST', notesOf(w.ids.memberMember), { body: 'x'.repeat(4001) })).statusCode,
      ).toBe(422);
      expect(await w.count('member_notes')).toBe(before);
    });

    it('answers 403 for an unknown member, 404 to a super admin', async () => {
      expect((await call('secretary', 'GET', notesOf(randomUUID()))).statusCode).toBe(403);
      expect((await call('superAdmin', 'GET', notesOf(randomUUID()))).statusCode).toBe(404);
    });
  });

  describe('GET /members/:memberId/notes', () => {
    it('shows the notes newest first to the leader and the locale’s admins', async () => {
      await leaderNote('Second note');
      const leader = memberNotePageSchema.parse(
        (await call('leader', 'GET', notesOf(w.ids.memberMember))).json(),
      );
      expect(leader.items[0]).toMatchObject({ body: 'Second note', mine: true });
      const secretary = memberNotePageSchema.parse(
        (await call('secretary', 'GET', notesOf(w.ids.memberMember))).json(),
      );
      expect(secretary.items.find((n) => n.body === 'Second note')?.mine).toBe(false);
    });

    it('hides the notes from the member themself', async () => {
      const response = await call('member', 'GET', notesOf(w.ids.memberMember));
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('prayer');
    });

    it('hides notes about a leader from that leader, though they lead their own flock', async () => {
      expect((await call('leader', 'GET', notesOf(w.ids.leaderMember))).statusCode).toBe(403);
      expect((await call('secretary', 'GET', notesOf(w.ids.leaderMember))).statusCode).toBe(200);
    });

    it('refuses a leader of another flock and admins elsewhere', async () => {
      for (const caller of ['otherLeader', 'secretaryB', 'districtSouth', 'member2'] as const) {
        expect((await call(caller, 'GET', notesOf(w.ids.memberMember))).statusCode, caller).toBe(403);
      }
    });

    it('pages with a cursor', async () => {
      for (let i = 0; i < 21; i += 1) await leaderNote(`Note ${i}`);
      const first = memberNotePageSchema.parse(
        (await call('leader', 'GET', notesOf(w.ids.memberMember))).json(),
      );
      expect(first.items).toHaveLength(20);
      expect(first.nextCursor).not.toBeNull();
      const second = memberNotePageSchema.parse(
        (await call('leader', 'GET', `${notesOf(w.ids.memberMember)}?cursor=${first.nextCursor}`)).json(),
      );
      expect(second.items.length).toBeGreaterThan(0);
      const ids = new Set(first.items.map((n) => n.id));
      expect(second.items.some((n) => ids.has(n.id))).toBe(false);
      expect((await call('leader', 'GET', `${notesOf(w.ids.memberMember)}?cursor=bad`)).statusCode).toBe(422);
    });
  });

  describe('PATCH and DELETE /notes/:id', () => {
    it('lets the author change and delete their note', async () => {
      const note = await leaderNote();
      const changed = await call('leader', 'PATCH', `notes/${note.id}`, { body: 'Mother is better' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ body: 'Mother is better', mine: true });
      expect((await call('leader', 'DELETE', `notes/${note.id}`)).statusCode).toBe(200);
      expect(await w.count('member_notes', `id = '${note.id}'`)).toBe(0);
    });

    it('lets an admin over the member change or delete anyone’s note', async () => {
      const note = await leaderNote();
      expect((await call('secretary', 'PATCH', `notes/${note.id}`, { body: 'Edited' })).statusCode).toBe(200);
      expect((await call('secretary', 'DELETE', `notes/${note.id}`)).statusCode).toBe(200);
    });

    it('refuses another leader’s or admin’s note to a leader, and everyone outside', async () => {
      const adminNote = memberNoteSchema.parse(
        (await call('secretary', 'POST', notesOf(w.ids.memberMember), { body: 'Admin note' })).json(),
      );
      expect((await call('leader', 'PATCH', `notes/${adminNote.id}`, { body: 'Mine now' })).statusCode).toBe(
        403,
      );
      expect((await call('leader', 'DELETE', `notes/${adminNote.id}`)).statusCode).toBe(403);
      for (const caller of ['member', 'otherLeader', 'secretaryB'] as const) {
        expect((await call(caller, 'PATCH', `notes/${adminNote.id}`, { body: 'x' })).statusCode, caller).toBe(
          403,
        );
        expect((await call(caller, 'DELETE', `notes/${adminNote.id}`)).statusCode, caller).toBe(403);
      }
      expect((await call('secretary', 'GET', notesOf(w.ids.memberMember))).json().items[0].body).toBe(
        'Admin note',
      );
    });

    it('answers 403 for an unknown note, 404 to a super admin', async () => {
      expect((await call('leader', 'DELETE', `notes/${randomUUID()}`)).statusCode).toBe(403);
      expect((await call('superAdmin', 'DELETE', `notes/${randomUUID()}`)).statusCode).toBe(404);
    });

    it('takes the notes from a leader whose member moved to another flock', async () => {
      const note = await leaderNote();
      await w.t.db.execute(sql`update members set flock_id = ${w.ids.hope} where id = ${w.ids.memberMember}`);
      try {
        expect((await call('leader', 'GET', notesOf(w.ids.memberMember))).statusCode).toBe(403);
        expect((await call('leader', 'PATCH', `notes/${note.id}`, { body: 'x' })).statusCode).toBe(403);
        expect((await call('otherLeader', 'GET', notesOf(w.ids.memberMember))).statusCode).toBe(200);
      } finally {
        await w.t.db.execute(
          sql`update members set flock_id = ${w.ids.joy} where id = ${w.ids.memberMember}`,
        );
      }
    });
  });
});
