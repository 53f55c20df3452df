import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { dialogsEn, type DialogsKey } from './en.ts';
import { dialogsFil } from './fil.ts';

export const dialogsMessages = { en: dialogsEn, fil: dialogsFil };
export const useDialogsT = defineFeatureMessages(dialogsMessages);
export type { DialogsKey };
