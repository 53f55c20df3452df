import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { attendanceMessages } from './index.ts';

describe('events/attendance-reports/overview messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(attendanceMessages.en, attendanceMessages.fil)).toEqual([]);
  });
});
