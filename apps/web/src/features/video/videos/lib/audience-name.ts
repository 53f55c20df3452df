import type { Video } from '@congregate/contracts';

/**
 * Who a video is for, in the reader's language: the locale's or district's own name, or the dictionary's
 * word for everyone (the server's `audienceName` says "Everyone" in English for those).
 */
export const audienceWords = (video: Pick<Video, 'audience' | 'audienceName'>, everyone: string): string =>
  video.audience === 'all' ? everyone : video.audienceName;
