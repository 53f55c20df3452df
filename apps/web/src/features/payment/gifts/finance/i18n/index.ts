import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { financeEn, type FinanceKey } from './en.ts';
import { financeFil } from './fil.ts';

export const financeMessages = { en: financeEn, fil: financeFil };
export const useFinanceT = defineFeatureMessages(financeMessages);
export type { FinanceKey };
