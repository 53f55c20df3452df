export { fetchCountries, countriesQueryOptions, useCountries } from './api/get-countries.ts';
export { fetchLocale, localeQueryOptions, useLocale } from './api/get-locale.ts';
export { fetchLocales, loadLocales, localesQueryOptions, useLocales } from './api/get-locales.ts';
export {
  fetchModuleConfig,
  loadModuleConfig,
  moduleConfigQueryOptions,
  useModuleConfig,
} from './api/get-module-config.ts';
