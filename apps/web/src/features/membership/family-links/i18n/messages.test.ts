import { familyLinkRelationships, familyRequestStatuses } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { familyLinksMessages } from './index.ts';

describe('membership/family-links messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(familyLinksMessages.en, familyLinksMessages.fil)).toEqual([]);
  });

  it('names every relationship and request status', () => {
    for (const r of familyLinkRelationships)
      expect(familyLinksMessages.en).toHaveProperty(`relationship.${r}`);
    for (const s of familyRequestStatuses) expect(familyLinksMessages.en).toHaveProperty(`status.${s}`);
  });
});
