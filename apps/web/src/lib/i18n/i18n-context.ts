import { createContext, useContext } from 'react';
import type { MessageKey } from './en.ts';
import type { Language, MessageParams } from './dictionaries.ts';

export interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, params?: MessageParams) => string;
}

export const I18nContext = createContext<I18nValue | null>(null);

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The translate function of the current language. */
export function useT(): I18nValue['t'] {
  return useI18n().t;
}
