import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { notificationsMessages } from './index.ts';

describe('notifications/inbox messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(notificationsMessages.en, notificationsMessages.fil)).toEqual([]);
  });
});
