import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { homeRolesMessages } from './index.ts';

describe('home role cards messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(homeRolesMessages.en, homeRolesMessages.fil)).toEqual([]);
  });
});
