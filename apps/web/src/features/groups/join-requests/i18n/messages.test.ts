import { groupTypes, joinRequestStatuses } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { groupRegisterMessages } from './index.ts';

describe('group-register messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(groupRegisterMessages.en, groupRegisterMessages.fil)).toEqual([]);
  });

  it('names every group type and request status', () => {
    for (const type of groupTypes) expect(groupRegisterMessages.en).toHaveProperty(`type.${type}`);
    for (const status of joinRequestStatuses)
      expect(groupRegisterMessages.en).toHaveProperty(`request.status.${status}`);
  });
});
