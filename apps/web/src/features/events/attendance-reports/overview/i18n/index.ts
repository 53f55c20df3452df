import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { attendanceEn, type AttendanceKey } from './en.ts';
import { attendanceFil } from './fil.ts';

export const attendanceMessages = { en: attendanceEn, fil: attendanceFil };
export const useAttendanceT = defineFeatureMessages(attendanceMessages);
export type { AttendanceKey };
