import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { attendancePartsEn } from './en.ts';

/** Filipino messages of the shared attendance pieces: exactly the English keys. */
export const attendancePartsFil: FeatureDictionary<typeof attendancePartsEn> = {
  'care.title': 'Listahan ng aalagaan',
  'care.intro':
    'Mga miyembro ng {flock} na hindi pa dumadalo mula {since}: makatutulong ang isang tawag o pagdalaw.',
  'care.notYet': 'Magsisimula ang listahan kapag may tatlong linggo nang pagtitipon ang lokal.',
  'care.empty': 'Walang miyembro ng {flock} na tatlong linggo nang wala. Salamat sa Diyos!',
  'care.lastCame': 'Huling dumalo noong {date}',
  'care.never': 'Wala pang naitalang pagdalo',
  'care.count': '{count} na dapat kumustahin',
  'care.call': 'Tawagan si {name}',
  'care.message': 'I-text si {name}',
  'absent.title': 'Hindi dumalo',
  'absent.none': 'Dumalo ang lahat ng kawan.',
  'table.period': 'Panahon',
  'table.total': 'Kabuuan',
  'table.name': 'Pangalan',
  'week.label': 'Linggo ng {date}',
};
