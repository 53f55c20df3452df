import {
  batchLineMethods,
  batchStatuses,
  giftMethods,
  giftStatuses,
  statementRunStatuses,
} from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { financeMessages } from './index.ts';

describe('payment/gifts/finance messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(financeMessages.en, financeMessages.fil)).toEqual([]);
  });

  it('names every method and status', () => {
    for (const method of [...giftMethods, ...batchLineMethods])
      expect(financeMessages.en).toHaveProperty(`method.${method}`);
    for (const status of giftStatuses) expect(financeMessages.en).toHaveProperty(`status.${status}`);
    for (const status of batchStatuses) expect(financeMessages.en).toHaveProperty(`batchStatus.${status}`);
    for (const status of statementRunStatuses)
      expect(financeMessages.en).toHaveProperty(`runStatus.${status}`);
  });
});
