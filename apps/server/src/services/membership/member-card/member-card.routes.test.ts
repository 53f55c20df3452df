import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, generateKeyPair, SignJWT, type JWK } from 'jose';
import { MEMBER_CARD_TYPE, memberCardSchema } from '@congregate/contracts';
import { CardRejectedError, verifyMemberCard } from '@congregate/contracts/member-card-verify';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

describe.each(routeEngines)('member QR card on %s', (engine) => {
  let w: ProfileWorld;
  let publicKeyJwk: JWK;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const key = await w.call('pending', 'GET', 'members/card-key');
    expect(key.statusCode).toBe(200);
    publicKeyJwk = key.json().publicKeyJwk;
  });
  afterAll(() => w.t.close());

  const card = (caller: Caller, memberId = w.ids.memberMember) =>
    w.call(caller, 'GET', `members/${memberId}/qr-card`);
  const reissue = (caller: Caller, memberId = w.ids.memberMember, payload?: unknown) =>
    w.call(caller, 'POST', `members/${memberId}/qr-card/reissue`, payload);
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CardRejectedError);
    return (error as CardRejectedError).reason;
  };

  describe('GET /members/card-key', () => {
    it('gives any signed-in session the Ed25519 public key, and nothing private', async () => {
      expect(publicKeyJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
      expect(publicKeyJwk).not.toHaveProperty('d');
    });

    it('answers 401 without a session', async () => {
      const response = await as(w.t.app, null, { method: 'GET', url: '/api/membership/members/card-key' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /members/:id/qr-card', () => {
    it('gives the member a card that verifies offline with the public key', async () => {
      const response = await card('member');
      expect(response.statusCode).toBe(200);
      const body = memberCardSchema.parse(response.json());
      expect(body).toMatchObject({
        memberId: w.ids.memberMember,
        displayName: 'Maria Santos',
        localeName: 'Locale A',
        version: 1,
      });
      expect(decodeProtectedHeader(body.token)).toMatchObject({ alg: 'EdDSA', typ: MEMBER_CARD_TYPE });
      const verified = await verifyMemberCard(body.token, publicKeyJwk, () => body.version);
      expect(verified).toMatchObject({ memberId: w.ids.memberMember, customId: body.customId, version: 1 });
      expect(verified.issuedAt.toISOString()).toBe(body.issuedAt);
      // The same card version always shows the same QR code (printed and on screen).
      expect((await card('member')).json().token).toBe(body.token);
    });

    it('lets an admin over the member read it, and records that', async () => {
      for (const caller of ['secretary', 'district', 'superAdmin'] as const) {
        const audits = await w.auditCount();
        const response = await card(caller);
        expect(response.statusCode, caller).toBe(200);
        expect(await w.auditCount()).toBe(audits + 1);
      }
    });

    it.each(['sameLocale', 'leader', 'otherLeader', 'secretaryB', 'districtSouth', 'pending'] as const)(
      'refuses %s (not the member, not an admin over them)',
      async (caller) => {
        const response = await card(caller);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      },
    );

    it('refuses an unendorsed registrant their own card', async () => {
      expect((await card('pending', w.ids.pendingMember)).statusCode).toBe(403);
    });

    it('answers 422 for a malformed id and 404 only to a super admin for an unknown one', async () => {
      expect((await w.call('member', 'GET', 'members/not-an-id/qr-card')).statusCode).toBe(422);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await card('superAdmin', unknown)).statusCode).toBe(404);
      expect((await card('secretary', unknown)).statusCode).toBe(403);
    });
  });

  describe('POST /members/:id/qr-card/reissue', () => {
    it('gives a new version; the old card is rejected as superseded and the new one accepted', async () => {
      const memberId = w.ids.sameLocaleMember;
      const old = (await card('sameLocale', memberId)).json();
      const audits = await w.auditCount();
      const response = await reissue('sameLocale', memberId);
      expect(response.statusCode).toBe(200);
      const fresh = memberCardSchema.parse(response.json());
      expect(fresh.version).toBe(old.version + 1);
      expect(fresh.token).not.toBe(old.token);
      // The member's own re-issue is not an admin action.
      expect(await w.auditCount()).toBe(audits);
      const current = (id: string) => (id === memberId ? fresh.version : undefined);
      expect(await rejection(verifyMemberCard(old.token, publicKeyJwk, current))).toBe('superseded');
      expect((await verifyMemberCard(fresh.token, publicKeyJwk, current)).version).toBe(fresh.version);
      expect((await card('sameLocale', memberId)).json().token).toBe(fresh.token);
    });

    it('lets an admin over the member re-issue it, audited with the versions', async () => {
      const before = (await card('member')).json().version;
      const audits = await w.auditCount();
      const response = await reissue('secretary');
      expect(response.statusCode).toBe(200);
      expect(response.json().version).toBe(before + 1);
      expect(await w.auditCount()).toBe(audits + 1);
    });

    it.each(['leader', 'secretaryB', 'districtSouth', 'pending'] as const)(
      'refuses %s and changes nothing',
      async (caller) => {
        const before = await w.snapshot('members');
        const audits = await w.auditCount();
        expect((await reissue(caller)).statusCode).toBe(403);
        expect(await w.snapshot('members')).toBe(before);
        expect(await w.auditCount()).toBe(audits);
      },
    );

    it('refuses a body with fields and changes nothing', async () => {
      const before = await w.snapshot('members');
      const response = await reissue('member', w.ids.memberMember, { version: 99 });
      expect(response.statusCode).toBe(422);
      expect(await w.snapshot('members')).toBe(before);
    });
  });

  it('rejects a card signed by another key, and a tampered one', async () => {
    const genuine = (await card('member')).json();
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ cid: genuine.customId, v: genuine.version })
      .setProtectedHeader({ alg: 'EdDSA', typ: MEMBER_CARD_TYPE })
      .setSubject(genuine.memberId)
      .setIssuedAt()
      .sign(other.privateKey);
    expect(await rejection(verifyMemberCard(forged, publicKeyJwk))).toBe('invalid');
    const [header, , signature] = genuine.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: w.ids.secretaryMember, cid: genuine.customId, v: genuine.version, iat: 1 }),
    ).toString('base64url');
    expect(await rejection(verifyMemberCard(`${header}.${payload}.${signature}`, publicKeyJwk))).toBe(
      'invalid',
    );
  });
});
