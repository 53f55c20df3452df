import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { groupRegisterEn, type GroupRegisterKey } from './en.ts';
import { groupRegisterFil } from './fil.ts';

export const groupRegisterMessages = { en: groupRegisterEn, fil: groupRegisterFil };
export const useGroupRegisterT = defineFeatureMessages(groupRegisterMessages);
export type { GroupRegisterKey };
