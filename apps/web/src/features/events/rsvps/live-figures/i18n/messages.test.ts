import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { liveFiguresMessages } from './index.ts';

describe('events/rsvps/live-figures messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(liveFiguresMessages.en, liveFiguresMessages.fil)).toEqual([]);
  });
});
