import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { announcementsEn, type AnnouncementsKey } from './en.ts';
import { announcementsFil } from './fil.ts';

export const announcementsMessages = { en: announcementsEn, fil: announcementsFil };
export const useAnnouncementsT = defineFeatureMessages(announcementsMessages);
export type { AnnouncementsKey };
