import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { flockAttendanceEn } from './en.ts';

/** Filipino messages of the flock's attendance form (`flock-attendance-modal`). */
export const flockAttendanceFil: FeatureDictionary<typeof flockAttendanceEn> = {
  'notAllowed.title': 'Hindi available sa iyong account',
  'notAllowed.body':
    'Dito itinatala ng mga lider ng kawan ang pagdalo ng kanilang kawan. Kung namumuno ka ng kawan, hilingin sa kalihim ng iyong lokal ang tungkulin ng lider ng kawan.',
  'page.title': 'Pagdalo ng kawan',
  'page.intro': 'Lagyan ng tsek ang mga dumalo sa kawan, saka i-save nang minsan.',
  'page.locale': 'Lokal',
  'page.flock': 'Kawan',
  'page.chooseFlock': 'Pumili ng kawan…',
  'page.noFlock': 'Wala kang pinamumunuang kawan.',
  'gathering.label': 'Pagtitipon',
  'gathering.option': '{title} · {when}',
  'gathering.none': 'Wala pang pagtitipon sa mga nakaraang linggo na nagbukas ng check-in.',
  'list.empty': 'Wala pang endorsed na miyembro ang kawang ito.',
  'list.count': '{count} sa {total} ang dumalo',
  'list.lockedHow': '{method}, {time}',
  'list.save': 'I-save ang pagdalo',
  'list.saved': 'Na-save: {count} sa {total} ang naitalang dumalo.',
  'list.unsaved': 'Hindi pa naka-save',
  'leave.title': 'Umalis nang hindi nagse-save?',
  'leave.body': 'Hindi pa naka-save ang mga tsek na binago mo. Kung aalis ka, mawawala ang mga ito.',
  'leave.confirm': 'Umalis nang hindi nagse-save',
  'method.qr': 'Nag-check in gamit ang QR card',
  'method.qr-location': 'Nag-check in gamit ang QR code ng lugar',
  'method.face': 'Nag-check in gamit ang mukha',
  'method.kiosk-search': 'Nag-check in sa kiosk',
  'method.manual': 'Itinala ng admin',
  'method.flock-leader': 'Itinala ng lider ng kawan',
  'method.livestream': 'Nanood online',
  'method.household': 'Kasama ang sambahayan',
};
