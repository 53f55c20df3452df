import { defineFeatureMessages, type FeatureTranslate } from '../../../../lib/i18n/index.ts';
import { profileEn } from './en.ts';
import { profileFil } from './fil.ts';

export const useProfileT = defineFeatureMessages({ en: profileEn, fil: profileFil });
export type ProfileT = FeatureTranslate<typeof profileEn>;
export type { ProfileMessageKey } from './en.ts';
export { profileEn, profileFil };
export const profileMessages = { en: profileEn, fil: profileFil };
