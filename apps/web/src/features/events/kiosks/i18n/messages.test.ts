import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { kioskMessages } from './index.ts';

describe('events/kiosks messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(kioskMessages.en, kioskMessages.fil)).toEqual([]);
  });
});
