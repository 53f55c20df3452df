import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { emailChangeEn, type EmailChangeKey } from './en.ts';
import { emailChangeFil } from './fil.ts';

export const emailChangeMessages = { en: emailChangeEn, fil: emailChangeFil };
export const useEmailChangeT = defineFeatureMessages(emailChangeMessages);
export type { EmailChangeKey };
