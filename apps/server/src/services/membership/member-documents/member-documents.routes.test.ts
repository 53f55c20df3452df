import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { memberDocumentSchema } from '@congregate/contracts';
import { auditLog, memberDocuments } from '../../../db/schema/index.ts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { GPS_EXIF, makeImage, multipartFile } from '../../../../test/factories.ts';
import { plainPng, watchImageWork } from '../../../../test/uploads-fixture.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';
import { attachmentDisposition, safeDocumentName } from './member-documents.files.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(routeEngines)('member documents on %s', (engine) => {
  let w: ProfileWorld;
  let member: string;

  const upload = (
    caller: Caller,
    data: Buffer,
    name = 'baptism-certificate.pdf',
    field = 'file',
    memberId = member,
  ) =>
    as(w.t.app, w.who[caller], {
      method: 'POST',
      url: `/api/membership/members/${memberId}/upload`,
      ...multipartFile(field, name, data, 'application/pdf'),
    });
  const documentCount = async () => (await w.t.db.select().from(memberDocuments)).length;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    member = w.ids.memberMember;
  });
  afterAll(() => w.t.close());

  describe('POST /members/{id}/upload', () => {
    it('keeps a PDF byte for byte and answers 201 with the document', async () => {
      const response = await upload('member', PDF);
      expect(response.statusCode, response.body).toBe(201);
      const document = memberDocumentSchema.parse(response.json());
      expect(document).toMatchObject({
        memberId: member,
        fileName: 'baptism-certificate.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        url: `/api/membership/members/${member}/documents/${document.id}`,
      });
      const download = await w.call('member', 'GET', document.url.replace('/api/membership/', ''));
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
    });

    it('re-encodes an image without its metadata and keeps the type the bytes have, not the name', async () => {
      const photo = await makeImage('jpeg', { width: 640, height: 480, exif: GPS_EXIF });
      const response = await upload('member', photo, 'scan.pdf');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ contentType: 'image/jpeg', fileName: 'scan.jpg' });
      const download = await w.call('member', 'GET', response.json().url.replace('/api/membership/', ''));
      expect(download.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(download.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
    });

    it('scales an image larger than 2400 px down to 2400 on its longest side', async () => {
      const response = await upload(
        'member',
        await makeImage('png', { width: 3000, height: 1000 }),
        'wide.png',
      );
      expect(response.statusCode).toBe(201);
      const download = await w.call('member', 'GET', response.json().url.replace('/api/membership/', ''));
      expect(await sharp(download.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 2400,
        height: 800,
      });
    });

    it('cleans the file name into a safe display name', async () => {
      const response = await upload('member', PDF, '..\\..\\etc/<evil>|name\u0007 .pdf');
      expect(response.json().fileName).toBe('evilname.pdf');
      const long = await upload('member', PDF, `${'ä'.repeat(300)}.pdf`);
      expect(long.json().fileName).toHaveLength(160);
      expect(long.json().fileName.endsWith('.pdf')).toBe(true);
    });

    it('cuts a file name of 80,000 dots to 255 characters before anything reads it, and answers at once', async () => {
      const started = performance.now();
      const response = await upload('member', PDF, `a${'.'.repeat(80_000)}z.pdf`);
      const took = performance.now() - started;
      expect(response.statusCode, response.body).toBe(201);
      // The first 255 characters are `a` and dots: the dots go, the type's extension comes back.
      expect(response.json().fileName).toBe('a.pdf');
      expect(took).toBeLessThan(1000);
    });

    it('refuses an image of more than 40 megapixels with 422 without decoding it; others go through the image queue', async () => {
      const before = await documentCount();
      const watch = watchImageWork(w.t.app);
      try {
        const response = await upload('member', await plainPng(10_000, 5_000), 'huge-scan.png');
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().error).toMatchObject({
          code: 'invalid_input',
          details: { issues: [{ path: 'file', message: expect.stringContaining('40 megapixels') }] },
        });
        expect(watch.seen.jobs).toBe(0);
        expect(await documentCount()).toBe(before);
        expect((await upload('member', await makeImage('png'), 'scan.png')).statusCode).toBe(201);
        expect(watch.seen.jobs).toBe(1);
      } finally {
        watch.stop();
      }
    });

    it.each([
      ['a GIF', () => makeImage('gif'), 'scan.gif'],
      ['a text file named .pdf', async () => Buffer.from('hello, this is not a PDF'), 'letter.pdf'],
      ['an HTML page named .jpg', async () => Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg'],
    ])('refuses %s with 415 and stores nothing', async (_label, make, name) => {
      const before = await documentCount();
      const response = await upload('member', await make(), name);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'unsupported_media_type',
        message: 'A document must be a PDF or a JPEG, PNG or WebP image',
      });
      expect(await documentCount()).toBe(before);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const before = await documentCount();
      const response = await upload('member', Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'payload_too_large',
        message: expect.stringContaining('10 MB'),
      });
      expect(await documentCount()).toBe(before);
    });

    it('refuses an image that does not decode with 422, JSON with 415 and a missing file part with 422', async () => {
      const before = await documentCount();
      const broken = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(500, 1),
      ]);
      expect((await upload('member', broken, 'x.png')).statusCode).toBe(422);
      expect((await w.call('member', 'POST', `members/${member}/upload`, { file: 'x' })).statusCode).toBe(
        415,
      );
      expect((await upload('member', PDF, 'a.pdf', 'document')).statusCode).toBe(422);
      expect(await documentCount()).toBe(before);
    });

    it.each<Caller>(['leader', 'sameLocale', 'secretaryB', 'districtSouth', 'pending'])(
      'refuses %s with 403 and stores nothing',
      async (caller) => {
        const before = await w.snapshot('member_documents');
        expect((await upload(caller, PDF)).statusCode).toBe(403);
        expect(await w.snapshot('member_documents')).toBe(before);
      },
    );

    it('lets the locale admin add one, audited, with who uploaded it', async () => {
      const before = await w.auditCount();
      const response = await upload('secretary', PDF, 'transfer-letter.pdf');
      expect(response.statusCode).toBe(201);
      expect(await w.auditCount()).toBe(before + 1);
      const [row] = await w.t.db
        .select()
        .from(memberDocuments)
        .where(eq(memberDocuments.id, response.json().id));
      expect(row!.uploadedBy).toBe(w.ids.secretaryUser);
      const [audit] = await w.t.db.select().from(auditLog).where(eq(auditLog.entityId, response.json().id));
      expect(audit).toMatchObject({ action: 'member.document.upload', actorUserId: w.ids.secretaryUser });
    });
  });

  describe('GET /members/{id}/documents and /documents/{docId}', () => {
    it('lists newest first, for the member, the admin and the flock leader', async () => {
      const older = (await upload('member', PDF, 'older.pdf')).json();
      const newer = (await upload('member', PDF, 'newer.pdf')).json();
      for (const caller of ['member', 'secretary', 'district', 'superAdmin', 'leader'] as const) {
        const response = await w.call(caller, 'GET', `members/${member}/documents`);
        expect(response.statusCode).toBe(200);
        const ids = response.json().documents.map((d: { id: string }) => d.id);
        expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
        expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
      }
    });

    it('downloads as an attachment with safe headers', async () => {
      const document = (await upload('member', PDF, 'Bautismo – María.pdf')).json();
      const response = await w.call('leader', 'GET', `members/${member}/documents/${document.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Bautismo  Maria.pdf"; filename*=UTF-8''Bautismo%20%E2%80%93%20Mar%C3%ADa.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it.each<Caller>(['sameLocale', 'otherLeader', 'secretaryB', 'districtSouth'])(
      'refuses %s with 403 on the list and the file',
      async (caller) => {
        const document = (await upload('member', PDF)).json();
        const list = await w.call(caller, 'GET', `members/${member}/documents`);
        expect(list.statusCode).toBe(403);
        expect(list.body).not.toContain(document.id);
        const file = await w.call(caller, 'GET', `members/${member}/documents/${document.id}`);
        expect(file.statusCode).toBe(403);
        expect(file.rawPayload.includes(PDF)).toBe(false);
      },
    );

    it('answers 404 for another member’s document under this member’s path', async () => {
      const other = (await upload('sameLocale', PDF, 'theirs.pdf', 'file', w.ids.sameLocaleMember)).json();
      expect((await w.call('member', 'GET', `members/${member}/documents/${other.id}`)).statusCode).toBe(404);
      expect((await w.call('member', 'DELETE', `members/${member}/documents/${other.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await w.call('sameLocale', 'GET', `members/${w.ids.sameLocaleMember}/documents/${other.id}`))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('DELETE /members/{id}/documents/{docId}', () => {
    it('removes the record and the file', async () => {
      const document = (await upload('member', PDF)).json();
      const response = await w.call('member', 'DELETE', `members/${member}/documents/${document.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await w.call('member', 'GET', `members/${member}/documents/${document.id}`)).statusCode).toBe(
        404,
      );
      const list = (await w.call('member', 'GET', `members/${member}/documents`)).json();
      expect(list.documents.map((d: { id: string }) => d.id)).not.toContain(document.id);
    });

    it.each<Caller>(['leader', 'sameLocale', 'secretaryB'])(
      'refuses %s with 403 and keeps it',
      async (caller) => {
        const document = (await upload('member', PDF)).json();
        expect(
          (await w.call(caller, 'DELETE', `members/${member}/documents/${document.id}`)).statusCode,
        ).toBe(403);
        expect((await w.call('member', 'GET', `members/${member}/documents/${document.id}`)).statusCode).toBe(
          200,
        );
      },
    );

    it('lets an admin delete one, audited', async () => {
      const document = (await upload('member', PDF)).json();
      const before = await w.auditCount();
      expect(
        (await w.call('secretary', 'DELETE', `members/${member}/documents/${document.id}`)).statusCode,
      ).toBe(200);
      expect(await w.auditCount()).toBe(before + 1);
    });
  });
});

describe.each(routeEngines)('member document files on %s', (engine) => {
  let w: ProfileWorld;
  let member: string;
  const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
  const onDisk = (key: string) => path.join(w.t.app.config.filesDir, ...key.split('/'));
  const exists = (key: string) =>
    fs.access(onDisk(key)).then(
      () => true,
      () => false,
    );
  const upload = () =>
    as(w.t.app, w.who.member, {
      method: 'POST',
      url: `/api/membership/members/${member}/upload`,
      ...multipartFile('file', 'letter.pdf', PDF, 'application/pdf'),
    });
  const storageKeyOf = async (id: string) =>
    (await w.t.db.select().from(memberDocuments).where(eq(memberDocuments.id, id)))[0]!.storageKey;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    member = w.ids.memberMember;
  });
  afterAll(() => w.t.close());

  it('keeps the file when the transaction deleting its row fails, and removes it once a delete commits', async () => {
    const document = (await upload()).json();
    const key = await storageKeyOf(document.id);
    expect(await exists(key)).toBe(true);
    // The row's DELETE succeeds, then the audit row of the same transaction is refused: all of it rolls back.
    await w.t.db.execute(
      sql.raw(
        "create function test_refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$",
      ),
    );
    await w.t.db.execute(
      sql.raw(
        "create trigger test_refuse_audit before insert on audit_log for each row when (new.action = 'member.document.delete') execute function test_refuse_audit()",
      ),
    );
    try {
      const failed = await w.call('secretary', 'DELETE', `members/${member}/documents/${document.id}`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await w.t.db.execute(sql.raw('drop trigger test_refuse_audit on audit_log'));
      await w.t.db.execute(sql.raw('drop function test_refuse_audit()'));
    }
    expect(await exists(key)).toBe(true);
    const download = await w.call('member', 'GET', `members/${member}/documents/${document.id}`);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect(
      (await w.call('secretary', 'DELETE', `members/${member}/documents/${document.id}`)).statusCode,
    ).toBe(200);
    expect(await exists(key)).toBe(false);
  });

  it('removes document files without a row once they are an hour old, and keeps the others', async () => {
    const kept = (await upload()).json();
    const keptKey = await storageKeyOf(kept.id);
    await fs.utimes(onDisk(keptKey), twoHoursAgo(), twoHoursAgo());
    const orphan = `documents/${member}/00000000-0000-4000-8000-00000000d0c1`;
    const leftOver = `documents/${member}/00000000-0000-4000-8000-00000000d0c2.0a1b2c3d4e5f.partial`;
    const inFlight = `documents/${member}/00000000-0000-4000-8000-00000000d0c3`;
    for (const key of [orphan, leftOver, inFlight]) {
      await fs.mkdir(path.dirname(onDisk(key)), { recursive: true });
      await fs.writeFile(onDisk(key), PDF);
      if (key !== inFlight) await fs.utimes(onDisk(key), twoHoursAgo(), twoHoursAgo());
    }

    const removed = await w.t.app.services.housekeeping.runAll();
    expect(removed['orphan-document-files']).toBe(2);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(leftOver)).toBe(false);
    expect(await exists(inFlight)).toBe(true);
    expect(await exists(keptKey)).toBe(true);
    expect((await w.call('member', 'GET', `members/${member}/documents/${kept.id}`)).statusCode).toBe(200);
  });
});

describe('document file names', () => {
  it.each([
    ['report.PDF', 'application/pdf', 'report.pdf'],
    ['', 'image/png', 'document.png'],
    ['...', 'image/webp', 'document.webp'],
    ['C:\\Users\\me\\Desktop\\id card.jpeg', 'image/jpeg', 'id card.jpg'],
    ['a\u202Egpj.exe', 'application/pdf', 'agpj.pdf'],
  ] as const)('keeps %j as %s → %s', (original, type, expected) => {
    expect(safeDocumentName(original, type)).toBe(expected);
  });

  it('offers an ASCII fallback and the exact name for download', () => {
    expect(attachmentDisposition('naïve "quote".pdf')).toBe(
      `attachment; filename="naive _quote_.pdf"; filename*=UTF-8''na%C3%AFve%20%22quote%22.pdf`,
    );
  });
});
