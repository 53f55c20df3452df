import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { endorsementEn, type EndorsementKey } from './en.ts';
import { endorsementFil } from './fil.ts';

export const endorsementMessages = { en: endorsementEn, fil: endorsementFil };
export const useEndorsementT = defineFeatureMessages(endorsementMessages);
export type { EndorsementKey };
