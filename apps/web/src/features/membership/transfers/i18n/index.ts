import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { transferEn, type TransferKey } from './en.ts';
import { transferFil } from './fil.ts';

export const transferMessages = { en: transferEn, fil: transferFil };
export const useTransferT = defineFeatureMessages(transferMessages);
export type { TransferKey };
