import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { profileEn, profileFil } from './index.ts';

describe('membership/profile messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(profileEn, profileFil)).toEqual([]);
  });
});
