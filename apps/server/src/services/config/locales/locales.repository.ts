import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { districts, locales } from '../../../db/schema/index.ts';

const localeColumns = {
  id: locales.id,
  name: locales.name,
  countryId: locales.countryId,
  districtId: locales.districtId,
  districtName: districts.name,
  timeZone: locales.timeZone,
  currency: locales.currency,
  language: locales.language,
  line1: locales.addressLine1,
  line2: locales.addressLine2,
  city: locales.city,
  province: locales.province,
  postalCode: locales.postalCode,
  phone: locales.phone,
  email: locales.email,
  serviceSchedule: locales.serviceSchedule,
};

type LocaleRow = Awaited<ReturnType<typeof selectLocales>>[number];

function selectLocales(db: Executor) {
  return db.select(localeColumns).from(locales).leftJoin(districts, eq(districts.id, locales.districtId));
}

function toLocale(row: LocaleRow): Locale {
  return {
    id: row.id,
    name: row.name,
    countryId: row.countryId,
    districtId: row.districtId,
    districtName: row.districtName,
    timeZone: row.timeZone,
    currency: row.currency,
    language: row.language,
    address: {
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      province: row.province,
      postalCode: row.postalCode,
    },
    phone: row.phone,
    email: row.email,
    serviceSchedule: row.serviceSchedule,
  };
}

export async function listLocales(db: Executor): Promise<Locale[]> {
  const rows = await selectLocales(db).orderBy(asc(locales.countryId), asc(locales.name));
  return rows.map(toLocale);
}

export async function findLocale(db: Executor, id: string): Promise<Locale | null> {
  const [row] = await selectLocales(db).where(eq(locales.id, id));
  return row ? toLocale(row) : null;
}
