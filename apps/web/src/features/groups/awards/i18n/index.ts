import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { awardsEn, type AwardsKey } from './en.ts';
import { awardsFil } from './fil.ts';

export const awardsMessages = { en: awardsEn, fil: awardsFil };
export const useAwardsT = defineFeatureMessages(awardsMessages);
export type { AwardsKey };
