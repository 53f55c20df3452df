import type { Locale } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { findLocale, listLocales } from './locales.repository.ts';

/** The church's locales with their country, time zone, currency, language, address and weekly services. */
export function createLocalesService(db: Database) {
  return {
    list: (): Promise<Locale[]> => listLocales(db),
    async get(localeId: string): Promise<Locale> {
      const locale = await findLocale(db, localeId);
      if (!locale) throw notFound('The locale');
      return locale;
    },
  };
}
export type LocalesService = ReturnType<typeof createLocalesService>;
