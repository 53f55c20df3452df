import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { faceEnrolmentMessages } from './index.ts';

describe('events/faces messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(faceEnrolmentMessages.en, faceEnrolmentMessages.fil)).toEqual([]);
  });
});
