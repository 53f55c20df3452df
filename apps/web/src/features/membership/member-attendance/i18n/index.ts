import { defineFeatureMessages, type FeatureDictionary } from '../../../../lib/i18n/index.ts';

export const memberAttendanceEn = {
  'myAttendance.title': 'My attendance',
  'myAttendance.intro': 'The gatherings you checked in to, newest first.',
  'myAttendance.total': '{count, plural, one {# check-in} other {# check-ins}} in all',
  'myAttendance.emptyTitle': 'No check-ins yet',
  'myAttendance.empty':
    'When you come to a service or event, show your QR card at the kiosk or to an usher, or scan the QR code at the venue. Your check-ins then appear here.',
  'myAttendance.openCard': 'Open my QR card',
  'myAttendance.checkedIn': 'Checked in {time}',
  'myAttendance.method.qr': 'QR card',
  'myAttendance.method.qr-location': 'Venue QR code',
  'myAttendance.method.face': 'Face recognition',
  'myAttendance.method.kiosk-search': 'Kiosk (name search)',
  'myAttendance.method.manual': 'Recorded by an admin',
  'myAttendance.method.flock-leader': 'Recorded by the flock leader',
  'myAttendance.shown': 'Showing {shown} of {total}',
};

const memberAttendanceFil: FeatureDictionary<typeof memberAttendanceEn> = {
  'myAttendance.title': 'Aking pagdalo',
  'myAttendance.intro': 'Ang mga pagtitipong pinag-check in-an mo, pinakabago muna.',
  'myAttendance.total': '{count} check-in sa kabuuan',
  'myAttendance.emptyTitle': 'Wala pang check-in',
  'myAttendance.empty':
    'Kapag dumalo ka sa isang pagsamba o event, ipakita ang iyong QR card sa kiosk o sa usher, o i-scan ang QR code sa lugar. Lalabas dito ang iyong mga check-in.',
  'myAttendance.openCard': 'Buksan ang aking QR card',
  'myAttendance.checkedIn': 'Nag-check in {time}',
  'myAttendance.method.qr': 'Gamit ang QR card',
  'myAttendance.method.qr-location': 'QR code ng lugar',
  'myAttendance.method.face': 'Pagkilala sa mukha',
  'myAttendance.method.kiosk-search': 'Kiosk (paghahanap ng pangalan)',
  'myAttendance.method.manual': 'Itinala ng admin',
  'myAttendance.method.flock-leader': 'Itinala ng lider ng kawan',
  'myAttendance.shown': 'Ipinapakita ang {shown} sa {total}',
};

export const memberAttendanceMessages = { en: memberAttendanceEn, fil: memberAttendanceFil };
export const useMemberAttendanceT = defineFeatureMessages(memberAttendanceMessages);
export type MemberAttendanceKey = keyof typeof memberAttendanceEn;
