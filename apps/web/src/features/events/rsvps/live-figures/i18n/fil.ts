import type { FeatureDictionary } from '../../../../../lib/i18n/index.ts';
import type { liveFiguresEn } from './en.ts';

/** Filipino messages of the minister's page. */
export const liveFiguresFil: FeatureDictionary<typeof liveFiguresEn> = {
  title: 'Live na bilang',
  'notAllowed.title': 'Hindi available para sa iyong account',
  'notAllowed.body':
    'Dito sinusubaybayan nang live ng mga admin ng lokal (kalihim o punong ministro) ang mga event nito.',
  'locale.none': 'Wala ka pang lokal na pinangangasiwaan, kaya walang event dito.',
  'picker.locale': 'Lokal',
  'picker.event': 'Ang event',
  'picker.none': 'Wala pang event ang lokal na ito. Gumawa ng isa sa pahina ng Mga event.',
  'picker.cancelled': '{label} (kinansela)',
  cancelled: 'Kinansela',
  updated: 'Na-update {time}; kusang nagre-refresh.',
  'figures.rsvps': 'Mga RSVP',
  'figures.expected': 'Inaasahang dadalo',
  'figures.arrived': 'Dumating',
  'figures.firstTimers': 'Unang beses na nakapasok',
  'figures.seatsLeft': 'Natitirang upuan',
  'figures.noLimit': 'Walang limitasyon',
  'inviters.title': 'Nangungunang nag-imbita',
  'inviters.empty': 'Wala pang nag-imbita ng bisita.',
  'inviters.row': '{name}: {rsvps} inimbita, {arrived} dumating',
  'arrivals.title': 'Kararating lang',
  'arrivals.empty': 'Wala pang dumarating.',
  'arrivals.row': '{time} · {name} ({count} kasama)',
  'arrivals.firstTime': 'Unang beses',
};
