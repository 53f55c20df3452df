import { useCallback } from 'react';
import type { Language, MessageParams } from './dictionaries.ts';
import { useI18n } from './i18n-context.ts';
import { formatMessage, placeholdersOf } from './message-format.ts';

/** A feature's own messages in another language: exactly the English keys (checked by the type). */
export type FeatureDictionary<E> = { readonly [K in keyof E]: string };

export type FeatureTranslate<E> = (key: keyof E & string, params?: MessageParams) => string;

/**
 * Messages that only a lazily loaded feature uses: they ship with the feature's pages instead of the
 * entry bundle. The hook follows the language chosen in `I18nProvider`.
 */
export function defineFeatureMessages<E extends Record<string, string>>(
  messages: { en: E } & Record<Exclude<Language, 'en'>, FeatureDictionary<E>>,
): () => FeatureTranslate<E> {
  const table = messages as Record<Language, Record<string, string>>;
  return function useFeatureT() {
    const { language } = useI18n();
    return useCallback(
      (key: keyof E & string, params?: MessageParams) =>
        formatMessage(language, table[language]?.[key] ?? messages.en[key]!, params),
      [language],
    );
  };
}

/** Keys and placeholders of a feature dictionary that differ from English (for the tests). */
export function dictionaryProblems(en: Record<string, string>, other: Record<string, string>): string[] {
  const problems: string[] = [];
  const placeholders = (text: string) => placeholdersOf(text).join(',');
  for (const key of Object.keys(en)) {
    if (!(key in other)) problems.push(`missing ${key}`);
    else if (!other[key]!.trim()) problems.push(`empty ${key}`);
    else if (placeholders(en[key]!) !== placeholders(other[key]!)) problems.push(`placeholders of ${key}`);
  }
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`extra ${key}`);
  return problems;
}
