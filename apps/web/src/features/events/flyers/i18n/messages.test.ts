import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { flyersMessages } from './index.ts';

describe('events/flyers messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(flyersMessages.en, flyersMessages.fil)).toEqual([]);
  });
});
