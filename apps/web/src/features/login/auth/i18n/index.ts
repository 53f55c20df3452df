import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { authEn } from './en.ts';
import { authFil } from './fil.ts';

export const authMessages = { en: authEn, fil: authFil };
export const useAuthT = defineFeatureMessages(authMessages);
export type AuthKey = keyof typeof authEn;
