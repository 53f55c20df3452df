import { giftFrequencies, giftMethods, giftStatuses, recurringStatuses } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { givingMessages } from './index.ts';

describe('payment/gifts messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(givingMessages.en, givingMessages.fil)).toEqual([]);
  });

  it('names every frequency, method and status', () => {
    for (const frequency of giftFrequencies)
      expect(givingMessages.en).toHaveProperty(`frequency.${frequency}`);
    for (const method of giftMethods) expect(givingMessages.en).toHaveProperty(`method.${method}`);
    for (const status of giftStatuses) expect(givingMessages.en).toHaveProperty(`status.${status}`);
    for (const status of recurringStatuses)
      expect(givingMessages.en).toHaveProperty(`recurring.status.${status}`);
  });
});
