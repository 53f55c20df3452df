import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { auditMessages } from './index.ts';

describe('membership/admin-reports/audit-log messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(auditMessages.en, auditMessages.fil)).toEqual([]);
  });
});
