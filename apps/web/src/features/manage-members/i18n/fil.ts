import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { manageEn } from './en.ts';

/** Filipino messages of the manage-members hub: exactly the English keys. */
export const manageFil: FeatureDictionary<typeof manageEn> = {
  'notAllowed.title': 'Hindi para sa iyong account',
  'notAllowed.manage':
    'Ang pamamahala ng mga miyembro ay para sa mga admin ng lokal, distrito at super admin. Kung sa tingin mo ay dapat kang may access, magtanong sa admin ng iyong lokal.',
  'type.member': 'Miyembro',
  'type.worker': 'Manggagawa',
  'type.officer': 'Opisyal',
  'type.minister': 'Ministro',
  'type.youth': 'Kabataan',
  'type.child': 'Bata',
  'manage.title': 'Pamahalaan ang mga miyembro',
  'manage.intro':
    'Ang mga miyembro ng iyong lokal: magtakda ng kawan at uri ng miyembro, maglipat, mag-edit.',
  'manage.locale': 'Lokal',
  'manage.search': 'Maghanap ayon sa pangalan, email, member id o mobile',
  'manage.count': '{total} miyembro',
  'manage.countOne': '1 miyembro',
  'manage.countShown': '{shown} sa {total} miyembro ang ipinapakita',
  'manage.empty':
    'Wala pang miyembro ang lokal na ito. Mag-upload ng file ng mga miyembro, o i-endorso ang mga nagparehistro.',
  'manage.noMatch':
    'Walang miyembrong tugma sa “{q}”. Suriin ang baybay, o maghanap ayon sa member id o mobile.',
  'manage.noScope':
    'Walang lokal na saklaw ng iyong mga tungkulin, kaya walang miyembrong mapapamahalaan. Hilingin sa super admin na suriin ang iyong tungkulin.',
  'manage.upload': 'Mag-upload ng mga miyembro',
  'manage.endorsement': 'Pag-endorso',
  'manage.search.page': 'Hanapin ang lahat ng miyembro',
  'manage.noFlock': 'Walang kawan',
  'manage.pending': 'Hindi pa endorsado',
  'manage.actionsFor': 'Mga aksyon para kay {name}',
  'manage.assignFlock': 'Magtakda ng kawan',
  'manage.assignFlockFor': 'Magtakda ng kawan para kay {name}',
  'manage.setType': 'Uri ng miyembro',
  'manage.setTypeFor': 'Itakda ang uri ng miyembro ni {name}',
  'manage.transfer': 'Ilipat',
  'manage.transferFor': 'Ilipat si {name} sa ibang lokal',
  'manage.edit': 'I-edit',
  'manage.editFor': 'I-edit ang profile ni {name}',
  'type.title': 'Itakda ang uri ng miyembro',
  'type.intro': 'Ipinapakita ang uri ng miyembro sa mga listahan at ulat at ginagamit sa mga filter.',
  'type.choose': 'Uri ng miyembro',
  'type.save': 'I-save ang uri ng miyembro',
  'type.saved': '{type} na ang uri ng miyembro ni {name}.',
};
