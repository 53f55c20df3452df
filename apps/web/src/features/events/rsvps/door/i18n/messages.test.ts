import { rsvpArrivalProblems } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { entryMessages } from './index.ts';

describe('event-entry messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(entryMessages.en, entryMessages.fil)).toEqual([]);
  });

  it('words every reason a code is refused at the door', () => {
    for (const problem of Object.keys(rsvpArrivalProblems))
      expect(entryMessages.en).toHaveProperty(`refused.${problem}`);
  });
});
