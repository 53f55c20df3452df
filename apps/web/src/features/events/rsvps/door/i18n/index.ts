import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { entryEn, type EntryKey } from './en.ts';
import { entryFil } from './fil.ts';

export const entryMessages = { en: entryEn, fil: entryFil };
export const useEntryT = defineFeatureMessages(entryMessages);
export type { EntryKey };
