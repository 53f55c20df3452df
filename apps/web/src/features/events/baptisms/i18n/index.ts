import type { PepStage } from '@congregate/contracts';
import { useCallback } from 'react';
import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { baptismsEn, type BaptismsKey } from './en.ts';
import { baptismsFil } from './fil.ts';

export const baptismsMessages = { en: baptismsEn, fil: baptismsFil };
export const useBaptismsT = defineFeatureMessages(baptismsMessages);
export type { BaptismsKey };

/** A PEP's stage in words (`scheduled` → "Scheduled"). */
export function useStageLabel(): (stage: PepStage) => string {
  const bt = useBaptismsT();
  return useCallback((stage: PepStage) => bt(`stage.${stage}`), [bt]);
}
