import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { placementEn, type PlacementKey } from './en.ts';
import { placementFil } from './fil.ts';

export const placementMessages = { en: placementEn, fil: placementFil };
export const usePlacementT = defineFeatureMessages(placementMessages);
export type { PlacementKey };
