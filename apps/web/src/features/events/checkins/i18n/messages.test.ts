import { checkInMethods } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { flockAttendanceMessages } from './index.ts';

describe('events/checkins messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(flockAttendanceMessages.en, flockAttendanceMessages.fil)).toEqual([]);
  });

  it('names every check-in method', () => {
    for (const method of checkInMethods)
      expect(flockAttendanceMessages.en).toHaveProperty(`method.${method}`);
  });
});
