import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { reportsMessages } from './index.ts';

describe('events/attendance-reports messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(reportsMessages.en, reportsMessages.fil)).toEqual([]);
  });
});
