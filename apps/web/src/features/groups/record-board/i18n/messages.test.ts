import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { recordBoardMessages } from './index.ts';

describe('groups/record-board messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(recordBoardMessages.en, recordBoardMessages.fil)).toEqual([]);
  });
});
