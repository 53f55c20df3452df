import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { endorsementEn } from './en.ts';

/** Filipino messages of the endorsement page: exactly the English keys. */
export const endorsementFil: FeatureDictionary<typeof endorsementEn> = {
  'notAllowed.title': 'Hindi para sa iyong account',
  'notAllowed.body':
    'Ang pag-endorso ng mga rehistro ay para sa mga admin ng lokal, distrito at super admin. Kung sa tingin mo ay dapat kang may access, magtanong sa admin ng iyong lokal.',
  'list.title': 'Pag-endorso',
  'list.intro':
    'Mga taong nagparehistro at naghihintay na kumpirmahin mo sila. Tingnan muna ang mga posibleng doble bago mag-endorso.',
  'list.locale': 'Lokal',
  'list.allLocales': 'Lahat ng aking lokal',
  'list.count': '{count} ang naghihintay',
  'list.countOne': '1 ang naghihintay',
  'list.empty':
    'Walang naghihintay ng pag-endorso. Lalabas dito ang mga bagong rehistro sa iyong mga lokal; maaari ka ring magdagdag ng mga miyembro sa pag-upload ng file.',
  'list.uploadLink': 'Mag-upload ng mga miyembro',
  'list.manageLink': 'Pamahalaan ang mga miyembro',
  'card.memberId': 'ID ng miyembro {id}',
  'card.email': 'Email',
  'card.mobile': 'Numero ng mobile',
  'card.birthDate': 'Petsa ng kapanganakan',
  'card.locale': 'Lokal',
  'card.registeredAt': 'Nagparehistro',
  'card.none': '—',
  'card.endorse': 'I-endorso',
  'card.reject': 'Tanggihan',
  'card.actionsFor': 'Mga pasya tungkol kay {name}',
  'duplicates.title': 'Mga posibleng doble',
  'duplicates.reason.name_birth_date': 'Parehong pangalan at petsa ng kapanganakan',
  'duplicates.reason.email': 'Parehong email',
  'duplicates.reason.mobile': 'Parehong mobile number',
  'duplicates.inScope': '{name} ({id}) sa {locale}',
  'duplicates.endorsed': 'endorsado',
  'duplicates.pending': 'hindi pa endorsado',
  'duplicates.outOfScope':
    'Isang record sa {locale}, labas sa iyong saklaw. Magtanong sa admin ng lokal na iyon bago mag-endorso.',
  'duplicates.merge': 'Isama sa record na ito',
  'duplicates.mergeLabel': 'Isama ang rehistro ni {name} sa {target}',
  'endorse.title': 'I-endorso si {name}',
  'endorse.intro': 'Piliin ang uri ng miyembro at ang kawan sa {locale}. Maaaring palitan ang dalawa mamaya.',
  'endorse.type': 'Uri ng miyembro',
  'endorse.flock': 'Kawan',
  'endorse.noFlock': 'Wala pang kawan',
  'endorse.flocksLoading': 'Nilo-load ang mga kawan…',
  'endorse.flocksFailed':
    'Hindi ma-load ang mga kawan ng lokal na ito. Maaari kang mag-endorso ngayon at magtakda ng kawan mamaya.',
  'endorse.noFlocks': 'Wala pang kawan ang lokal na ito.',
  'endorse.submit': 'I-endorso',
  'reject.title': 'Tanggihan ang rehistro ni {name}?',
  'reject.body':
    'Sasabihan ang tao ng dahilan sa email at makikita niya ito pag-sign in. Mananatili ang kanyang account, pero hindi niya magagamit ang app.',
  'reject.reason': 'Dahilan',
  'reject.reasonHint': 'hal. hindi kilala sa lokal; makipag-ugnayan sa kalihim',
  'reject.submit': 'Tanggihan',
  'merge.title': 'Isama sa dati nang record?',
  'merge.body':
    'Ikakabit ang account ni {name} sa {target} ({id}), na mananatili ang kasaysayan. Aalisin ang bagong record ng rehistro. Hindi na ito mababawi.',
  'merge.submit': 'Isama',
  'decision.conflict': '{message} — ni-refresh ang listahan.',
  'outcome.endorsed':
    'Endorsadong miyembro na si {name}. Makakapasok siya sa app sa susunod niyang pagbukas ng pahina.',
  'outcome.rejected':
    'Tinanggihan ang rehistro ni {name}. Sinabihan siya ng dahilan sa email at makikita niya ito pag-sign in.',
  'outcome.merged':
    'Naisama ang rehistro ni {name} sa dati nang record ng miyembro. Mag-sign in siya gamit ang sariling account at makikita ang record na iyon.',
  'endorse.already': 'Endorsadong miyembro na si {name}.',
  'type.member': 'Miyembro',
  'type.worker': 'Manggagawa',
  'type.officer': 'Opisyal',
  'type.minister': 'Ministro',
  'type.youth': 'Kabataan',
  'type.child': 'Bata',
};
