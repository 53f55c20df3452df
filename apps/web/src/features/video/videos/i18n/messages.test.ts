import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { videosMessages } from './index.ts';

describe('video/videos messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(videosMessages.en, videosMessages.fil)).toEqual([]);
  });
});
