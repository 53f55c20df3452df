import { describe, expect, it } from 'vitest';
import { fil } from './fil.ts';
import { dictionaries, en, translate } from './index.ts';
import { placeholdersOf } from './message-format.ts';

describe('i18n dictionaries', () => {
  it('Filipino has exactly the English keys', () => {
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty messages in any language', () => {
    for (const dictionary of Object.values(dictionaries)) {
      for (const [key, message] of Object.entries(dictionary)) expect(message.trim(), key).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholdersOf(fil[key]), key).toEqual(placeholdersOf(en[key]));
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'login.rateLimited', { seconds: 30 })).toBe(
      'Too many attempts. Try again in 30 seconds',
    );
    expect(translate('fil', 'home.goodMorning', { name: 'Maria' })).toBe('Magandang umaga, Maria');
  });
});
