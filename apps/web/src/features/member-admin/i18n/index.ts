import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { memberAdminEn, type MemberAdminKey } from './en.ts';
import { memberAdminFil } from './fil.ts';

export const memberAdminMessages = { en: memberAdminEn, fil: memberAdminFil };
export const useMemberAdminT = defineFeatureMessages(memberAdminMessages);
export type { MemberAdminKey };
