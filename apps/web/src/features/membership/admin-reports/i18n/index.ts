import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { dashboardEn, type DashboardKey } from './en.ts';
import { dashboardFil } from './fil.ts';

export const dashboardMessages = { en: dashboardEn, fil: dashboardFil };
export const useDashboardT = defineFeatureMessages(dashboardMessages);
export type { DashboardKey };
