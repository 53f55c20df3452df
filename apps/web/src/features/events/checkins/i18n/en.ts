/** English messages of the flock's attendance form (`flock-attendance-modal`); they load with its page. */
export const flockAttendanceEn = {
  'notAllowed.title': 'Not available for your account',
  'notAllowed.body':
    'Flock leaders record their flock’s attendance here. If you lead a flock, ask the secretary of your locale to give you the flock leader role.',
  'page.title': 'Flock attendance',
  'page.intro': 'Tick who of the flock came, then save once.',
  'page.locale': 'Locale',
  'page.flock': 'Flock',
  'page.chooseFlock': 'Choose a flock…',
  'page.noFlock': 'You do not lead a flock.',
  'gathering.label': 'Gathering',
  'gathering.option': '{title} · {when}',
  'gathering.none': 'No gathering of the last weeks has opened for check-in yet.',
  'list.empty': 'This flock has no endorsed members yet.',
  'list.count': '{count} of {total} present',
  'list.lockedHow': '{method}, {time}',
  'list.save': 'Save attendance',
  'list.saved': 'Saved: {count} of {total} recorded present.',
  'list.unsaved': 'Not saved yet',
  'leave.title': 'Leave without saving?',
  'leave.body': 'The ticks you changed are not saved yet. If you leave, they are lost.',
  'leave.confirm': 'Leave without saving',
  'method.qr': 'Checked in with the QR card',
  'method.qr-location': 'Checked in with the venue QR code',
  'method.face': 'Checked in by face',
  'method.kiosk-search': 'Checked in at the kiosk',
  'method.manual': 'Recorded by an admin',
  'method.flock-leader': 'Recorded by the flock leader',
  'method.livestream': 'Watched online',
  'method.household': 'With their household',
} as const;

export type FlockAttendanceKey = keyof typeof flockAttendanceEn;
