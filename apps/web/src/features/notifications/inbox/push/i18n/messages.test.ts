import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { pushMessages } from './index.ts';

describe('notifications/inbox/push messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(pushMessages.en, pushMessages.fil)).toEqual([]);
  });
});
