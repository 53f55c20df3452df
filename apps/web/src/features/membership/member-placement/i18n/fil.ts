import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { placementEn } from './en.ts';

/** Filipino messages of the flock and member-type pages: exactly the English keys. */
export const placementFil: FeatureDictionary<typeof placementEn> = {
  'notAllowed.title': 'Hindi para sa iyong account',
  'notAllowed.manage':
    'Ang pamamahala ng mga miyembro ay para sa mga admin ng lokal, distrito at super admin. Kung sa tingin mo ay dapat kang may access, magtanong sa admin ng iyong lokal.',
  'type.member': 'Miyembro',
  'type.worker': 'Manggagawa',
  'type.officer': 'Opisyal',
  'type.minister': 'Ministro',
  'type.youth': 'Kabataan',
  'type.child': 'Bata',
  'target.current.flock': 'Kasalukuyang kawan: {flock}',
  'target.current.noFlock': 'Wala pa sa kawan',
  'target.current.type': 'Kasalukuyang uri ng miyembro: {type}',
  'group.title': 'Magtakda ng kawan',
  'group.intro':
    'Pumili ng isa sa mga kawan ng lokal ng miyembro, nakapangkat ayon sa cluster, o alisin ang miyembro sa kanyang kawan.',
  'group.filter': 'Maghanap ng kawan',
  'group.none': 'Walang kawan',
  'group.noneHint': 'Inaalis ang miyembro sa kasalukuyan niyang kawan.',
  'group.noMatch': 'Walang kawang tugma sa “{q}”.',
  'group.emptyLocale':
    'Wala pang kawan ang lokal na ito. Itinatakda ang mga kawan sa configuration ng lokal.',
  'group.choose': 'Mga kawan ng {locale}',
  'group.save': 'I-save ang kawan',
  'group.saved': 'Nasa {flock} na si {name}.',
  'group.cleared': 'Wala na sa kawan si {name}.',
  'type.title': 'Itakda ang uri ng miyembro',
  'type.intro': 'Ipinapakita ang uri ng miyembro sa mga listahan at ulat at ginagamit sa mga filter.',
  'type.choose': 'Uri ng miyembro',
  'type.save': 'I-save ang uri ng miyembro',
  'type.saved': '{type} na ang uri ng miyembro ni {name}.',
  'placement.unchanged': 'Walang nagbago: ito na ang {what} ng miyembro.',
  'placement.whatFlock': 'kawan',
  'placement.whatType': 'uri ng miyembro',
};
