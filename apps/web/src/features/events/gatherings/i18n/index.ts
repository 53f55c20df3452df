import type { CheckInMethod } from '@congregate/contracts';
import { useCallback } from 'react';
import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { attendanceAdminEn, type AttendanceAdminKey } from './en.ts';
import { attendanceAdminFil } from './fil.ts';

export const attendanceAdminMessages = { en: attendanceAdminEn, fil: attendanceAdminFil };
export const useAttendanceAdminT = defineFeatureMessages(attendanceAdminMessages);
export type { AttendanceAdminKey };

/** How a check-in was recorded, in words (`qr` → "QR card"). */
export function useMethodLabel(): (method: CheckInMethod) => string {
  const at = useAttendanceAdminT();
  return useCallback((method: CheckInMethod) => at(`method.${method}`), [at]);
}
