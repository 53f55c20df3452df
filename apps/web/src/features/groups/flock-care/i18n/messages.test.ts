import { civilStatuses, memberTypes, pepStages, rsvpStatuses } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { flockCareMessages } from './index.ts';

describe('groups/flock-care messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(flockCareMessages.en, flockCareMessages.fil)).toEqual([]);
  });

  it('names every PEP stage, RSVP status, member type and civil status', () => {
    for (const stage of pepStages) expect(flockCareMessages.en).toHaveProperty(`stage.${stage}`);
    for (const status of rsvpStatuses) expect(flockCareMessages.en).toHaveProperty(`rsvp.${status}`);
    for (const type of memberTypes) expect(flockCareMessages.en).toHaveProperty(`type.${type}`);
    for (const status of civilStatuses) expect(flockCareMessages.en).toHaveProperty(`civil.${status}`);
  });
});
