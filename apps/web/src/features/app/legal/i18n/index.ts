import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { legalEn, type LegalKey } from './en.ts';
import { legalFil } from './fil.ts';

export const legalMessages = { en: legalEn, fil: legalFil };
export const useLegalT = defineFeatureMessages(legalMessages);
export type { LegalKey };
