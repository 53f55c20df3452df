import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { initialLanguage, rememberLanguage, translate, type Language } from './dictionaries.ts';
import { I18nContext, type I18nValue } from './i18n-context.ts';

export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => fixed ?? initialLanguage());

  const setLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setLanguageState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo<I18nValue>(
    () => ({ language, setLanguage, t: (key, params) => translate(language, key, params) }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
