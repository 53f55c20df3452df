import { emailOutboxStates } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { emailOutboxMessages } from './index.ts';

describe('notifications/delivery messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(emailOutboxMessages.en, emailOutboxMessages.fil)).toEqual([]);
  });

  it('names every state and its empty list', () => {
    for (const state of emailOutboxStates) {
      expect(emailOutboxMessages.en).toHaveProperty(`state.${state}`);
      expect(emailOutboxMessages.en).toHaveProperty(`empty.${state}`);
    }
  });
});
