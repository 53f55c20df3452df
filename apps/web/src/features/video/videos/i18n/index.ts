import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { videosEn, type VideosKey } from './en.ts';
import { videosFil } from './fil.ts';

export const videosMessages = { en: videosEn, fil: videosFil };
export const useVideosT = defineFeatureMessages(videosMessages);
export type { VideosKey };
