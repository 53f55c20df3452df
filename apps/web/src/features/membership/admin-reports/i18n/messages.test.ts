import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { dashboardMessages } from './index.ts';

describe('membership/admin-reports messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(dashboardMessages.en, dashboardMessages.fil)).toEqual([]);
  });
});
