import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { imagesEn } from './en.ts';

/** Filipino messages of the image viewer. */
export const imagesFil: FeatureDictionary<typeof imagesEn> = {
  'image.alt': 'Larawan',
  'image.refused':
    'Hindi maipapakita rito ang larawang ito: ang mga larawang nakatago sa Congregate lang ang nabubuksan dito.',
  'image.missing': 'Walang larawang ibinigay para ipakita.',
} as const;
