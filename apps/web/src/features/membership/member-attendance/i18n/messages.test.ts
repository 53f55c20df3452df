import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { memberAttendanceMessages } from './index.ts';

describe('membership/member-attendance messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(memberAttendanceMessages.en, memberAttendanceMessages.fil)).toEqual([]);
  });
});
