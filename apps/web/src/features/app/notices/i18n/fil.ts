import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { noticesEn } from './en.ts';

/** Filipino messages of the notice page. */
export const noticesFil: FeatureDictionary<typeof noticesEn> = {
  'notice.rsvp-cancelled.title': 'Kinansela ang RSVP',
  'notice.rsvp-cancelled.body':
    'Kinansela ang RSVP at napunta ang mga upuan nito sa listahan ng naghihintay.',
  'notice.event-cancelled.title': 'Kinansela ang event',
  'notice.event-cancelled.body':
    'Kinansela ang event. Sinabihan ang mga bisitang may e-mail address, at hindi na sila papapasukin ng kanilang QR code.',
  'notice.event-deleted.title': 'Binura ang event',
  'notice.event-deleted.body': 'Binura ang event. Walang nag-RSVP dito.',
  'notice.saved.title': 'Nai-save',
  'notice.saved.body': 'Nai-save na ang mga binago mo.',
  'notice.unknown.title': 'Walang maipapakita',
  'notice.unknown.body': 'Walang mensahe para sa iyo ang pahinang ito. Bumalik sa home para magpatuloy.',
  'notice.continue': 'Magpatuloy',
  'notice.home': 'Pumunta sa home',
} as const;
