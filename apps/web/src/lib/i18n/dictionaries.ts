import { en, type Dictionary, type MessageKey } from './en.ts';
import { fil } from './fil.ts';

export const languages = ['en', 'fil'] as const;
export type Language = (typeof languages)[number];

export const dictionaries: Record<Language, Dictionary> = { en, fil };

export type MessageParams = Record<string, string | number>;

/** The message for `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const template = dictionaries[language][key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
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
