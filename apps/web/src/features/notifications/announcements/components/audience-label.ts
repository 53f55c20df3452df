import type { Announcement } from '@congregate/contracts';
import type { AnnouncementsKey } from '../i18n/index.ts';

type Translate = (key: AnnouncementsKey, params?: Record<string, string | number>) => string;

/** Who an announcement goes to, in words: "the whole locale Quezon City", "flock C1-Joy". */
export const audienceLabel = (t: Translate, a: Pick<Announcement, 'audience' | 'audienceName'>) =>
  t(`target.${a.audience}`, { name: a.audienceName });
