import { eventTypes } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { churchEventsMessages } from './index.ts';

describe('events/church-events messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(churchEventsMessages.en, churchEventsMessages.fil)).toEqual([]);
  });

  it('names every event type', () => {
    for (const type of eventTypes) expect(churchEventsMessages.en).toHaveProperty(`type.${type}`);
  });
});
