import type { FeatureDictionary } from '../../../../../lib/i18n/index.ts';
import type { invitationsEn } from './en.ts';

/** Filipino messages of the invitation pages. */
export const invitationsFil: FeatureDictionary<typeof invitationsEn> = {
  'event.flyerAlt': 'Flyer ng {title}',
  'event.when': 'Kailan',
  'event.where': 'Saan',
  'event.zone': 'Ang mga oras ay sa {zone} ({abbr}).',
  'event.localeVenue': 'Sa {locale}',
  'event.notFound':
    'Walang event na tinutukoy ang imbitasyong ito. Humingi ng bagong link sa nagpadala nito.',
  'inviter.invitedBy': 'Inimbitahan ka ni {name}',
  'inviter.photoAlt': 'Larawan ni {name}',
  'state.cancelled': 'Kinansela ang event na ito. Paumanhin — walang tinatanggap na RSVP.',
  'state.closed': 'Sarado na ang pag-RSVP sa event na ito.',
  'state.over': 'Tapos na ang event na ito.',
  'state.notOpen':
    'Magbubukas ang pag-RSVP sa {date}. Bumalik ka sa araw na iyon para magpareserba ng upuan.',
  'state.full':
    'Puno na ang lahat ng upuan: kung mag-RSVP ka ngayon, mapupunta ka sa listahan ng naghihintay.',
  'form.title': 'Magpareserba ng upuan',
  'form.intro': 'Hindi kailangan ng account. Kalahating minuto lang ito.',
  'form.firstName': 'Pangalan',
  'form.lastName': 'Apelyido',
  'form.contactHint': 'Magbigay ng numero ng mobile o e-mail address (kahit isa), para makontak ka namin.',
  'form.mobile': 'Numero ng mobile',
  'form.mobileHint': 'Halimbawa 0917 123 4567, o may country code: +639171234567',
  'form.email': 'Ang iyong e-mail',
  'form.emailHint': 'Dito ipapadala ang link ng RSVP mo, kasama ang QR code mo.',
  'form.contactRequired': 'Magbigay ng numero ng mobile o e-mail address',
  'form.partySize': 'Ilan kayong darating (kasama ka)?',
  'form.partySizeRange': 'Mula 1 hanggang {max} katao',
  'form.partyTooLarge':
    'Hanggang {max} katao lang bawat RSVP sa event na ito. Para sa mas malaking grupo, magtanong sa iglesya.',
  'form.firstTime': 'Unang beses ko sa iglesyang ito',
  'form.consent': 'Maaari akong kontakin ng iglesya pagkatapos ng event.',
  'form.submit': 'Mag-RSVP',
  'form.tooMany':
    'Napakaraming RSVP ang naipadala mula sa koneksyong ito. Subukang muli pagkalipas ng isang oras.',
  'form.tooFast': 'Napakabilis niyon! Suriin ang iyong mga detalye at ipadalang muli.',
  'form.tokenRenewed':
    'Nag-expire na o naipadala na ang form na ito, kaya ni-refresh namin ito. Suriin ang iyong mga detalye at pindutin muli ang Mag-RSVP.',
  'receipt.title': 'Salamat, {name}! Natanggap namin ang RSVP mo.',
  'receipt.checkBoth': 'Tingnan ang iyong e-mail o telepono para sa link ng RSVP mo.',
  'receipt.checkEmail': 'Tingnan ang iyong e-mail para sa link ng RSVP mo.',
  'receipt.checkPhone': 'Tingnan ang iyong telepono para sa link ng RSVP mo.',
  'receipt.linkHint':
    'Buksan ang link para makita ang QR code mo, at ipakita ito sa pintuan. Doon mo rin makakansela ang RSVP mo.',
  'receipt.notArrived':
    'Wala pa rin pagkalipas ng ilang minuto? Tingnan ang spam folder mo. Kung nakapag-RSVP ka na dati, ipinadala naming muli ang link mo.',
  'rsvp.title': 'Nasa listahan ka na, {name}!',
  'rsvp.status.confirmed': 'Kumpirmado: nakareserba na ang upuan mo.',
  'rsvp.status.waitlisted': 'Nasa listahan ng naghihintay: ika-{position}.',
  'rsvp.status.waitlistedNoPosition': 'Nasa listahan ng naghihintay.',
  'rsvp.status.registered': 'Nairehistro ka na. Kumpirmahin sa ibaba na darating ka.',
  'rsvp.status.attended': 'Tinanggap ka na sa pintuan. Salamat sa pagdalo!',
  'rsvp.status.cancelled': 'Kinansela. Maaari kang mag-RSVP muli habang bukas pa ang pag-RSVP.',
  'rsvp.heading': 'Ang iyong RSVP',
  'rsvp.party': '{count} katao',
  'rsvp.qrAlt': 'QR code ng iyong RSVP',
  'rsvp.showAtDoor': 'Ipakita ito sa pintuan.',
  'rsvp.saveQr': 'I-save ang QR sa photos',
  'rsvp.addToCalendar': 'Idagdag sa kalendaryo',
  'waitlist.title': 'Wala pang upuan: wala pang QR para sa pintuan',
  'waitlist.byMail':
    'Kapag may nabakanteng upuan, ipapadala namin ang QR code mo sa e-mail na ibinigay mo. Lalabas din ito sa pahinang ito.',
  'waitlist.byPhone':
    'Itago ang link na ito: lalabas dito ang QR code mo kapag may nabakanteng upuan. Nasa simbahan ang numero mo kung kailangan ka nilang kontakin.',
  'waitlist.byPage': 'Kapag may nabakanteng upuan, lalabas sa pahinang ito ang QR code mo: itago ang link.',
  'rsvp.linkTitle': 'Ang iyong link',
  'rsvp.linkHint': 'Itago ang link na ito para makita, makumpirma o makansela ang RSVP mo mamaya.',
  'rsvp.copy': 'Kopyahin ang link ko',
  'rsvp.copied': 'Nakopya na',
  'rsvp.copyFailed': 'Hindi gumana ang pagkopya rito. Piliin ang link at ikaw na ang kumopya.',
  'rsvp.save': 'I-save o ipadala ang link ko',
  'rsvp.confirm': 'Kumpirmahing darating ako',
  'rsvp.cancel': 'Kanselahin ang RSVP ko',
  'rsvp.cancelTitle': 'Kanselahin ang RSVP mo?',
  'rsvp.cancelBody':
    'Mapupunta ang upuan mo sa susunod na naghihintay. Maaari kang mag-RSVP muli habang bukas pa ang pag-RSVP.',
  'rsvp.cancelConfirm': 'Oo, kanselahin',
  'rsvp.keep': 'Huwag kanselahin',
  'rsvp.notFound':
    'Hindi wasto ang link ng RSVP na ito. Tiyaking nakopya mo ang buong link, o mag-RSVP muli sa ibaba.',
  'rsvp.another': 'Mag-RSVP para sa iba',
  'card.title': 'Inimbitahan ka!',
  'card.scan': 'I-scan para mag-RSVP',
  'card.qrAlt': 'QR code ng imbitasyon sa {title}',
  'card.from': 'Mula kay {name}',
  'card.notFound': 'Walang event na tinutukoy ang invite card na ito.',
} as const;
