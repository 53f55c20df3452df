import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { familyLinksEn, type FamilyLinksKey } from './en.ts';
import { familyLinksFil } from './fil.ts';

export const familyLinksMessages = { en: familyLinksEn, fil: familyLinksFil };
export const useFamilyLinksT = defineFeatureMessages(familyLinksMessages);
export type { FamilyLinksKey };
