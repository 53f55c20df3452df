import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { imagesEn, type ImagesKey } from './en.ts';
import { imagesFil } from './fil.ts';

export const imagesMessages = { en: imagesEn, fil: imagesFil };
export const useImagesT = defineFeatureMessages(imagesMessages);
export type { ImagesKey };
