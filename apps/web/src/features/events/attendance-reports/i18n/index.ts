import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { reportsEn, type ReportsKey } from './en.ts';
import { reportsFil } from './fil.ts';

export const reportsMessages = { en: reportsEn, fil: reportsFil };
export const useReportsT = defineFeatureMessages(reportsMessages);
export type { ReportsKey };
