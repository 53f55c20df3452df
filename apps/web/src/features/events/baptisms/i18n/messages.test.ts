import { baptismScanProblems, pepStages } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { baptismsMessages } from './index.ts';

describe('events/baptisms messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(baptismsMessages.en, baptismsMessages.fil)).toEqual([]);
  });

  it('names every stage and every refusal of the scanner', () => {
    for (const stage of pepStages) expect(baptismsMessages.en).toHaveProperty(`stage.${stage}`);
    for (const problem of Object.keys(baptismScanProblems))
      expect(baptismsMessages.en).toHaveProperty(`scanner.refused.${problem}`);
  });
});
