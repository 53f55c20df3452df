import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { manageMessages } from './index.ts';

describe('manage-members messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(manageMessages.en, manageMessages.fil)).toEqual([]);
  });
});
