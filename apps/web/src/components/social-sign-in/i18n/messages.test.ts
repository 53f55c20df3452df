import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { socialSignInMessages } from './index.ts';

describe('social sign-in messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(socialSignInMessages.en, socialSignInMessages.fil)).toEqual([]);
  });
});
