import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { checkInMessages } from './index.ts';

describe('events/qr-locations messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(checkInMessages.en, checkInMessages.fil)).toEqual([]);
  });
});
