import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  categorySchema,
  recordAttachmentSchema,
  recordBoardSettingsSchema,
  recordEntryPageSchema,
  recordEntrySchema,
} from '@congregate/contracts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { plainPng } from '../../../../test/uploads-fixture.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(data: Buffer, fileName: string, contentType: string) {
  const boundary = `----rrb-${Math.random().toString(36).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(routeEngines)('record board on %s', (engine) => {
  let w: EventsWorld;
  const call = (
    caller: EventCaller | null,
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
  ) =>
    as(w.t.app, caller === null ? null : w.who[caller], {
      method,
      url: `/api/groups/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const upload = (caller: EventCaller, localeId: string, data: Buffer, name: string, type: string) =>
    as(w.t.app, w.who[caller], {
      method: 'POST',
      url: `/api/groups/record-board/attachments?localeId=${localeId}`,
      ...multipart(data, name, type),
    });
  const setPosters = (whoMayPost: string) =>
    call('secretary', 'PUT', 'record-board/settings', { localeId: w.ids.a, whoMayPost });
  const post = (caller: EventCaller, values: Record<string, unknown> = {}) =>
    call(caller, 'POST', 'record-board', {
      localeId: w.ids.a,
      title: 'Board meeting',
      entryDate: '2026-03-01',
      body: 'We met.',
      ...values,
    });

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(async () => {
    await w.t.close();
  });

  describe('GET/PUT /record-board/settings', () => {
    it('answers admins-only posting by default, with the default label', async () => {
      const member = await call('member', 'GET', `record-board/settings?localeId=${w.ids.a}`);
      expect(member.statusCode).toBe(200);
      expect(recordBoardSettingsSchema.parse(member.json())).toMatchObject({
        whoMayPost: 'admins',
        label: 'Records Board',
        canPost: false,
        canManage: false,
      });
      const secretary = await call('secretary', 'GET', `record-board/settings?localeId=${w.ids.a}`);
      expect(secretary.json()).toMatchObject({ canPost: true, canManage: true });
    });

    it('refuses a member of another locale, and a member changing the setting', async () => {
      expect((await call('stranger', 'GET', `record-board/settings?localeId=${w.ids.a}`)).statusCode).toBe(
        403,
      );
      expect(
        (await call('member', 'PUT', 'record-board/settings', { localeId: w.ids.a, whoMayPost: 'members' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call('secretaryB', 'PUT', 'record-board/settings', {
            localeId: w.ids.a,
            whoMayPost: 'members',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('lets the locale’s admin change it, audited', async () => {
      const response = await setPosters('leaders');
      expect(response.statusCode).toBe(200);
      expect(response.json().whoMayPost).toBe('leaders');
      expect(await w.count('audit_log', `action = 'record.settings'`)).toBeGreaterThan(0);
      const leader = await call('leader', 'GET', `record-board/settings?localeId=${w.ids.a}`);
      expect(leader.json().canPost).toBe(true);
      await setPosters('admins');
    });
  });

  describe('POST /record-board', () => {
    it('refuses a member while only admins post, allows them under members', async () => {
      expect((await post('member')).statusCode).toBe(403);
      expect((await post('leader')).statusCode).toBe(403);
      await setPosters('members');
      const response = await post('member', { title: 'From a member' });
      expect(response.statusCode).toBe(201);
      const entry = recordEntrySchema.parse(response.json());
      expect(entry.canEdit).toBe(true);
      expect(entry.authorName).toBe('Maria Santos');
      await setPosters('admins');
      // No longer allowed to post: the author may not edit it either; the admin may.
      expect((await call('member', 'PATCH', `record-board/${entry.id}`, { title: 'Again' })).statusCode).toBe(
        403,
      );
      expect((await call('member', 'GET', `record-board/${entry.id}`)).json().canEdit).toBe(false);
      expect(
        (await call('secretary', 'PATCH', `record-board/${entry.id}`, { title: 'Fixed' })).statusCode,
      ).toBe(200);
      expect((await call('secretary', 'DELETE', `record-board/${entry.id}`)).statusCode).toBe(200);
      expect((await call('secretary', 'GET', `record-board/${entry.id}`)).statusCode).toBe(403);
    });

    it('refuses a category of another locale and someone else’s upload (422)', async () => {
      const categoryB = await call('secretaryB', 'POST', 'categories', {
        kind: 'record-board',
        localeId: w.ids.b,
        name: 'B only',
        color: 'red',
      });
      expect(categoryB.statusCode).toBe(201);
      expect((await post('secretary', { categoryId: categoryB.json().id })).statusCode).toBe(422);
      const uploadB = await upload('secretaryB', w.ids.b, PDF, 'b.pdf', 'application/pdf');
      expect((await post('secretary', { attachmentIds: [uploadB.json().id] })).statusCode).toBe(422);
    });

    it('writes nothing on bad input', async () => {
      const before = await w.count('record_board_entries');
      expect((await post('secretary', { title: '  ' })).statusCode).toBe(422);
      expect((await post('secretary', { entryDate: 'yesterday' })).statusCode).toBe(422);
      expect(await w.count('record_board_entries')).toBe(before);
    });
  });

  describe('attachments', () => {
    it('re-encodes a PNG to WebP, keeps a PDF, refuses a text file named .pdf (415)', async () => {
      const png = await upload('secretary', w.ids.a, await plainPng(64, 32), 'Photo.png', 'image/png');
      expect(png.statusCode).toBe(201);
      const image = recordAttachmentSchema.parse(png.json());
      expect(image).toMatchObject({ contentType: 'image/webp', name: 'Photo.webp', width: 64, height: 32 });
      const pdf = await upload('secretary', w.ids.a, PDF, 'Minutes.pdf', 'application/pdf');
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json()).toMatchObject({ contentType: 'application/pdf', bytes: PDF.length });
      const text = await upload(
        'secretary',
        w.ids.a,
        Buffer.from('just words'),
        'fake.pdf',
        'application/pdf',
      );
      expect(text.statusCode).toBe(415);
      // A member may not upload while only admins post.
      expect((await upload('member', w.ids.a, PDF, 'x.pdf', 'application/pdf')).statusCode).toBe(403);

      // Before it is attached: its uploader only.
      expect((await call('member', 'GET', `record-board/attachments/${image.id}`)).statusCode).toBe(403);
      const created = await post('secretary', {
        title: 'With files',
        attachmentIds: [image.id, pdf.json().id],
      });
      expect(created.statusCode).toBe(201);
      const entry = recordEntrySchema.parse(created.json());
      expect(entry.attachments.map((a) => a.id)).toEqual(expect.arrayContaining([image.id, pdf.json().id]));

      const served = await call('member', 'GET', `record-board/attachments/${image.id}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('private');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      const document = await call('member', 'GET', `record-board/attachments/${pdf.json().id}`);
      expect(document.headers['content-disposition']).toMatch(/^inline; filename="Minutes.pdf"/);
      expect(document.rawPayload.equals(PDF)).toBe(true);
      expect((await call('stranger', 'GET', `record-board/attachments/${image.id}`)).statusCode).toBe(403);

      // Dropping a file from the list removes it.
      const patched = await call('secretary', 'PATCH', `record-board/${entry.id}`, {
        attachmentIds: [image.id],
      });
      expect(patched.json().attachments).toHaveLength(1);
      expect((await call('secretary', 'GET', `record-board/attachments/${pdf.json().id}`)).statusCode).toBe(
        403,
      );
      expect((await call('secretary', 'DELETE', `record-board/${entry.id}`)).statusCode).toBe(200);
      expect(await w.count('record_board_attachments', `id = '${image.id}'`)).toBe(0);
    });

    it('removes uploads no entry took after a day', async () => {
      const pdf = await upload('secretary', w.ids.a, PDF, 'old.pdf', 'application/pdf');
      const id = pdf.json().id as string;
      await w.t.db.execute(
        `update record_board_attachments set created_at = now() - interval '2 days' where id = '${id}'` as never,
      );
      await w.t.app.services.housekeeping.runAll();
      expect(await w.count('record_board_attachments', `id = '${id}'`)).toBe(0);
    });
  });

  describe('GET /record-board', () => {
    it('lists newest entry date first, pages, searches without accents, filters by category', async () => {
      const category = await call('secretary', 'POST', 'categories', {
        kind: 'record-board',
        localeId: w.ids.a,
        name: 'Minutes',
        color: 'teal',
      });
      const categoryId = categorySchema.parse(category.json()).id;
      for (const [day, title] of [
        ['2025-01-05', 'Pasko sa Parokya'],
        ['2025-02-05', 'Budget report'],
        ['2025-03-05', 'Año Nuevo minutes'],
      ] as const) {
        expect(
          (
            await post('secretary', {
              title,
              entryDate: day,
              categoryId: title.includes('minutes') ? categoryId : null,
            })
          ).statusCode,
        ).toBe(201);
      }
      const first = recordEntryPageSchema.parse(
        (
          await call(
            'member',
            'GET',
            `record-board?localeId=${w.ids.a}&from=2025-01-01&to=2025-12-31&limit=2`,
          )
        ).json(),
      );
      expect(first.items.map((e) => e.title)).toEqual(['Año Nuevo minutes', 'Budget report']);
      expect(first.total).toBe(3);
      const second = (
        await call(
          'member',
          'GET',
          `record-board?localeId=${w.ids.a}&from=2025-01-01&to=2025-12-31&limit=2&cursor=${first.nextCursor}`,
        )
      ).json();
      expect(second.items.map((e: { title: string }) => e.title)).toEqual(['Pasko sa Parokya']);
      expect(second.nextCursor).toBeNull();

      const search = (await call('member', 'GET', `record-board?localeId=${w.ids.a}&q=ANO%20nuevo`)).json();
      expect(search.items.map((e: { title: string }) => e.title)).toEqual(['Año Nuevo minutes']);
      // Words in any order, each somewhere in the title or body.
      const words = (await call('member', 'GET', `record-board?localeId=${w.ids.a}&q=minutes%20ano`)).json();
      expect(words.items.map((e: { title: string }) => e.title)).toEqual(['Año Nuevo minutes']);
      const filtered = (
        await call('member', 'GET', `record-board?localeId=${w.ids.a}&categoryId=${categoryId}`)
      ).json();
      expect(filtered.items.map((e: { category: { name: string } }) => e.category.name)).toEqual(['Minutes']);

      const listed = (await call('member', 'GET', `categories?kind=record-board&localeId=${w.ids.a}`)).json();
      expect(listed.find((c: { id: string }) => c.id === categoryId).entryCount).toBe(1);

      // Deleting the category keeps its entries, without one.
      expect((await call('secretary', 'DELETE', `categories/${categoryId}`)).statusCode).toBe(200);
      const after = (await call('member', 'GET', `record-board?localeId=${w.ids.a}&q=nuevo`)).json();
      expect(after.items[0].category).toBeNull();
    });

    it('refuses a member of another locale and a forged cursor', async () => {
      expect((await call('stranger', 'GET', `record-board?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await call('secretaryB', 'GET', `record-board?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await call('district', 'GET', `record-board?localeId=${w.ids.a}`)).statusCode).toBe(200);
      expect((await call('member', 'GET', `record-board?localeId=${w.ids.a}&cursor=abc`)).statusCode).toBe(
        422,
      );
      const entry = (await post('secretary', { title: 'Private to A' })).json();
      expect((await call('stranger', 'GET', `record-board/${entry.id}`)).statusCode).toBe(403);
      expect((await call('pending', 'GET', `record-board/${entry.id}`)).statusCode).toBe(403);
    });
  });
});
