import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { emailOutboxEn, type EmailOutboxKey } from './en.ts';
import { emailOutboxFil } from './fil.ts';

export const emailOutboxMessages = { en: emailOutboxEn, fil: emailOutboxFil };
export const useEmailOutboxT = defineFeatureMessages(emailOutboxMessages);
export type { EmailOutboxKey };
