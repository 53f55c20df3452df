import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { flyersEn } from './en.ts';

/** Filipino messages of the flyer pages. */
export const flyersFil: FeatureDictionary<typeof flyersEn> = {
  'page.title': 'Mag-imbita gamit ang flyer',
  'page.from': 'Mga flyer ni {name}, bawat isa may sariling link ng imbitasyon.',
  'page.intro':
    'I-download o ibahagi ang flyer: sinumang mag-scan ng QR code nito o magbukas ng link mo ay makakapag-RSVP, at ibibilang na bisita mo.',
  'page.notFound': 'Walang flyer para sa link na ito. Tiyaking nakopya mo ang buong link.',
  'page.empty':
    'Wala pang paparating na event ang iglesya mo. Kapag may naplano na, lalabas dito ang flyer nito.',
  'page.maker': 'Pumili ng event at format',
  'format.label': 'Anyo',
  'format.square': 'Parisukat na post',
  'format.story': 'Story (patayo)',
  'flyer.alt': 'Flyer ng {title}, {format}',
  'flyer.download': 'I-download',
  'flyer.downloadLabel': 'I-download ang flyer ng {title}',
  'flyer.copy': 'Kopyahin ang link',
  'flyer.copied': 'Nakopya na',
  'flyer.copyFailed': 'Hindi gumana ang pagkopya rito. Piliin ang link at ikaw na ang kumopya.',
  'flyer.link': 'Link ng imbitasyon',
  'flyer.share': 'Ibahagi',
  'flyer.shareFailed': 'Hindi gumana ang pagbabahagi. I-download na lang ang flyer o kopyahin ang link.',
  'flyer.card': 'Buksan ang invite card',
  'flyer.cardHint': 'Ipakita ang card sa katabi mo: i-scan nila ito gamit ang kanilang phone.',
  'homefree.missing':
    'Hindi pa naihahanda ang pahina ng kampanyang ito. Magtanong sa opisina ng iglesya, o ibahagi na lang ang mga flyer ng mga event ng iglesya mo.',
  'homefree.noEvent':
    'Wala pang event ng kampanyang ito ang iglesya mo. Ibahagi muna ang mga flyer ng iba pang event nito.',
  'homefree.otherFlyers': 'Lahat ng aking flyer',
  'maker.title': 'Gumawa ng flyer',
  'maker.event': 'Ang event',
  'maker.eventPlaceholder': 'Pumili ng event',
  'maker.chooseEvent': 'Pumili ng event para makita ang flyer nito.',
} as const;
