import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { endorsementEn } from './en.ts';

/** Filipino messages of the endorsement and validated pages. */
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
  'card.memberId': 'Member id {id}',
  'card.email': 'Email',
  'card.mobile': 'Mobile',
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
  'type.member': 'Miyembro',
  'type.worker': 'Manggagawa',
  'type.officer': 'Opisyal',
  'type.minister': 'Ministro',
  'type.youth': 'Kabataan',
  'type.child': 'Bata',
  'validated.title': 'Na-validate ang account',
  'validated.intro':
    'Kinukumpirma ng pahinang ito ang bagong email address, o ipinapakita ang kinalabasan ng pasya sa pag-endorso.',
  'validated.explain':
    'Buksan ito mula sa link sa email ng kumpirmasyon para ma-activate ang bagong email address. Dito napupunta ang mga admin pagkatapos mag-endorso, tumanggi o magsama ng rehistro.',
  'validated.home': 'Pumunta sa home page',
  'validated.confirming': 'Kinukumpirma ang iyong bagong email address…',
  'validated.emailDone':
    'Aktibo na ang iyong bagong email address na {email}. Gamitin ito sa pag-sign in mula ngayon.',
  'validated.signIn': 'Mag-sign in',
  'validated.emailInvalid':
    'Hindi wasto ang link na ito: maaaring nag-expire na, nagamit na, o napalitan ng mas bagong kahilingan. Hilingin muli ang pagbabago (Profile → Palitan ang email) o hilingin sa admin ng iyong lokal na magpadala ng bagong link.',
  'validated.emailTaken':
    'May ibang account na gumamit ng email address na ito habang naghihintay, kaya hindi nagawa ang pagbabago. Hilingin muli ang pagbabago gamit ang ibang address.',
  'validated.outcome.endorsed':
    'Endorsadong miyembro na si {name}. Makakapasok siya sa app sa susunod niyang pagbukas ng pahina.',
  'validated.outcome.rejected':
    'Tinanggihan ang rehistro ni {name}. Sinabihan siya ng dahilan sa email at makikita niya ito pag-sign in.',
  'validated.outcome.merged':
    'Naisama ang rehistro ni {name} sa dati nang record ng miyembro. Mag-sign in siya gamit ang sariling account at makikita ang record na iyon.',
  'validated.someone': 'Ang tao',
  'validated.back': 'Bumalik sa pag-endorso',
};
