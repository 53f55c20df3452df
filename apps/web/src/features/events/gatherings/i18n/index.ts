import type { CheckInMethod } from '@congregate/contracts';
import { useCallback } from 'react';
import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { gatheringsEn, type GatheringsKey } from './en.ts';
import { gatheringsFil } from './fil.ts';

export const gatheringsMessages = { en: gatheringsEn, fil: gatheringsFil };
export const useGatheringsT = defineFeatureMessages(gatheringsMessages);
export type { GatheringsKey };

/** How a check-in was recorded, in words (`qr` → "QR card"). */
export function useMethodLabel(): (method: CheckInMethod) => string {
  const at = useGatheringsT();
  return useCallback((method: CheckInMethod) => at(`method.${method}`), [at]);
}
