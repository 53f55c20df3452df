import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { memberSearchEn, type MemberSearchKey } from './en.ts';
import { memberSearchFil } from './fil.ts';

export const memberSearchMessages = { en: memberSearchEn, fil: memberSearchFil };
export const useMemberSearchT = defineFeatureMessages(memberSearchMessages);
export type { MemberSearchKey };
