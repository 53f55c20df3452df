import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { flocksAdminEn, type FlocksAdminKey } from './en.ts';
import { flocksAdminFil } from './fil.ts';

export const flocksAdminMessages = { en: flocksAdminEn, fil: flocksAdminFil };
export const useFlocksAdminT = defineFeatureMessages(flocksAdminMessages);
export type { FlocksAdminKey };
