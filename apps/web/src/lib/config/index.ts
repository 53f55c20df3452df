export { useCountries, useCountryName } from './api/get-countries.ts';
export { useLocale } from './api/get-locale.ts';
export { loadLocales, useLocales } from './api/get-locales.ts';
export { loadModuleConfig } from './api/get-module-config.ts';
export { useLocaleTimeZone, useTimeZones } from './time-zone.ts';
