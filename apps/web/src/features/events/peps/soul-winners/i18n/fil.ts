import type { FeatureDictionary } from '../../../../../lib/i18n/index.ts';
import type { soulWinnersEn } from './en.ts';

/** Filipino messages of the soul winners' board (`event-soulwinner`). */
export const soulWinnersFil: FeatureDictionary<typeof soulWinnersEn> = {
  'page.title': 'Mga soul winner',
  'page.intro':
    'Sino ang nagdala ng mga tao sa simbahan: inimbitahan, dumalo, nag-aaral ng Biblia at nabautismuhan — bawat miyembro, kawan at lokal.',
  'page.noLocale': 'Wala pang lokal ang iyong account.',
  'controls.label': 'Saklaw ng talaan',
  'controls.locale': 'Lokal',
  'controls.period': 'Panahon',
  'period.month': 'Ngayong buwan',
  'period.quarter': 'Huling 3 buwan',
  'period.year': 'Ngayong taon',
  'period.custom': 'Piliin ang mga araw',
  'period.event': 'Isang event',
  'controls.from': 'Mula',
  'controls.to': 'Hanggang (kasama)',
  'controls.order': 'Hindi dapat lampas sa “Hanggang”',
  'controls.event': 'Kaganapan',
  'controls.chooseEvent': 'Pumili ng event',
  'controls.noEvents': 'Walang event noong nakaraang buwan o sa darating na taon.',
  'board.range': '{locale}, {from} – {to}',
  'board.ofEvent': '{locale}, {event}',
  'board.print': 'I-print ang talaan',
  'board.printHint': 'Ang talaan lang ang ipi-print, itim sa puti.',
  'board.empty':
    'Wala pang nakapagdala ng sinuman sa panahong ito. Idagdag ang mga inaabot mo bilang iyong mga PEP.',
  'board.members': 'Nangungunang mga soul winner',
  'board.membersCaption':
    'Mga soul winner, pinakamaraming nabautismuhan muna, saka pinakamaraming inimbitahan',
  'board.flocks': 'Bawat kawan',
  'board.flocksCaption': 'Kabuuan bawat kawan',
  'board.locale': 'Buong lokal',
  'col.rank': 'Ranggo',
  'col.member': 'Miyembro',
  'col.flock': 'Kawan',
  'col.invited': 'Inimbitahan',
  'col.attended': 'Dumalo',
  'col.studying': 'Nag-aaral',
  'col.baptized': 'Nabautismuhan',
  'col.total': 'Kabuuan',
  noFlock: 'Walang kawan',
};
