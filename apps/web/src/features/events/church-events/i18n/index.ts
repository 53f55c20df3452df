import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { churchEventsEn, type ChurchEventsKey } from './en.ts';
import { churchEventsFil } from './fil.ts';

export const churchEventsMessages = { en: churchEventsEn, fil: churchEventsFil };
export const useChurchEventsT = defineFeatureMessages(churchEventsMessages);
export type { ChurchEventsKey };
