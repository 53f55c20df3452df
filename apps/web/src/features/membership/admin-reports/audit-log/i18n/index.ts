import { defineFeatureMessages } from '../../../../../lib/i18n/index.ts';
import { auditEn, type AuditKey } from './en.ts';
import { auditFil } from './fil.ts';

export const auditMessages = { en: auditEn, fil: auditFil };
export const useAuditT = defineFeatureMessages(auditMessages);
export type { AuditKey };
