import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { flockCareEn, type FlockCareKey } from './en.ts';
import { flockCareFil } from './fil.ts';

export const flockCareMessages = { en: flockCareEn, fil: flockCareFil };
export const useFlockCareT = defineFeatureMessages(flockCareMessages);
export type { FlockCareKey };
