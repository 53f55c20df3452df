import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { FLYER_SIZES } from '@congregate/contracts';
import { churchEvents } from '../../../db/schema/index.ts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { multipartFile } from '../../../../test/factories.ts';
import { watchImageWork } from '../../../../test/uploads-fixture.ts';
import { escapeXml, flyerLines, wrapText, type FlyerContent } from './flyer-drawing.ts';
import { flyerSlug, flyerWhen } from './flyers.service.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

const DAY_MS = 86_400_000;

/** The text of the QR codes zxing-wasm's reader finds in a PNG (its `.wasm` read from node_modules). */
async function qrTexts(png: Buffer): Promise<string[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = {
    data: new Uint8ClampedArray(data),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb',
  };
  const results = await readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], {
    formats: ['QRCode'],
    tryHarder: true,
  });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

beforeAll(async () => {
  const wasmBinary = await fs.readFile(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  );
  await prepareZXingModule({
    overrides: { wasmBinary: wasmBinary.buffer as ArrayBuffer },
    fireImmediately: true,
  });
});

describe.each(routeEngines)('GET events/{id}/flyers/{memberId}/{format} on %s', (engine) => {
  let w: EventsWorld;
  let publicUrl: string;
  let filesDir: string;

  const makeEvent = async (values: Partial<typeof churchEvents.$inferInsert> = {}) => {
    const startsAt = new Date(Date.now() + 10 * DAY_MS);
    const [row] = await w.t.db
      .insert(churchEvents)
      .values({
        localeId: w.ids.a,
        title: 'Home Free Crusade',
        type: 'crusade',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
        ...values,
      })
      .returning({ id: churchEvents.id });
    return row!.id;
  };
  const flyer = (eventId: string, memberId: string, format = 'square') =>
    w.t.app.inject({ method: 'GET', url: `/api/events/events/${eventId}/flyers/${memberId}/${format}` });
  const storedFlyers = async (eventId: string) => {
    try {
      return (await fs.readdir(path.join(filesDir, 'flyers', eventId))).sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    publicUrl = w.t.app.config.publicUrl;
    filesDir = w.t.app.config.filesDir;
  }, 60_000);
  afterAll(() => w.t.close());

  it('answers 404 for an unknown or cancelled event, a member of another locale, a pending member or no member', async () => {
    const event = await makeEvent();
    const cancelled = await makeEvent({ cancelledAt: new Date() });
    const otherLocale = await makeEvent({ localeId: w.ids.b });
    const refused = [
      [crypto.randomUUID(), w.ids.memberMember],
      [cancelled, w.ids.memberMember],
      [otherLocale, w.ids.memberMember],
      [event, w.ids.strangerMember],
      [event, w.ids.pendingMember],
      [event, crypto.randomUUID()],
    ] as const;
    for (const [eventId, memberId] of refused) {
      const response = await flyer(eventId, memberId);
      expect(response.statusCode, `${eventId} ${memberId}`).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await flyer(event, w.ids.memberMember, 'poster')).statusCode).toBe(422);
    expect((await flyer('not-an-id', w.ids.memberMember)).statusCode).toBe(422);
  });

  // Drawing is the same on every engine: the pixels are checked once.
  if (engine !== routeEngines[0]) return;

  it('draws a PNG of each format’s size whose QR is the member’s invitation link, with no session', async () => {
    const event = await makeEvent({ title: 'Home Free: <Crusade> & "Friends"', venue: 'Amoranto Stadium' });
    for (const format of ['square', 'story'] as const) {
      const response = await flyer(event, w.ids.memberMember, format);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=300',
        'content-disposition': 'inline; filename="home-free-crusade-friends-invitation.png"',
      });
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', ...FLYER_SIZES[format] });
      expect(await qrTexts(response.rawPayload)).toEqual([
        `${publicUrl}/invitation/${event}/${w.ids.memberMember}`,
      ]);
    }
  });

  it('draws the flyer on the event’s art, cropped to fill it', async () => {
    // A green picture: the top of the flyer (above the dark band) is green, not the gradient.
    const art = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 200, b: 10 } },
    })
      .png()
      .toBuffer();
    const uploaded = await as(w.t.app, w.who.secretary, {
      method: 'POST',
      url: '/api/media/',
      ...multipartFile('image', 'art.png', art, 'image/png'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const event = await makeEvent({ flyerUrl: uploaded.json().url });
    const response = await flyer(event, w.ids.memberMember, 'story');
    const { data } = await sharp(response.rawPayload)
      .extract({ left: 500, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(60);
  });

  it('keeps the drawn flyer and draws it again only when the event changes, removing the old one', async () => {
    const event = await makeEvent();
    const first = await flyer(event, w.ids.memberMember);
    expect(first.statusCode).toBe(200);
    const [kept] = await storedFlyers(event);
    expect(kept).toMatch(new RegExp(`^${w.ids.memberMember}-square-\\d+\\.png$`));
    const written = (await fs.stat(path.join(filesDir, 'flyers', event, kept!))).mtimeMs;

    const watch = watchImageWork(w.t.app);
    try {
      const again = await flyer(event, w.ids.memberMember);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(watch.seen.jobs).toBe(0);
      expect((await fs.stat(path.join(filesDir, 'flyers', event, kept!))).mtimeMs).toBe(written);

      // Another member's and another format's flyers are their own files.
      await flyer(event, w.ids.member2Member);
      await flyer(event, w.ids.memberMember, 'story');
      expect(watch.seen.jobs).toBe(2);
      expect(await storedFlyers(event)).toHaveLength(3);

      await w.t.db
        .update(churchEvents)
        .set({ title: 'Home Free Crusade, night two', updatedAt: new Date(Date.now() + 1000) })
        .where(eq(churchEvents.id, event));
      const changed = await flyer(event, w.ids.memberMember);
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
      expect(watch.seen.jobs).toBe(3);
    } finally {
      watch.stop();
    }
    const files = await storedFlyers(event);
    expect(files).toHaveLength(3);
    expect(files).not.toContain(kept);
  });
});

describe('flyer text', () => {
  it('writes the date and time in the locale’s time zone', () => {
    const startsAt = new Date('2026-12-07T10:00:00Z');
    expect(flyerWhen(startsAt, 'Asia/Manila')).toEqual({ date: 'Monday, December 7, 2026', time: '6:00 PM' });
    expect(flyerWhen(startsAt, 'America/Los_Angeles')).toEqual({
      date: 'Monday, December 7, 2026',
      time: '2:00 AM',
    });
    expect(flyerWhen(startsAt, 'Not/AZone').time).toBe('10:00 AM UTC');
  });

  it('escapes markup, wraps long titles and names files by the title', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0007`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
    expect(wrapText('Home Free Crusade in the Park with Friends', 12, 2)).toEqual([
      'Home Free',
      'Crusade in…',
    ]);
    expect(flyerSlug('¡Noche de Alabanza!  2026')).toBe('noche-de-alabanza-2026');
    expect(flyerSlug('祈り')).toBe('event');
  });

  it('writes the whole venue, over more lines when it is long, never cut to one (issue 37)', () => {
    const venue = 'Araneta Coliseum, General Roxas Avenue, Cubao, Quezon City, Metro Manila';
    for (const format of ['square', 'story'] as const) {
      const content: FlyerContent = {
        format,
        title: 'Home Free Crusade',
        date: 'Monday, December 7, 2026',
        time: '6:00 PM',
        where: venue,
        invitedBy: 'Maria S.',
        link: 'https://church.example/invitation/e/m',
        art: null,
        seed: 'e',
      };
      const lines = flyerLines(content);
      const texts = lines.map((line) => line.text);
      const first = texts.findIndex((text) => text.startsWith('Araneta'));
      const last = texts.findIndex((text) => text.startsWith('Invited by'));
      expect(texts.slice(first, last).join(' ')).toBe(venue);
      // Top to bottom, all inside the flyer.
      const { height } = FLYER_SIZES[format];
      expect(lines.map((line) => line.y)).toEqual([...lines.map((line) => line.y)].sort((a, b) => a - b));
      expect(lines.at(-1)!.y).toBeLessThan(height);
    }
  });
});
