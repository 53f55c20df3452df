import type { Livestream, Video, VideoCategory } from '@congregate/contracts';
import { ids } from '../../../../test/fake-server.ts';
import { at } from '../../../../test/signed-in.ts';

export const categoryId = 'd4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4';
export const streamId = 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5';

/** The n-th video (ids `f000…0n`): an uploaded sermon of the member's locale, in the category. */
export function makeVideo(n: number, overrides: Partial<Video> = {}): Video {
  const id = `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    title: `Sermon ${n}`,
    description: `What sermon ${n} is about`,
    category: { id: categoryId, name: 'Sermons', color: 'grape' },
    audience: 'locale',
    localeId: ids.locale,
    districtId: null,
    audienceName: 'Quezon City',
    publishedAt: at,
    source: 'upload',
    url: `/api/video/videos/${id}/file`,
    contentType: 'video/mp4',
    sizeBytes: 1000,
    durationSeconds: 600,
    progress: null,
    canEdit: false,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<VideoCategory> = {}): VideoCategory {
  return {
    id: categoryId,
    localeId: ids.locale,
    kind: 'video',
    name: 'Sermons',
    color: 'grape',
    videoCount: 3,
    ...overrides,
  };
}

export function makeLivestream(overrides: Partial<Livestream> = {}): Livestream {
  return {
    id: streamId,
    localeId: ids.locale,
    localeName: 'Quezon City',
    title: 'Sunday worship live',
    source: 'embed',
    url: 'https://www.youtube-nocookie.com/embed/live1',
    startsAt: '2026-03-01T01:00:00.000Z',
    endsAt: '2026-03-01T03:00:00.000Z',
    state: 'scheduled',
    gatheringId: null,
    canEdit: false,
    ...overrides,
  };
}
