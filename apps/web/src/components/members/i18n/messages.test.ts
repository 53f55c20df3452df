import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { membersMessages } from './index.ts';

describe('members messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(membersMessages.en, membersMessages.fil)).toEqual([]);
  });
});
