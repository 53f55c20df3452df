import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { socialSignInEn, type SocialSignInKey } from './en.ts';
import { socialSignInFil } from './fil.ts';

export const socialSignInMessages = { en: socialSignInEn, fil: socialSignInFil };
export const useSocialSignInT = defineFeatureMessages(socialSignInMessages);
export type { SocialSignInKey };
