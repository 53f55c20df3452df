import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { videoPlayerMessages } from './index.ts';

describe('video player messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(videoPlayerMessages.en, videoPlayerMessages.fil)).toEqual([]);
  });
});
