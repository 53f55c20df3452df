import { defineFeatureMessages } from '../../../../lib/i18n/index.ts';
import { recordBoardEn, type RecordBoardKey } from './en.ts';
import { recordBoardFil } from './fil.ts';

export const recordBoardMessages = { en: recordBoardEn, fil: recordBoardFil };
export const useRecordBoardT = defineFeatureMessages(recordBoardMessages);
export type { RecordBoardKey };
