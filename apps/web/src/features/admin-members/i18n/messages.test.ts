import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { adminMessages } from './index.ts';

describe('admin-members messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(adminMessages.en, adminMessages.fil)).toEqual([]);
  });
});
