import { rsvpArrivalProblems } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { doorMessages } from './index.ts';

describe('events/rsvps/door messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(doorMessages.en, doorMessages.fil)).toEqual([]);
  });

  it('words every reason a code is refused at the door', () => {
    for (const problem of Object.keys(rsvpArrivalProblems))
      expect(doorMessages.en).toHaveProperty(`refused.${problem}`);
  });
});
