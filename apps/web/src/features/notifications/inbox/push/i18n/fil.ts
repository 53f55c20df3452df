import type { FeatureDictionary } from '../../../../../lib/i18n/index.ts';
import type { pushEn } from './en.ts';

/** Filipino messages of web push. */
export const pushFil: FeatureDictionary<typeof pushEn> = {
  'push.title': 'Mga push na abiso',
  'push.switch': 'Mga push na abiso sa device na ito',
  'push.description':
    'Lilitaw ang iyong mga abiso sa device na ito kahit sarado ang Congregate, para sa mga paksang naka-on ang push.',
  'push.unsupported':
    'Hindi makatatanggap ng push na abiso ang browser na ito. Sa iPhone o iPad, idagdag muna ang Congregate sa Home Screen (Share, saka “Add to Home Screen”) at buksan ito mula roon.',
  'push.denied':
    'Naka-block ang mga abiso ng Congregate sa browser na ito. Payagan ang mga ito sa site settings ng browser (ang icon na kandado sa tabi ng address), saka i-on muli ang switch.',
  'push.dismissed': 'Nananatiling naka-off ang push: hindi pinayagan ang browser na magpakita ng mga abiso.',
  'push.on': 'Naka-on ang mga push na abiso sa device na ito.',
  'push.off': 'Naka-off ang mga push na abiso sa device na ito.',
  'push.failed': 'Hindi mabago ang mga push na abiso. Suriin ang iyong koneksyon at subukan ulit.',
};
