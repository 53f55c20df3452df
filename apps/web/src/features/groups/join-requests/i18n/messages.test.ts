import { groupTypes, joinRequestStatuses } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { joinRequestsMessages } from './index.ts';

describe('groups/join-requests messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(joinRequestsMessages.en, joinRequestsMessages.fil)).toEqual([]);
  });

  it('names every group type and request status', () => {
    for (const type of groupTypes) expect(joinRequestsMessages.en).toHaveProperty(`type.${type}`);
    for (const status of joinRequestStatuses)
      expect(joinRequestsMessages.en).toHaveProperty(`request.status.${status}`);
  });
});
