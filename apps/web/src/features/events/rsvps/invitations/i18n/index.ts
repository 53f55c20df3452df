import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { invitationsEn, type InvitationsKey } from './en.ts';
import { invitationsFil } from './fil.ts';

export const invitationsMessages = { en: invitationsEn, fil: invitationsFil };
export const useInvitationsT = defineFeatureMessages(invitationsMessages);
export type { InvitationsKey };
