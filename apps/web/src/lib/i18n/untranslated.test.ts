import { describe, expect, it } from 'vitest';

type Module = Record<string, unknown>;
type Messages = Record<string, string>;

/**
 * Every dictionary of the app: the shared one (`lib/i18n/en.ts`, `fil.ts`) and each feature's — by folder,
 * whether its messages are in `en.ts`/`fil.ts` or written in its `index.ts` — read from the `{ en, fil }`
 * pair each feature's `i18n/index.ts` exports.
 */
const features = import.meta.glob<Module>('../../**/i18n/index.ts', { eager: true });
const shared = import.meta.glob<Module>(['./en.ts', './fil.ts'], { eager: true });

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

function pairsOf(module: Module): { en: Messages; fil: Messages }[] {
  const pairs: { en: Messages; fil: Messages }[] = [];
  for (const value of Object.values(module)) {
    const pair = value as { en?: unknown; fil?: unknown } | null;
    if (typeof pair === 'object' && pair && isMessages(pair.en) && isMessages(pair.fil))
      pairs.push({ en: pair.en, fil: pair.fil });
  }
  return pairs;
}

const dictionaries = (): [string, { en: Messages; fil: Messages }][] => [
  ['lib/i18n', { en: shared['./en.ts']!.en as Messages, fil: shared['./fil.ts']!.fil as Messages }],
  ...Object.entries(features)
    .filter(([path]) => !path.startsWith('./'))
    .flatMap(([path, module]) =>
      pairsOf(module).map((pair): [string, { en: Messages; fil: Messages }] => [
        path.replace('../../', '').replace('/index.ts', ''),
        pair,
      ]),
    ),
];

/**
 * Messages that are the same in Filipino as in English, each for a reason: words Filipino speakers use as
 * they are (and the app's Filipino users read them so), names and codes. Anything else identical is a
 * message nobody translated.
 */
const sameInBoth = new Set([
  // Names: the app's, the languages'.
  'Congregate',
  'English',
  'Filipino',
  // Codes and abbreviations read as letters.
  'ID',
  'OK',
  'PEP',
  'QR',
  'RSVP',
  // Borrowed as they are in Taglish church and office use (and so written in the Filipino sentences around
  // them); a coined Tagalog word would puzzle the reader. Not for what a member reads on every visit: the tab
  // bar, page titles and their card say Tahanan, Pagdalo, Tirahan, Paunawa.
  'Account',
  'Admin',
  'Audit log',
  'Cluster',
  'Email',
  'File',
  'Flyer',
  'Kiosk',
  'Livestream',
  // A kiosk's connection, as the tablet's own settings say it.
  'Online',
  'Password',
  'Status',
  'Super admin',
]);

const capitalized = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Not words: placeholders, numbers, codes, punctuation. */
const notWords = (message: string) => !/[A-Za-z]{3,}/.test(message.replace(/\{\w+\}/g, ''));

describe('Filipino dictionaries', () => {
  it('walk every feature’s dictionary, wherever its messages are written', () => {
    const folders = dictionaries().map(([folder]) => folder);
    expect(folders).toContain('lib/i18n');
    expect(folders).toContain('features/membership/member-card/i18n');
    expect(folders).toContain('features/membership/profile/i18n');
    expect(folders.length).toBe(Object.keys(features).length);
  });

  it('translate every message (none left in English, apart from borrowed words, names and codes)', () => {
    const untranslated: Record<string, string[]> = {};
    for (const [folder, { en, fil }] of dictionaries()) {
      for (const [key, message] of Object.entries(en)) {
        if (
          fil[key] !== message ||
          notWords(message) ||
          sameInBoth.has(message) ||
          sameInBoth.has(capitalized(message))
        )
          continue;
        (untranslated[folder] ??= []).push(`${key}: ${message}`);
      }
    }
    expect(untranslated).toEqual({});
  });

  it('say a flock, a locale, attendance and a secretary one way: kawan, lokal, pagdalo, kalihim', () => {
    const english = /\b(flocks?|locales?|attendance|secretary)\b/i;
    const mixed: string[] = [];
    for (const [folder, { fil }] of dictionaries())
      for (const [key, message] of Object.entries(fil))
        if (english.test(message.replace(/\{\w+\}/g, ''))) mixed.push(`${folder} ${key}: ${message}`);
    expect(mixed).toEqual([]);
  });
});
