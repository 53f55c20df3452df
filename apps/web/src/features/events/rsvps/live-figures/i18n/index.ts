import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { liveFiguresEn, type LiveFiguresKey } from './en.ts';
import { liveFiguresFil } from './fil.ts';

export const liveFiguresMessages = { en: liveFiguresEn, fil: liveFiguresFil };
export const useLiveFiguresT = defineFeatureMessages(liveFiguresMessages);
export type { LiveFiguresKey };
