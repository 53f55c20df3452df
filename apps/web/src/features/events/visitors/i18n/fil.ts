import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { visitorsEn } from './en.ts';

/** Filipino messages of the public visitor form (`visitor-form`). */
export const visitorsFil: FeatureDictionary<typeof visitorsEn> = {
  'form.title': 'Form ng bisita',
  'form.intro':
    'Maligayang pagdating! Magkuwento nang kaunti tungkol sa iyong sarili para makabati kami at manatiling konektado.',
  'form.locale': 'Simbahan (lokal)',
  'form.localePlaceholder': 'Piliin ang simbahang binibisita mo',
  'form.localesFailed': 'Hindi ma-load ang listahan ng mga simbahan. Subukang muli mamaya.',
  'form.firstName': 'Pangalan',
  'form.lastName': 'Apelyido',
  'form.mobile': 'Numero ng mobile',
  'form.mobileHint': 'Halimbawa 0917 123 4567, o may country code: +639171234567',
  'form.email': 'Ang iyong e-mail',
  'form.contactHint': 'Magbigay ng numero ng mobile, e-mail address o pareho, para maabot ka namin.',
  'form.heardFrom': 'Paano mo nalaman ang tungkol sa amin?',
  'form.heardFromPlaceholder': 'Isang kaibigan, social media, isang flyer…',
  'form.consent': 'Maaari ninyo akong kontakin tungkol sa simbahan at sa mga gawain nito.',
  'form.consentRequired': 'Lagyan ng tsek ang kahon para makontak ka namin',
  'form.contactRequired': 'Magbigay ng numero ng mobile o e-mail address',
  'form.submit': 'Ipadala',
  'inviter.legend': 'Sino ang nag-imbita sa iyo?',
  'inviter.invitedBy': 'Inimbitahan ni {name}',
  'inviter.change': 'Iba ang nag-imbita sa akin',
  'inviter.search': 'Ang kanyang pangalan',
  'inviter.searchHint':
    'Mag-type ng hindi bababa sa tatlong titik ng kanyang pangalan. Maaari itong iwanang blangko.',
  'inviter.chooseLocaleFirst': 'Piliin muna ang simbahan, saka hanapin ang nag-imbita sa iyo.',
  'inviter.pick': 'Inimbitahan ni {name}',
  'inviter.none': 'Walang nakitang may ganoong pangalan. Suriin ang baybay, o iwanang blangko.',
  'inviter.unknownLink': 'Hindi na wasto ang link ng imbitasyong ito. Maaari mo pa ring punan ang form.',
  'inviter.results': 'Mga nahanap na miyembro',
  'thanks.title': 'Salamat!',
  'thanks.body':
    'Natanggap namin ang iyong form. May isang taga-simbahan na makikipag-ugnayan sa iyo sa lalong madaling panahon.',
  'thanks.another': 'Punan ang form para sa ibang tao',
  'thanks.home': 'Bumalik sa pahina ng pagbati',
  'confirm.title': 'Kumpirmahin ang iyong e-mail address',
  'confirm.done': 'Salamat: nakumpirma na ang iyong e-mail address. Doon ka susulatan ng simbahan.',
  'confirm.invalid': 'Hindi na balido ang link na ito, o napalitan na ang address. Walang nakumpirma.',
  'confirm.failed': 'Hindi makumpirma ang address sa ngayon. Buksan muli ang link mamaya.',
  'error.tokenStale': 'Matagal nang bukas ang form na ito o naipadala na. Na-refresh na ito: pakipadala muli.',
  'error.tokenFailed': 'Hindi maihanda ang form. Tingnan ang iyong koneksyon at i-reload ang pahina.',
  'error.tooMany':
    'Masyadong maraming form ang naipadala mula sa koneksyong ito. Subukang muli pagkalipas ng isang oras.',
};
