import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { videoPlayerEn } from './en.ts';

export const videoPlayerFil: FeatureDictionary<typeof videoPlayerEn> = {
  'player.label': 'Player ng video: {title}',
  'player.cannotPlay':
    'Hindi mapapanood dito ang video na ito. Tingnan ang iyong koneksiyon at subukang muli; kung patuloy itong pumapalya, sabihan ang admin ng iyong lokal.',
  'player.tryAgain': 'Subukang muli',
};
