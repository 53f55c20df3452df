import { rsvpStatuses } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { rsvpsMessages } from './index.ts';

describe('events/rsvps messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(rsvpsMessages.en, rsvpsMessages.fil)).toEqual([]);
  });

  it('names every RSVP status', () => {
    for (const status of rsvpStatuses) expect(rsvpsMessages.en).toHaveProperty(`status.${status}`);
  });
});
