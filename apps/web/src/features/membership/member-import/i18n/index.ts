import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { importEn, type ImportKey } from './en.ts';
import { importFil } from './fil.ts';

export const importMessages = { en: importEn, fil: importFil };
export const useImportT = defineFeatureMessages(importMessages);
export type { ImportKey };
