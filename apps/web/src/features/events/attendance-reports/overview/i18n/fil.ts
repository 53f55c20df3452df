import type { FeatureDictionary } from '../../../../../lib/i18n/index.ts';
import type { attendanceEn } from './en.ts';

/** Filipino messages of the Attendance tab: exactly the English keys. */
export const attendanceFil: FeatureDictionary<typeof attendanceEn> = {
  'page.title': 'Pagdalo',
  'page.intro': 'Ang iyong mga linggo, kawan at lokal sa isang tingin.',
  'mine.title': 'Aking pagdalo',
  'mine.streak': '{count, plural, =1 {1 linggong sunod-sunod} other {# sunod-sunod na linggo}}',
  'mine.noStreak': 'Wala pang sunod-sunod: dumalo ngayong linggo para magsimula.',
  'mine.thisWeek': 'Nakapag-check in ngayong linggo',
  'mine.notThisWeek': 'Hindi pa ngayong linggo',
  'mine.weeks': 'Aking huling 12 linggo',
  'mine.week': 'Linggo ng {date}: dumalo sa {attended} sa {gatherings}',
  'mine.weekNone': 'Linggo ng {date}: walang pagtitipon',
  'mine.count': 'Dumalo sa {weeks} sa huling {shown} linggo · {checkIns} check-in sa kabuuan',
  'mine.countBeforeThisWeek':
    'Dumalo sa {weeks} sa {shown} linggo bago ang linggong ito · {checkIns} check-in sa kabuuan',
  'mine.all': 'Tingnan ang bawat check-in',
  'mine.emptyTitle': 'Wala pang check-in',
  'mine.empty':
    'Ipakita ang iyong QR card sa kiosk, o i-scan ang QR code na nakapaskil sa lugar, at mapupuno rito ang iyong mga linggo.',
  'mine.openCard': 'Buksan ang aking QR card',
  'flock.title': 'Aking kawan: {flock}',
  'flock.week': 'Linggo ng {date}: {present} sa {total} ang dumalo',
  'flock.noGathering':
    'Wala pang nagsimulang pagtitipon ng iyong lokal ngayong linggo. Mapupuno ang listahan pagkatapos ng Linggo.',
  'flock.record': 'Itala ang pagdalo',
  'flock.report': 'Ulat ng kawan',
  'locale.title': 'Mga pagtitipon sa {locale}',
  'locale.choose': 'Lokal',
  'locale.checkIns': '{count} ang nag-check in',
  'locale.firstTimers': '{count} unang beses',
  'locale.cancelled': 'Kinansela',
  'locale.empty':
    'Walang pagtitipong nagsimula sa huling apat na linggo. Tingnan ang iskedyul ng pagsamba, o magdagdag ng pagtitipon sa Mga talaan ng pagdalo.',
  'locale.manage': 'Mga talaan ng pagdalo',
  'locale.trend': 'Takbo ng lokal',
  'locale.summary': 'Buod na ulat',
};
