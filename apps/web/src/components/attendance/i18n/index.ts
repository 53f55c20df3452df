import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { attendancePartsEn, type AttendancePartsKey } from './en.ts';
import { attendancePartsFil } from './fil.ts';

export const attendancePartsMessages = { en: attendancePartsEn, fil: attendancePartsFil };
export const useAttendancePartsT = defineFeatureMessages(attendancePartsMessages);
export type { AttendancePartsKey };
