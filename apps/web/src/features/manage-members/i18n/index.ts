import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { manageEn, type ManageKey } from './en.ts';
import { manageFil } from './fil.ts';

export const manageMessages = { en: manageEn, fil: manageFil };
export const useManageT = defineFeatureMessages(manageMessages);
export type { ManageKey };
