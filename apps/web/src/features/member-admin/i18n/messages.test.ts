import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { memberAdminMessages } from './index.ts';

describe('member-admin messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(memberAdminMessages.en, memberAdminMessages.fil)).toEqual([]);
  });
});
