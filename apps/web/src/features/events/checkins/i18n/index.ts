import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { flockAttendanceEn, type FlockAttendanceKey } from './en.ts';
import { flockAttendanceFil } from './fil.ts';

export const flockAttendanceMessages = { en: flockAttendanceEn, fil: flockAttendanceFil };
export const useFlockAttendanceT = defineFeatureMessages(flockAttendanceMessages);
export type { FlockAttendanceKey };
