import {
  categoryCalls,
  livestreamCalls,
  livestreamSchema,
  videoCalls,
  videoCategoryCalls,
  videoCategorySchema,
  videoSchema,
  type Livestream,
  type UserAccess,
  type Video,
  type VideoCategory,
} from '@congregate/contracts';
import { signedInAdmin } from '../../../../../test/admin-fixtures.ts';
import { ids, on, routeList, type FakeRoutes } from '../../../../../test/fake-server.ts';

export const sermons: VideoCategory = videoCategorySchema.parse({
  id: 'c1c1c1c1-c1c1-4c1c-8c1c-000000000001',
  kind: 'video',
  localeId: ids.locale,
  name: 'Sermons',
  color: 'indigo',
  videoCount: 3,
});
export const shared: VideoCategory = videoCategorySchema.parse({
  id: 'c1c1c1c1-c1c1-4c1c-8c1c-000000000002',
  kind: 'video',
  localeId: null,
  name: 'Church news',
  color: 'teal',
  videoCount: 1,
});

export const sundayVideoId = 'd1d1d1d1-d1d1-4d1d-8d1d-000000000001';
export const streamId = 'e1e1e1e1-e1e1-4e1e-8e1e-000000000001';
export const uploadId = 'f1f1f1f1-f1f1-4f1f-8f1f-000000000001';

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return videoSchema.parse({
    id: sundayVideoId,
    title: 'Sunday sermon',
    description: 'Faith that works',
    category: { id: sermons.id, name: sermons.name, color: sermons.color },
    audience: 'locale',
    localeId: ids.locale,
    districtId: null,
    audienceName: 'Quezon City',
    publishedAt: '2026-03-01T02:00:00.000Z',
    source: 'upload',
    url: `/api/video/videos/${sundayVideoId}/file`,
    contentType: 'video/mp4',
    sizeBytes: 1_000_000,
    durationSeconds: 1800,
    progress: null,
    canEdit: true,
    ...overrides,
  });
}

export function makeLivestream(overrides: Partial<Livestream> = {}): Livestream {
  return livestreamSchema.parse({
    id: streamId,
    localeId: ids.locale,
    localeName: 'Quezon City',
    title: 'Sunday worship live',
    source: 'hls',
    url: 'https://app.example.org/live/sunday.m3u8',
    startsAt: '2099-03-01T01:00:00.000Z',
    endsAt: '2099-03-01T03:00:00.000Z',
    state: 'scheduled',
    gatheringId: null,
    canEdit: true,
    ...overrides,
  });
}

/**
 * A signed-in locale admin of Quezon City (or `access`) and a fake video service: one video, one livestream,
 * a locale category and a shared one, plus `routes` before them.
 */
export function videoAdminServer(routes: FakeRoutes = [], access?: UserAccess) {
  return signedInAdmin(
    [
      ...routeList(routes),
      on(videoCalls.list, () => ({ items: [makeVideo()], nextCursor: null, total: 1 })),
      on(videoCategoryCalls.list, () => [sermons, shared]),
      on(categoryCalls.list, () => [sermons, shared].map(({ videoCount: _count, ...category }) => category)),
      on(livestreamCalls.list, () => ({ items: [makeLivestream()], nextCursor: null })),
      on(livestreamCalls.current, () => ({ live: null, next: makeLivestream(), creditMinutes: 20 })),
    ],
    access,
  );
}
