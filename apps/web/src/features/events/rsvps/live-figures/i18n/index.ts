import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { ministerEn, type MinisterKey } from './en.ts';
import { ministerFil } from './fil.ts';

export const ministerMessages = { en: ministerEn, fil: ministerFil };
export const useMinisterT = defineFeatureMessages(ministerMessages);
export type { MinisterKey };
