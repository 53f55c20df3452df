import { announcementAudiences, announcementStates } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { announcementsMessages } from './index.ts';

describe('notifications/announcements messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(announcementsMessages.en, announcementsMessages.fil)).toEqual([]);
  });

  it('names every audience and state', () => {
    for (const audience of announcementAudiences) {
      expect(announcementsMessages.en).toHaveProperty(`audience.${audience}`);
      expect(announcementsMessages.en).toHaveProperty(`target.${audience}`);
    }
    for (const state of announcementStates) expect(announcementsMessages.en).toHaveProperty(`state.${state}`);
  });
});
