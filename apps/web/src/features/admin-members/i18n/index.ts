import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { adminEn, type AdminKey } from './en.ts';
import { adminFil } from './fil.ts';

export const adminMessages = { en: adminEn, fil: adminFil };
export const useAdminT = defineFeatureMessages(adminMessages);
export type { AdminKey };
