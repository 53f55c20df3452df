import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { rsvpsEn, type RsvpsKey } from './en.ts';
import { rsvpsFil } from './fil.ts';

export const rsvpsMessages = { en: rsvpsEn, fil: rsvpsFil };
export const useRsvpsT = defineFeatureMessages(rsvpsMessages);
export type { RsvpsKey };
