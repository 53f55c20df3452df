import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { givingEn, type GivingKey } from './en.ts';
import { givingFil } from './fil.ts';

export const givingMessages = { en: givingEn, fil: givingFil };
export const useGivingT = defineFeatureMessages(givingMessages);
export type { GivingKey };
