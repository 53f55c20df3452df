/**
 * English messages of home's cards by role (a member's week, a leader's flock, the secretary's and finance's
 * waiting work); they load with those cards, only for those who have the role.
 */
export const homeRolesEn = {
  'myWeek.title': 'My week',
  'myWeek.came': 'You checked in this week. Thank you for coming!',
  'myWeek.notYet': 'No check-in yet this week.',
  'myWeek.streak': 'Weeks in a row: {count}',
  'myWeek.link': 'My attendance',
  'leader.title': '{flock} this week',
  'leader.noGathering': 'No gathering has been held this week yet.',
  'leader.came': '{present} of {total} members came',
  'leader.record': 'Record attendance',
  'leader.toCall': 'Who to call',
  'leader.andMore': '{names} and {count} more',
  'leader.nobodyToCall': 'Nobody has been away three weeks.',
  'leader.careNotYet': 'The care list starts once the locale has held three weeks of gatherings.',
  'leader.careLink': 'Open the care list',
  'leader.celebrants': 'Celebrants this week',
  'leader.noCelebrants': 'No birthdays or wedding anniversaries this week.',
  'leader.celebrantsLink': 'Greet them',
  'leader.joinRequests': 'Join requests waiting',
  'secretary.title': 'Waiting for you',
  'secretary.endorsements': 'Registrations to endorse',
  'secretary.transfersIn': 'Transfers waiting for your answer',
  'secretary.followUps': 'Prospects with a follow-up past due',
  'secretary.today': 'Today at {locale}',
  'secretary.noGatherings': 'No gathering today.',
  'secretary.gathering': '{time} {title} · {count} checked in',
  'secretary.kiosks': 'Kiosks paired: {paired} of {total}',
  'secretary.noKiosks': 'No kiosk set up yet.',
  'secretary.attendanceLink': 'Attendance records and kiosks',
  'finance.title': 'Giving at {locale}',
  'finance.openBatches': 'Open batches to count and close',
  'finance.gifts': 'Gifts received in the last 7 days',
  'finance.total': 'Total: {amounts}',
  'finance.recordTransfer': 'Record a bank transfer',
  'count.atLeast': '{count}+',
} as const;

export type HomeRolesKey = keyof typeof homeRolesEn;
