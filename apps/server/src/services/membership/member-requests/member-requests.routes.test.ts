import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailChangeRequestSchema, transferRequestSchema } from '@congregate/contracts';
import { emailChangeRequests, transferRequests } from '../../../db/schema/index.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeAccount, makeMember } from '../../../../test/factories.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

describe.each(routeEngines)('member transfer and e-mail-change requests on %s', (engine) => {
  let w: ProfileWorld;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(() => w.t.close());

  const transfer = (caller: Caller, memberId: string, body: unknown) =>
    w.call(caller, 'POST', `members/${memberId}/transfer-request`, body);
  const emailChange = (caller: Caller, memberId: string, body: unknown) =>
    w.call(caller, 'POST', `members/${memberId}/email-change-request`, body);
  const pendingTransfers = async (memberId: string) =>
    (await w.t.db.select().from(transferRequests).where(eq(transferRequests.memberId, memberId))).filter(
      (r) => r.status === 'pending',
    );

  describe('POST /members/:id/transfer-request', () => {
    it('records the member’s own request as pending, from their locale to the chosen one', async () => {
      const audits = await w.auditCount();
      const response = await transfer('member', w.ids.memberMember, {
        toLocaleId: w.ids.b,
        reason: '  Moving to Makati  ',
      });
      expect(response.statusCode).toBe(201);
      const body = transferRequestSchema.parse(response.json());
      expect(body).toMatchObject({
        memberId: w.ids.memberMember,
        fromLocaleId: w.ids.a,
        fromLocaleName: 'Locale A',
        toLocaleId: w.ids.b,
        toLocaleName: 'Locale B',
        reason: 'Moving to Makati',
        status: 'pending',
      });
      const [row] = await w.t.db.select().from(transferRequests).where(eq(transferRequests.id, body.id));
      expect(row).toMatchObject({ requestedBy: w.ids.memberUser, decidedAt: null });
      expect(await w.auditCount()).toBe(audits);
      const list = await w.call('member', 'GET', `members/${w.ids.memberMember}/transfer-requests`);
      expect(list.statusCode).toBe(200);
      expect(list.json().requests.map((r: { id: string }) => r.id)).toEqual([body.id]);
    });

    it('refuses a second pending request with 409 and writes nothing', async () => {
      const before = await w.snapshot('transfer_requests');
      const response = await transfer('member', w.ids.memberMember, { toLocaleId: w.ids.c });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('conflict');
      expect(await w.snapshot('transfer_requests')).toBe(before);
    });

    it('keeps one pending request per member in the database too', async () => {
      const [pending] = await pendingTransfers(w.ids.memberMember);
      await expect(
        w.t.db
          .insert(transferRequests)
          .values({ memberId: w.ids.memberMember, fromLocaleId: w.ids.a, toLocaleId: w.ids.c }),
      ).rejects.toThrow();
      expect(pending).toBeDefined();
    });

    it('refuses the member’s current locale and an unknown locale with 422 on toLocaleId', async () => {
      const before = await w.snapshot('transfer_requests');
      for (const toLocaleId of [w.ids.a, '00000000-0000-4000-8000-000000000000']) {
        const response = await transfer('sameLocale', w.ids.sameLocaleMember, { toLocaleId });
        expect(response.statusCode).toBe(422);
        expect(response.json().error.details.issues[0].path).toBe('toLocaleId');
      }
      const malformed = await transfer('sameLocale', w.ids.sameLocaleMember, {
        toLocaleId: w.ids.b,
        extra: 1,
      });
      expect(malformed.statusCode).toBe(422);
      expect(await w.snapshot('transfer_requests')).toBe(before);
    });

    it('lets an admin over the member request it, audited', async () => {
      const audits = await w.auditCount();
      const response = await transfer('secretary', w.ids.sameLocaleMember, { toLocaleId: w.ids.c });
      expect(response.statusCode).toBe(201);
      expect(await w.auditCount()).toBe(audits + 1);
      const [row] = await w.t.db
        .select()
        .from(transferRequests)
        .where(eq(transferRequests.id, response.json().id));
      expect(row!.requestedBy).toBe(w.ids.secretaryUser);
    });

    it.each(['leader', 'otherLeader', 'sameLocale', 'secretaryB', 'districtSouth', 'pending'] as const)(
      'refuses %s with 403 and writes nothing',
      async (caller) => {
        const before = await w.snapshot('transfer_requests');
        expect((await transfer(caller, w.ids.memberMember, { toLocaleId: w.ids.b })).statusCode).toBe(403);
        expect(await w.snapshot('transfer_requests')).toBe(before);
        expect(
          (await w.call(caller, 'GET', `members/${w.ids.memberMember}/transfer-requests`)).statusCode,
        ).toBe(403);
      },
    );
  });

  describe('POST /members/:id/email-change-request', () => {
    it('records the request as pending; a second one replaces the first', async () => {
      const first = await emailChange('member', w.ids.memberMember, { email: 'maria.new@example.org' });
      expect(first.statusCode).toBe(201);
      expect(emailChangeRequestSchema.parse(first.json())).toMatchObject({
        memberId: w.ids.memberMember,
        newEmail: 'maria.new@example.org',
        status: 'pending',
      });
      const second = await emailChange('member', w.ids.memberMember, { email: ' maria.newer@example.org ' });
      expect(second.statusCode).toBe(201);
      expect(second.json().newEmail).toBe('maria.newer@example.org');
      const list = await w.call('member', 'GET', `members/${w.ids.memberMember}/email-change-requests`);
      expect(list.statusCode).toBe(200);
      expect(list.json().requests.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
        [second.json().id, 'pending'],
        [first.json().id, 'cancelled'],
      ]);
      // The address itself changes only once the admin flow confirms it.
      const profile = await w.call('member', 'GET', 'members/myProfile');
      expect(profile.json().member.email).not.toBe('maria.newer@example.org');
    });

    it('refuses an address another account uses, ignoring case, with 409 and writes nothing', async () => {
      const other = await makeAccount(w.t.db, {
        localeId: w.ids.b,
        email: `taken-${Date.now()}@example.org`,
      });
      await makeMember(w.t.db, w.ids.b, { email: 'record-only@example.org' });
      const before = await w.snapshot('email_change_requests');
      for (const email of [other.email.toUpperCase(), 'Record-Only@example.org']) {
        const response = await emailChange('member', w.ids.memberMember, { email });
        expect(response.statusCode, email).toBe(409);
        expect(response.json().error.details.issues[0].path).toBe('email');
      }
      expect(await w.snapshot('email_change_requests')).toBe(before);
    });

    it('refuses the member’s current address and a malformed one with 422 and writes nothing', async () => {
      const current = (await w.call('sameLocale', 'GET', 'members/myProfile')).json().member.email as string;
      const before = await w.snapshot('email_change_requests');
      const same = await emailChange('sameLocale', w.ids.sameLocaleMember, { email: current.toUpperCase() });
      expect(same.statusCode).toBe(422);
      expect(same.json().error.details.issues[0].path).toBe('email');
      expect(
        (await emailChange('sameLocale', w.ids.sameLocaleMember, { email: 'not an email' })).statusCode,
      ).toBe(422);
      expect(await w.snapshot('email_change_requests')).toBe(before);
    });

    it('lets an admin over the member request it, audited', async () => {
      const audits = await w.auditCount();
      const response = await emailChange('district', w.ids.sameLocaleMember, {
        email: 'new-by-admin@example.org',
      });
      expect(response.statusCode).toBe(201);
      expect(await w.auditCount()).toBe(audits + 1);
      const [row] = await w.t.db
        .select()
        .from(emailChangeRequests)
        .where(eq(emailChangeRequests.id, response.json().id));
      expect(row).toMatchObject({
        requestedBy: w.ids.districtUser,
        tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        status: 'pending',
      });
    });

    it.each(['leader', 'sameLocale', 'secretaryB', 'districtSouth', 'pending'] as const)(
      'refuses %s with 403 and writes nothing',
      async (caller) => {
        const before = await w.snapshot('email_change_requests');
        expect(
          (await emailChange(caller, w.ids.memberMember, { email: 'sneaky@example.org' })).statusCode,
        ).toBe(403);
        expect(await w.snapshot('email_change_requests')).toBe(before);
        expect(
          (await w.call(caller, 'GET', `members/${w.ids.memberMember}/email-change-requests`)).statusCode,
        ).toBe(403);
      },
    );
  });
});
