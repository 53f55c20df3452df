import { eventTypes } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { eventsAdminMessages } from './index.ts';

describe('events-admin messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(eventsAdminMessages.en, eventsAdminMessages.fil)).toEqual([]);
  });

  it('names every event type', () => {
    for (const type of eventTypes) expect(eventsAdminMessages.en).toHaveProperty(`type.${type}`);
  });
});
