import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { membersEn, type MembersKey } from './en.ts';
import { membersFil } from './fil.ts';

export const membersMessages = { en: membersEn, fil: membersFil };
export const useMembersT = defineFeatureMessages(membersMessages);
export type { MembersKey };
