import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { authMessages } from './index.ts';

describe('login/auth messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(authMessages.en, authMessages.fil)).toEqual([]);
  });
});
