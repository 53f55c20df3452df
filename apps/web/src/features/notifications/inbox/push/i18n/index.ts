import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { pushEn, type PushKey } from './en.ts';
import { pushFil } from './fil.ts';

export const pushMessages = { en: pushEn, fil: pushFil };
export const usePushT = defineFeatureMessages(pushMessages);
export type { PushKey };
