import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { transferEn } from './en.ts';

/** Filipino messages of the transfer page (`locale-modal2`): exactly the English keys. */
export const transferFil: FeatureDictionary<typeof transferEn> = {
  'notAllowed.title': 'Hindi para sa iyong account',
  'notAllowed.transfer':
    'Ang paglilipat ng mga miyembro ay para sa mga admin ng lokal, distrito at super admin. Ang miyembrong lilipat ay maaaring humiling ng paglipat mula sa kanyang profile.',
  'transfer.title': 'Ilipat ang miyembro',
  'transfer.intro':
    'Ilipat ang miyembro sa ibang lokal. Kung ikaw ang nangangalaga sa dalawang lokal, agad itong mangyayari; kung hindi, tatanggapin muna ito ng mga admin ng tatanggap na lokal.',
  'transfer.from': 'Nasa {locale} ngayon',
  'transfer.search': 'Hanapin ang bagong lokal',
  'transfer.destination': 'Bagong lokal',
  'transfer.noMatch': 'Walang lokal na tugma sa “{q}”.',
  'transfer.more': '{count} pa — mag-type pa ng pangalan para paikliin ang listahan.',
  'transfer.localesFailed': 'Hindi ma-load ang listahan ng mga lokal.',
  'transfer.reason': 'Dahilan',
  'transfer.reasonHint': 'hal. lumipat sa ibang lungsod; ipinapaalam sa dalawang lokal',
  'transfer.submit': 'Ilipat',
  'transfer.willMove': 'Ikaw ang nangangalaga sa {from} at {to}: agad na lilipat si {name}.',
  'transfer.willRequest': 'Tatanggapin muna ng isang admin ng {to} ang paglipat bago lumipat si {name}.',
  'transfer.nowTitle': 'Ilipat na ngayon si {name}?',
  'transfer.nowBody':
    'Agad na lilipat si {name} mula {from} papuntang {to}, dahil ikaw ang nangangalaga sa dalawang lokal. Aalisin ang kanyang kawan at itatala ang paglipat sa kasaysayan ng kanyang lokal.',
  'transfer.nowConfirm': 'Ilipat na ngayon',
  'transfer.requestTitle': 'Magpadala ng kahilingang ilipat si {name}?',
  'transfer.requestBody':
    'Magpapadala ito ng kahilingan sa mga admin ng {to}. Mananatili si {name} sa {from} hanggang tanggapin ito ng isa sa kanila at piliin ang kawan doon; saka itatala ang paglipat sa kasaysayan ng kanyang lokal.',
  'transfer.requestConfirm': 'Ipadala ang kahilingan',
  'transfer.chooseLocale': 'Piliin ang bagong lokal',
  'transfer.done': 'Agad na nailipat si {name} sa {to}. Magtakda ng kawan doon kapag handa ka na.',
  'transfer.pending':
    'Hiniling ang paglipat ni {name} sa {to}. Naghihintay itong tanggapin ng mga admin ng {to}; hanggang doon, mananatili si {name} sa {from}.',
};
