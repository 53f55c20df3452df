import { describe, expect, it } from 'vitest';

type Module = Record<string, unknown>;

/** Every dictionary of the app: the shared one and each feature's, by folder. */
const english = import.meta.glob<Module>('../../**/i18n/en.ts', { eager: true });
const filipino = import.meta.glob<Module>('../../**/i18n/fil.ts', { eager: true });

const dictionaryOf = (module: Module): Record<string, string> =>
  Object.values(module).find(
    (value): value is Record<string, string> => typeof value === 'object' && value !== null,
  ) ?? {};

/**
 * Messages that are the same in Filipino as in English: words Filipino borrows as they are (as the app's
 * Filipino users say them), names and codes. Anything else identical is a message nobody translated.
 */
const sameInBoth = new Set([
  'Account',
  'Address',
  'Admin',
  'Admin tab',
  'Attendance',
  'Audit log',
  'Cluster',
  'Congregate',
  'Disclaimer',
  'Email',
  'English',
  'File',
  'Filipino',
  'Face recognition',
  'Home',
  'ID',
  'Kiosk',
  'Livestream',
  'Flyer',
  'OK',
  'Password',
  'PEP',
  'QR',
  'RSVP',
  'Status',
  'Super admin',
]);

const capitalized = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Not words: placeholders, numbers, codes, punctuation. */
const notWords = (message: string) => !/[A-Za-z]{3,}/.test(message.replace(/\{\w+\}/g, ''));

describe('Filipino dictionaries', () => {
  it('translate every message (none left in English, apart from borrowed words, names and codes)', () => {
    const untranslated: string[] = [];
    for (const [path, module] of Object.entries(english)) {
      const en = dictionaryOf(module);
      const fil = dictionaryOf(filipino[path.replace(/en\.ts$/, 'fil.ts')] ?? {});
      for (const [key, message] of Object.entries(en)) {
        if (
          fil[key] !== message ||
          notWords(message) ||
          sameInBoth.has(message) ||
          sameInBoth.has(capitalized(message))
        )
          continue;
        untranslated.push(`${path.replace('../../', '')} ${key}: ${message}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
