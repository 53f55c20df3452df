import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { signatureSchema } from '@congregate/contracts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeImage } from '../../../../test/factories.ts';
import { watchImageWork } from '../../../../test/uploads-fixture.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const fromDataUrl = (url: string) => Buffer.from(url.replace('data:image/png;base64,', ''), 'base64');

describe.each(routeEngines)('member signature on %s', (engine) => {
  let w: ProfileWorld;
  let member: string;
  let drawing: string;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    member = w.ids.memberMember;
    drawing = dataUrl(await makeImage('png', { width: 600, height: 200 }));
  });
  beforeEach(async () => {
    await w.call('member', 'DELETE', `members/${member}/signature`);
  });
  afterAll(() => w.t.close());

  it('saves the caller’s own signature and reads it back', async () => {
    const saved = await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = signatureSchema.parse(saved.json());
    expect(body.memberId).toBe(member);
    expect(body.savedAt).not.toBeNull();

    const read = await w.call('member', 'GET', `members/get-signature/${member}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
    const png = fromDataUrl(read.json().signature);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
    const [original, stored] = await Promise.all([
      sharp(fromDataUrl(drawing)).raw().toBuffer(),
      sharp(png).raw().toBuffer(),
    ]);
    expect(stored.equals(original)).toBe(true);
  });

  it('re-encodes the drawing in the image queue', async () => {
    const watch = watchImageWork(w.t.app);
    try {
      const saved = await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(watch.seen.jobs).toBe(1);
    } finally {
      watch.stop();
    }
  });

  it('answers no signature before one is drawn and after it is cleared', async () => {
    expect((await w.call('member', 'GET', `members/get-signature/${member}`)).json()).toEqual({
      memberId: member,
      signature: null,
      savedAt: null,
    });
    await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
    const cleared = await w.call('member', 'DELETE', `members/${member}/signature`);
    expect(cleared.json()).toEqual({ ok: true });
    expect((await w.call('member', 'GET', `members/get-signature/${member}`)).json().signature).toBeNull();
  });

  it('replaces an earlier signature', async () => {
    await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
    const second = dataUrl(await makeImage('png', { width: 300, height: 100 }));
    await w.call('member', 'POST', 'members/saveSignature', { memberId: member, signature: second });
    const read = (await w.call('member', 'GET', `members/get-signature/${member}`)).json();
    expect(await sharp(fromDataUrl(read.signature)).metadata()).toMatchObject({ width: 300, height: 100 });
  });

  it.each([
    [
      'a JPEG inside a PNG data URL',
      async () => `data:image/png;base64,${(await makeImage('jpeg')).toString('base64')}`,
    ],
    [
      'text inside a PNG data URL',
      async () => `data:image/png;base64,${Buffer.from('hello there').toString('base64')}`,
    ],
    [
      'a PNG header with no image after it',
      async () =>
        `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64')}`,
    ],
    ['a JPEG data URL', async () => `data:image/jpeg;base64,${(await makeImage('jpeg')).toString('base64')}`],
    [
      'a PNG larger than 2000×1000',
      async () => dataUrl(await makeImage('png', { width: 2100, height: 400 })),
    ],
    ['no image at all', async () => ''],
  ])('refuses %s with 422 and saves nothing', async (_label, make) => {
    const before = await w.snapshot('member_signatures');
    const response = await w.call('member', 'POST', 'members/saveSignature', { signature: await make() });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe('invalid_input');
    expect(await w.snapshot('member_signatures')).toBe(before);
  });

  it('lets the flock leader read but not save or clear', async () => {
    await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
    expect((await w.call('leader', 'GET', `members/get-signature/${member}`)).statusCode).toBe(200);
    const before = await w.snapshot('member_signatures');
    const other = dataUrl(await makeImage('png', { width: 100, height: 50 }));
    expect(
      (await w.call('leader', 'POST', 'members/saveSignature', { memberId: member, signature: other }))
        .statusCode,
    ).toBe(403);
    expect((await w.call('leader', 'DELETE', `members/${member}/signature`)).statusCode).toBe(403);
    expect(await w.snapshot('member_signatures')).toBe(before);
  });

  it.each<Caller>(['sameLocale', 'otherLeader', 'secretaryB', 'districtSouth'])(
    'refuses %s with 403 on every signature call and changes nothing',
    async (caller) => {
      await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
      const before = await w.snapshot('member_signatures');
      const read = await w.call(caller, 'GET', `members/get-signature/${member}`);
      expect(read.statusCode).toBe(403);
      expect(read.body).not.toContain('base64');
      expect(
        (await w.call(caller, 'POST', 'members/saveSignature', { memberId: member, signature: drawing }))
          .statusCode,
      ).toBe(403);
      expect((await w.call(caller, 'DELETE', `members/${member}/signature`)).statusCode).toBe(403);
      expect(await w.snapshot('member_signatures')).toBe(before);
    },
  );

  it('does not let an unendorsed registrant save their own yet', async () => {
    const response = await w.call('pending', 'POST', 'members/saveSignature', { signature: drawing });
    expect(response.statusCode).toBe(403);
  });

  it('lets the locale admin save and clear a member’s signature, audited', async () => {
    const before = await w.auditCount();
    const saved = await w.call('secretary', 'POST', 'members/saveSignature', {
      memberId: member,
      signature: drawing,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().memberId).toBe(member);
    expect((await w.call('secretary', 'DELETE', `members/${member}/signature`)).statusCode).toBe(200);
    expect(await w.auditCount()).toBe(before + 2);
  });

  it('does not audit the member’s own signature', async () => {
    const before = await w.auditCount();
    await w.call('member', 'POST', 'members/saveSignature', { signature: drawing });
    await w.call('member', 'DELETE', `members/${member}/signature`);
    expect(await w.auditCount()).toBe(before);
  });
});
