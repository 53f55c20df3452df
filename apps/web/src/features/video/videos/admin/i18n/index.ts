import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { videosAdminEn, type VideosAdminKey } from './en.ts';
import { videosAdminFil } from './fil.ts';

export const videosAdminMessages = { en: videosAdminEn, fil: videosAdminFil };
export const useVideosAdminT = defineFeatureMessages(videosAdminMessages);
export type { VideosAdminKey };
