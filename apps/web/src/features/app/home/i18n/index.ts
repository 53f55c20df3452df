import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { homeRolesEn, type HomeRolesKey } from './en.ts';
import { homeRolesFil } from './fil.ts';

export const homeRolesMessages = { en: homeRolesEn, fil: homeRolesFil };
export const useHomeRolesT = defineFeatureMessages(homeRolesMessages);
export type { HomeRolesKey };
