import type { LocaleInformation, LocaleOfficerRole, LocaleSettingsChange } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { countries } from '../../../lib/countries.ts';
import { notFound } from '../../../lib/errors.ts';
import {
  countLocaleFlocks,
  findLocaleWithDistrict,
  listLocaleOfficers,
  updateCheckInOpensMinutes,
} from './locale-information.repository.ts';

const countryNames = new Map(countries.map((c) => [c.id, c.name]));

/**
 * `locale-information`: a locale's address, services, flock count and officers. Any signed-in account may
 * read it (the route needs a session); officers are shown by name and role only, never their contact data.
 */
export function createLocaleInformationService(db: Database) {
  const service = {
    /**
     * `PATCH locales/{localeId}/information`: an admin over the locale changes its check-in opening time
     * (audited; the call's rule let the caller in). The check-in path keeps a locale for a few seconds
     * (`gatherings`), so it applies within those.
     */
    async update(
      actor: Actor,
      allowed: RecordInScope<'locale'>,
      change: LocaleSettingsChange,
    ): Promise<LocaleInformation> {
      const localeId = allowed.id;
      const locale = await findLocaleWithDistrict(db, localeId);
      if (!locale) throw notFound('The locale');
      if (change.checkInOpensMinutes !== locale.checkInOpensMinutes) {
        await db.transaction(async (tx) => {
          await updateCheckInOpensMinutes(tx, localeId, change.checkInOpensMinutes);
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'locale.settings',
            entityType: 'locales',
            entityId: localeId,
            localeId,
            before: { checkInOpensMinutes: locale.checkInOpensMinutes },
            after: { checkInOpensMinutes: change.checkInOpensMinutes },
          });
        });
      }
      return service.information(localeId);
    },

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
        checkInOpensMinutes: locale.checkInOpensMinutes,
        flockCount,
        officers: officers.map((o) => ({
          displayName: `${o.firstName} ${o.lastName}`,
          role: o.role as LocaleOfficerRole,
          flockName: o.flockName,
        })),
      };
    },
  };
  return service;
}
export type LocaleInformationService = ReturnType<typeof createLocaleInformationService>;
