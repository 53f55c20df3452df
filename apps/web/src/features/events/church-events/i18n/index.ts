import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { eventsAdminEn, type EventsAdminKey } from './en.ts';
import { eventsAdminFil } from './fil.ts';

export const eventsAdminMessages = { en: eventsAdminEn, fil: eventsAdminFil };
export const useEventsAdminT = defineFeatureMessages(eventsAdminMessages);
export type { EventsAdminKey };
