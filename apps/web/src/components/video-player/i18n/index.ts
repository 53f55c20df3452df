import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { videoPlayerEn } from './en.ts';
import { videoPlayerFil } from './fil.ts';

export const videoPlayerMessages = { en: videoPlayerEn, fil: videoPlayerFil };
export const useVideoPlayerT = defineFeatureMessages(videoPlayerMessages);
