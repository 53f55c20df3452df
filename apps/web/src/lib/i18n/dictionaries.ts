import { en, type Dictionary, type MessageKey } from './en.ts';
import { formatMessage, type MessageParams } from './message-format.ts';

export const languages = ['en', 'fil'] as const;
export type Language = (typeof languages)[number];

/**
 * The dictionaries loaded so far. Only English ships with the app's first scripts; another language is
 * fetched when it is chosen (or remembered) — `loadDictionary` — and stands in English until then.
 */
export const dictionaries: Record<Language, Dictionary> = { en, fil: en };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  fil: () => import('./fil.ts').then((module) => module.fil),
};
const loaded = new Set<Language>(['en']);
const loading = new Map<Language, Promise<void>>();

/** Whether `language`'s own dictionary is here (English always is). */
export function hasDictionary(language: Language): boolean {
  return loaded.has(language);
}

/** Fetches `language`'s dictionary once (one request in flight); resolves when `translate` can use it. */
export function loadDictionary(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language as Exclude<Language, 'en'>]()
      .then((dictionary) => {
        dictionaries[language] = dictionary;
        loaded.add(language);
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export type { MessageParams };

/** The message for `key` in `language`, its placeholders and counts filled from `params` (`formatMessage`). */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return formatMessage(language, dictionaries[language][key] ?? en[key], params);
}

export const LANGUAGE_STORAGE_KEY = 'congregate-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's language when we have it, else English. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && isLanguage(JSON.parse(stored))) return JSON.parse(stored) as Language;
  } catch {
    // Unreadable preference: fall through to the browser's language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return browser.startsWith('fil') || browser.startsWith('tl') ? 'fil' : 'en';
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(language));
  } catch {
    // Not remembered; the choice still applies to this visit.
  }
}
