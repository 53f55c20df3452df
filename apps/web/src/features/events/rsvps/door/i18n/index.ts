import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { doorEn, type DoorKey } from './en.ts';
import { doorFil } from './fil.ts';

export const doorMessages = { en: doorEn, fil: doorFil };
export const useDoorT = defineFeatureMessages(doorMessages);
export type { DoorKey };
