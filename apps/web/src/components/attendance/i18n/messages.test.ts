import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { attendancePartsMessages } from './index.ts';

describe('attendance parts messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(attendancePartsMessages.en, attendancePartsMessages.fil)).toEqual([]);
  });
});
