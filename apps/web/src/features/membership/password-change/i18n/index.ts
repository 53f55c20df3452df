import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { passwordChangeEn } from './en.ts';
import { passwordChangeFil } from './fil.ts';

export const passwordChangeMessages = { en: passwordChangeEn, fil: passwordChangeFil };
export const usePasswordChangeT = defineFeatureMessages(passwordChangeMessages);
export type PasswordChangeKey = keyof typeof passwordChangeEn;
