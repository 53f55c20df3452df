import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { soulWinnersEn, type SoulWinnersKey } from './en.ts';
import { soulWinnersFil } from './fil.ts';

export const soulWinnersMessages = { en: soulWinnersEn, fil: soulWinnersFil };
export const useSoulWinnersT = defineFeatureMessages(soulWinnersMessages);
export type { SoulWinnersKey };
