import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { flyersEn, type FlyersKey } from './en.ts';
import { flyersFil } from './fil.ts';

export const flyersMessages = { en: flyersEn, fil: flyersFil };
export const useFlyersT = defineFeatureMessages(flyersMessages);
export type { FlyersKey };
