import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, videoCategoryListSchema } from '@congregate/contracts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';
import { videoCaller } from '../videos/videos.fixture.ts';

describe.each(routeEngines)('video categories on %s', (engine) => {
  let w: EventsWorld;
  const call = videoCaller(() => w);
  let sermons: string;
  let shared: string;

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('lets a locale’s admins make its categories and super admins shared ones (audited)', async () => {
    const made = await call('secretary', 'POST', 'categories', {
      localeId: w.ids.a,
      name: 'Sermons',
      color: 'teal',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(categorySchema.parse(made.json())).toMatchObject({
      kind: 'video',
      localeId: w.ids.a,
      name: 'Sermons',
    });
    sermons = made.json().id;
    expect(
      (await call('secretary', 'POST', 'categories', { localeId: null, name: 'Worship' })).statusCode,
    ).toBe(403);
    expect((await call('member', 'POST', 'categories', { localeId: w.ids.a, name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('secretary', 'POST', 'categories', { localeId: w.ids.a, name: 'sermons' })).statusCode,
    ).toBe(409);
    const sharedOne = await call('superAdmin', 'POST', 'categories', { localeId: null, name: 'Worship' });
    expect(sharedOne.statusCode).toBe(201);
    shared = sharedOne.json().id;
    expect(await w.count('audit_log', `action = 'category.create' and entity_id = '${sermons}'`)).toBe(1);
  });

  it('lists the locale’s and the shared ones with how many videos the caller may watch', async () => {
    const video = (values: Record<string, unknown>) =>
      call('secretary', 'POST', 'videos', {
        title: 'A video',
        source: 'embed',
        url: 'https://player.vimeo.com/video/9',
        audience: 'locale',
        localeId: w.ids.a,
        ...values,
      });
    expect((await video({ categoryId: sermons })).statusCode).toBe(201);
    expect((await video({ categoryId: sermons })).statusCode).toBe(201);
    expect(
      (await video({ categoryId: sermons, publishedAt: new Date(Date.now() + 86_400_000).toISOString() }))
        .statusCode,
    ).toBe(201);
    expect((await video({ categoryId: shared })).statusCode).toBe(201);
    // A shared category's video of another locale counts only for those who may watch it.
    const inB = await call('secretaryB', 'POST', 'videos', {
      title: 'B',
      source: 'embed',
      url: 'https://player.vimeo.com/video/10',
      audience: 'locale',
      localeId: w.ids.b,
      categoryId: shared,
    });
    expect(inB.statusCode).toBe(201);

    const member = await call('member', 'GET', 'categories');
    expect(member.statusCode, member.body).toBe(200);
    const counts = Object.fromEntries(
      videoCategoryListSchema.parse(member.json()).map((c) => [c.name, c.videoCount]),
    );
    expect(counts).toEqual({ Sermons: 2, Worship: 1 });
    const admin = await call('secretary', 'GET', `categories?localeId=${w.ids.a}`);
    expect(
      Object.fromEntries(
        admin.json().map((c: { name: string; videoCount: number }) => [c.name, c.videoCount]),
      ),
    ).toEqual({
      Sermons: 3,
      Worship: 1,
    });
    const inLocaleB = await call('stranger', 'GET', 'categories');
    expect(inLocaleB.json().map((c: { name: string; videoCount: number }) => [c.name, c.videoCount])).toEqual(
      [['Worship', 1]],
    );
    expect((await call('stranger', 'GET', `categories?localeId=${w.ids.a}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', 'categories')).statusCode).toBe(401);
  });

  it('renames and deletes a video category; its videos stay without one', async () => {
    expect((await call('member', 'PATCH', `categories/${sermons}`, { name: 'Talks' })).statusCode).toBe(403);
    const renamed = await call('secretary', 'PATCH', `categories/${sermons}`, { name: 'Preaching' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Preaching', kind: 'video' });
    expect((await call('secretaryB', 'DELETE', `categories/${sermons}`)).statusCode).toBe(403);
    const before = await w.count('videos', `category_id = '${sermons}'`);
    expect(before).toBe(3);
    expect((await call('secretary', 'DELETE', `categories/${sermons}`)).statusCode).toBe(200);
    expect(await w.count('videos', `category_id is null and audience = 'locale'`)).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for a category of another kind, and leaves it alone', async () => {
    const board = await w.t.app.inject({
      method: 'POST',
      url: '/api/groups/categories',
      headers: { authorization: `Bearer ${w.who.secretary.accessToken}` },
      payload: { kind: 'record-board', localeId: w.ids.a, name: 'Minutes' },
    });
    expect(board.statusCode).toBe(201);
    const id = board.json().id;
    expect((await call('secretary', 'PATCH', `categories/${id}`, { name: 'Renamed' })).statusCode).toBe(404);
    expect((await call('secretary', 'DELETE', `categories/${id}`)).statusCode).toBe(404);
    expect(await w.count('categories', `id = '${id}' and name = 'Minutes'`)).toBe(1);
    const listed = await call('secretary', 'GET', `categories?localeId=${w.ids.a}`);
    expect(listed.json().map((c: { id: string }) => c.id)).not.toContain(id);
  });
});
