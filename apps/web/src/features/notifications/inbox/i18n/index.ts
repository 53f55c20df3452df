import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { notificationsEn, type NotificationsKey } from './en.ts';
import { notificationsFil } from './fil.ts';

export const notificationsMessages = { en: notificationsEn, fil: notificationsFil };
export const useNotificationsT = defineFeatureMessages(notificationsMessages);
export type { NotificationsKey };
