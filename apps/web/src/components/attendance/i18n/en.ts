/** English messages of the attendance pieces the Attendance tab and the reports share; they load with those pages. */
export const attendancePartsEn = {
  'care.title': 'Care list',
  'care.intro': 'Members of {flock} who have not come since {since}: a call or a visit may help.',
  'care.notYet': 'The care list starts once the locale has held three weeks of gatherings.',
  'care.empty': 'Nobody of {flock} has been away for three weeks. Thank God!',
  'care.lastCame': 'Last came {date}',
  'care.never': 'No check-in recorded yet',
  'care.count': '{count} to reach out to',
  'care.call': 'Call {name}',
  'care.message': 'Message {name}',
  'absent.title': 'Not present',
  'absent.none': 'Everyone of the flock was present.',
  'table.period': 'Period',
  'table.total': 'Total',
  'table.name': 'Name',
  'week.label': 'Week of {date}',
} as const;

export type AttendancePartsKey = keyof typeof attendancePartsEn;
