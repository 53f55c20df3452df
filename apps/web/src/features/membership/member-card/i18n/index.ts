import { defineFeatureMessages, type FeatureDictionary } from '../../../../lib/i18n/index.ts';

export const memberCardEn = {
  'card.title': 'My QR card',
  'card.intro': 'Show this code at the kiosk or to an usher to check in.',
  'card.qrAlt': 'QR code of member card {id}',
  'card.memberId': 'Member ID',
  'card.locale': 'Locale',
  'card.issued': 'Card {version}, issued {date}',
  'card.print': 'Print',
  'card.reissue': 'Re-issue card',
  'card.reissueTitle': 'Re-issue the card?',
  'card.reissueBody':
    'A new QR code is made, and every earlier card (printed or saved on a phone) stops working. Do this when a card was lost or copied.',
  'card.reissued': 'A new card was issued. Earlier cards no longer work.',
  'card.photoAlt': 'Photo of {name}',
  'card.church': 'Member card',
};

const memberCardFil: FeatureDictionary<typeof memberCardEn> = {
  'card.title': 'Aking QR card',
  'card.intro': 'Ipakita ang code na ito sa kiosk o sa usher para mag-check in.',
  'card.qrAlt': 'QR code ng kard ng miyembro {id}',
  'card.memberId': 'ID ng miyembro',
  'card.locale': 'Lokal',
  'card.issued': 'Card {version}, inilabas noong {date}',
  'card.print': 'I-print',
  'card.reissue': 'Maglabas ng bagong card',
  'card.reissueTitle': 'Maglabas ng bagong card?',
  'card.reissueBody':
    'Gagawa ng bagong QR code, at hindi na gagana ang lahat ng naunang card (naka-print man o naka-save sa telepono). Gawin ito kapag nawala o nakopya ang card.',
  'card.reissued': 'May bagong card na. Hindi na gumagana ang mga naunang card.',
  'card.photoAlt': 'Larawan ni {name}',
  'card.church': 'Kard ng miyembro',
};

export const memberCardMessages = { en: memberCardEn, fil: memberCardFil };
export const useCardT = defineFeatureMessages(memberCardMessages);
