import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { imagesMessages } from './index.ts';

describe('media/images messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(imagesMessages.en, imagesMessages.fil)).toEqual([]);
  });
});
