import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { pepsEn, type PepsKey } from './en.ts';
import { pepsFil } from './fil.ts';

export const pepsMessages = { en: pepsEn, fil: pepsFil };
export const usePepsT = defineFeatureMessages(pepsMessages);
export type { PepsKey };
