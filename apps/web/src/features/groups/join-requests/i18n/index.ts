import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { joinRequestsEn, type JoinRequestsKey } from './en.ts';
import { joinRequestsFil } from './fil.ts';

export const joinRequestsMessages = { en: joinRequestsEn, fil: joinRequestsFil };
export const useJoinRequestsT = defineFeatureMessages(joinRequestsMessages);
export type { JoinRequestsKey };
