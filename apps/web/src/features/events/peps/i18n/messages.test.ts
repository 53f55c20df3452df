import { genders, pepSources, pepStages } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { pepCsvColumns } from '../lib/peps-csv.ts';
import { pepsMessages } from './index.ts';

describe('events/peps messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(pepsMessages.en, pepsMessages.fil)).toEqual([]);
  });

  it('names every stage, source, gender and CSV column', () => {
    for (const stage of pepStages) expect(pepsMessages.en).toHaveProperty(`stage.${stage}`);
    for (const source of pepSources) expect(pepsMessages.en).toHaveProperty(`source.${source}`);
    for (const gender of genders) expect(pepsMessages.en).toHaveProperty(`gender.${gender}`);
    for (const column of pepCsvColumns) expect(pepsMessages.en).toHaveProperty(`csv.${column}`);
  });
});
