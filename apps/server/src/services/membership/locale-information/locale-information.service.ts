import type { LocaleInformation, LocaleOfficerRole } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { countries } from '../../../lib/countries.ts';
import { notFound } from '../../../lib/errors.ts';
import {
  countLocaleFlocks,
  findLocaleWithDistrict,
  listLocaleOfficers,
} from './locale-information.repository.ts';

const countryNames = new Map(countries.map((c) => [c.id, c.name]));

/**
 * `locale-information`: a locale's address, services, flock count and officers. Any signed-in account may
 * read it (the route needs a session); officers are shown by name and role only, never their contact data.
 */
export function createLocaleInformationService(db: Database) {
  return {
    async information(localeId: string): Promise<LocaleInformation> {
      const locale = await findLocaleWithDistrict(db, localeId);
      if (!locale) throw notFound('The locale');
      const [flockCount, officers] = await Promise.all([
        countLocaleFlocks(db, localeId),
        listLocaleOfficers(db, localeId),
      ]);
      return {
        id: locale.id,
        name: locale.name,
        countryId: locale.countryId,
        countryName: countryNames.get(locale.countryId) ?? locale.countryId,
        districtName: locale.districtName,
        address: {
          line1: locale.line1,
          line2: locale.line2,
          city: locale.city,
          province: locale.province,
          postalCode: locale.postalCode,
        },
        phone: locale.phone,
        email: locale.email,
        timeZone: locale.timeZone,
        serviceSchedule: locale.serviceSchedule,
        flockCount,
        officers: officers.map((o) => ({
          displayName: `${o.firstName} ${o.lastName}`,
          role: o.role as LocaleOfficerRole,
          flockName: o.flockName,
        })),
      };
    },
  };
}
export type LocaleInformationService = ReturnType<typeof createLocaleInformationService>;
