import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { noticesEn, type NoticesKey } from './en.ts';
import { noticesFil } from './fil.ts';

export const noticesMessages = { en: noticesEn, fil: noticesFil };
export const useNoticesT = defineFeatureMessages(noticesMessages);
export type { NoticesKey };
