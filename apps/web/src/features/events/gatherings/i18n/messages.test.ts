import { checkInMethods } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { gatheringsMessages } from './index.ts';

describe('events/gatherings messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(gatheringsMessages.en, gatheringsMessages.fil)).toEqual([]);
  });

  it('names every check-in method', () => {
    for (const method of checkInMethods)
      expect(gatheringsMessages.en).toHaveProperty(`method.${method}`);
  });
});
