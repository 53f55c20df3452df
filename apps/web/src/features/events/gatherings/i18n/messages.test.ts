import { checkInMethods } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { attendanceAdminMessages } from './index.ts';

describe('attendance-admin messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(attendanceAdminMessages.en, attendanceAdminMessages.fil)).toEqual([]);
  });

  it('names every check-in method', () => {
    for (const method of checkInMethods)
      expect(attendanceAdminMessages.en).toHaveProperty(`method.${method}`);
  });
});
