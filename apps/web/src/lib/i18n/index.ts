export { en, type Dictionary, type MessageKey } from './en.ts';
export {
  dictionaries,
  hasDictionary,
  languages,
  loadDictionary,
  translate,
  LANGUAGE_STORAGE_KEY,
  type Language,
  type MessageParams,
} from './dictionaries.ts';
export { formatMessage, placeholdersOf } from './message-format.ts';
export { I18nProvider } from './i18n-provider.tsx';
export { useI18n, useT, type I18nValue } from './i18n-context.ts';
export {
  defineFeatureMessages,
  dictionaryProblems,
  type FeatureDictionary,
  type FeatureTranslate,
} from './feature-messages.ts';
