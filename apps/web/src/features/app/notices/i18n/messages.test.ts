import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { dialogsMessages } from './index.ts';

describe('dialogs messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(dialogsMessages.en, dialogsMessages.fil)).toEqual([]);
  });
});
