import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { visitorsEn, type VisitorsKey } from './en.ts';
import { visitorsFil } from './fil.ts';

export const visitorsMessages = { en: visitorsEn, fil: visitorsFil };
export const useVisitorsT = defineFeatureMessages(visitorsMessages);
export type { VisitorsKey };
