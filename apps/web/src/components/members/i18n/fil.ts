import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { membersEn } from './en.ts';

/** Filipino messages of the member pieces several admin pages share: exactly the English keys. */
export const membersFil: FeatureDictionary<typeof membersEn> = {
  'photo.alt': 'Larawan ni {name}',
  'dialog.title': 'Maghanap ng miyembro',
  'dialog.search': 'Pangalan, email, member ID o mobile',
  'dialog.hint': 'I-type ang bahagi nito; hindi mahalaga ang mga tuldik at malalaking titik.',
  'dialog.none': 'Walang miyembrong tumugma sa “{q}”.',
  'dialog.count': 'Ipinapakita ang {shown} sa {total}. Mag-type pa para paliitin ang listahan.',
  'target.missing':
    'Buksan ang pahinang ito mula sa Pamahalaan ang mga miyembro: kailangan nitong malaman kung sinong miyembro ang babaguhin.',
  'target.toManage': 'Pumunta sa Pamahalaan ang mga miyembro',
  'target.summary': '{id} · {locale}',
  'placement.back': 'Bumalik sa Pamahalaan ang mga miyembro',
  'action.endorse': 'I-endorso',
  'action.flock': 'Magtakda ng kawan',
  'action.type': 'Itakda ang uri ng miyembro',
  'action.transfer': 'Ilipat sa ibang lokal',
};
