import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { invitationsMessages } from './index.ts';

describe('events/rsvps/invitations messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(invitationsMessages.en, invitationsMessages.fil)).toEqual([]);
  });
});
