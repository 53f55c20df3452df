import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  hasDictionary,
  initialLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  loadDictionary,
  rememberLanguage,
  translate,
  type Language,
} from './dictionaries.ts';
import { I18nContext, type I18nValue } from './i18n-context.ts';

/**
 * The chosen language's messages. Only English is in the first scripts: a member who chose Filipino waits
 * for its dictionary once at start (nothing renders meanwhile, so `index.html`'s loading screen stays), and
 * a switch fetches it first and then changes the language. If it cannot be fetched the app stays (or
 * starts) in English.
 */
export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => fixed ?? initialLanguage());
  const [ready, setReady] = useState(() => hasDictionary(language));

  useEffect(() => {
    if (ready) return;
    let current = true;
    const done = () => {
      if (current) setReady(true);
    };
    // A failed fetch leaves the English stand-in: better an English app than none.
    loadDictionary(language).then(done, done);
    return () => {
      current = false;
    };
  }, [language, ready]);

  const setLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    if (hasDictionary(next)) {
      setLanguageState(next);
      return;
    }
    const show = () => setLanguageState(next);
    loadDictionary(next).then(show, show);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // A language chosen in another tab of the app applies here too (the browser tells through `storage`).
  useEffect(() => {
    if (fixed) return;
    const follow = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_STORAGE_KEY || !event.newValue) return;
      try {
        const next: unknown = JSON.parse(event.newValue);
        if (isLanguage(next)) setLanguage(next);
      } catch {
        // Not a language: ignored.
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [fixed, setLanguage]);

  const value = useMemo<I18nValue>(
    () => ({ language, setLanguage, t: (key, params) => translate(language, key, params) }),
    [language, setLanguage],
  );
  if (!ready) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
