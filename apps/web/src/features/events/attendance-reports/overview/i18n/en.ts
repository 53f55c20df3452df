/** English messages of the Attendance tab (`attendance`); they load with its page. */
export const attendanceEn = {
  'page.title': 'Attendance',
  'page.intro': 'Your weeks, your flock and your locale at a glance.',
  'mine.title': 'My attendance',
  'mine.streak': '{count, plural, one {# week} other {# weeks}} in a row',
  'mine.noStreak': 'No streak yet: come this week to start one.',
  'mine.thisWeek': 'Checked in this week',
  'mine.notThisWeek': 'Not yet this week',
  'mine.weeks': 'My last 12 weeks',
  'mine.week': 'Week of {date}: present at {attended} of {gatherings}',
  'mine.weekNone': 'Week of {date}: no gathering',
  'mine.count':
    'Present {weeks} of the last {shown} weeks · {checkIns, plural, one {# check-in} other {# check-ins}} in all',
  'mine.countBeforeThisWeek':
    'Present {weeks} of the {shown} weeks before this one · {checkIns, plural, one {# check-in} other {# check-ins}} in all',
  'mine.all': 'See every check-in',
  'mine.emptyTitle': 'No check-ins yet',
  'mine.empty':
    'Show your QR card at the kiosk, or scan the QR code posted at the venue, and your weeks fill in here.',
  'mine.openCard': 'Open my QR card',
  'flock.title': 'My flock: {flock}',
  'flock.week': 'Week of {date}: {present} of {total} present',
  'flock.noGathering':
    'No gathering of your locale has started this week yet. The list fills in after Sunday’s.',
  'flock.record': 'Record attendance',
  'flock.report': 'Flock report',
  'locale.title': 'Gatherings at {locale}',
  'locale.choose': 'Locale',
  'locale.checkIns': '{count} checked in',
  'locale.firstTimers': '{count, plural, one {# first-timer} other {# first-timers}}',
  'locale.cancelled': 'Cancelled',
  'locale.empty':
    'No gathering has started in the last four weeks. Check the service schedule, or add a gathering in Attendance records.',
  'locale.manage': 'Attendance records',
  'locale.trend': 'Locale trend',
  'locale.summary': 'Summary report',
} as const;

export type AttendanceKey = keyof typeof attendanceEn;
