import { groupJoinPolicies, groupTypes } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { flocksAdminMessages } from './index.ts';

describe('groups/flocks-admin messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(flocksAdminMessages.en, flocksAdminMessages.fil)).toEqual([]);
  });

  it('names every group type and join policy', () => {
    for (const type of groupTypes) expect(flocksAdminMessages.en).toHaveProperty(`type.${type}`);
    for (const policy of groupJoinPolicies) expect(flocksAdminMessages.en).toHaveProperty(`policy.${policy}`);
  });
});
