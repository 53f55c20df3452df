import { eq, sql } from 'drizzle-orm';
import { clusterOf, type Member } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { flocks, locales, members, users } from '../../../db/schema/index.ts';

const memberColumns = {
  id: members.id,
  customId: members.customId,
  userId: members.userId,
  salutation: members.salutation,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  type: members.type,
  currentLocale: members.currentLocaleId,
  currentLocaleName: locales.name,
  localeCountryId: locales.countryId,
  localeTimeZone: locales.timeZone,
  localeDistrictId: locales.districtId,
  endorsed: members.endorsed,
  endorsedBy: members.endorsedBy,
  endorsedAt: members.endorsedAt,
  photo: members.photo,
  flockId: members.flockId,
  flockName: flocks.name,
  birthDate: members.birthDate,
  gender: members.gender,
  mobile: members.mobile,
  civilStatus: members.civilStatus,
  weddingDate: members.weddingDate,
  middleName: members.middleName,
  suffix: members.suffix,
  nickname: members.nickname,
  nationality: members.nationality,
  bloodType: members.bloodType,
  emergencyContactName: members.emergencyContactName,
  emergencyContactMobile: members.emergencyContactMobile,
  emergencyContactRelationship: members.emergencyContactRelationship,
  version: members.version,
  userType: users.userType,
  passwordChangedAt: users.passwordChangedAt,
};

export interface MemberRecord {
  member: Member;
  locale: { id: string; name: string; countryId: string; timeZone: string; districtId: string | null };
  userType: 'member' | 'admin' | 'kiosk';
  passwordChangedAt: Date | null;
}

function memberQuery(db: Executor, by: 'id' | 'userId') {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .leftJoin(users, eq(users.id, members.userId))
    .where(eq(by === 'id' ? members.id : members.userId, sql.placeholder('key')))
    .limit(1);
}
type MemberQuery = ReturnType<ReturnType<typeof memberQuery>['prepare']>;

// Prepared once per database (named statements on PostgreSQL: parsed and planned once per connection);
// a transaction gets its own.
const preparedMemberQueries = new WeakMap<Executor, Record<'id' | 'userId', MemberQuery>>();

function preparedMemberQuery(db: Executor, by: 'id' | 'userId'): MemberQuery {
  let prepared = preparedMemberQueries.get(db);
  if (!prepared) {
    prepared = {
      id: memberQuery(db, 'id').prepare('member_by_id'),
      userId: memberQuery(db, 'userId').prepare('member_by_user_id'),
    };
    preparedMemberQueries.set(db, prepared);
  }
  return prepared[by];
}

async function selectMember(db: Executor, by: 'id' | 'userId', key: string): Promise<MemberRecord | null> {
  const [row] = await preparedMemberQuery(db, by).execute({ key });
  if (!row) return null;
  return {
    member: {
      id: row.id,
      customId: row.customId,
      userId: row.userId,
      salutation: row.salutation,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      type: row.type as Member['type'],
      currentLocale: row.currentLocale,
      currentLocaleName: row.currentLocaleName,
      endorsed: row.endorsed,
      endorsedBy: row.endorsedBy,
      endorsedAt: row.endorsedAt?.toISOString() ?? null,
      photo: row.photo,
      flockId: row.flockId,
      flockName: row.flockName,
      cluster: clusterOf(row.flockName),
      birthDate: row.birthDate,
      gender: row.gender as Member['gender'],
      mobile: row.mobile,
      civilStatus: row.civilStatus as Member['civilStatus'],
      weddingDate: row.weddingDate,
      middleName: row.middleName,
      suffix: row.suffix,
      nickname: row.nickname,
      nationality: row.nationality,
      bloodType: row.bloodType as Member['bloodType'],
      emergencyContactName: row.emergencyContactName,
      emergencyContactMobile: row.emergencyContactMobile,
      emergencyContactRelationship: row.emergencyContactRelationship,
      version: row.version,
    },
    locale: {
      id: row.currentLocale,
      name: row.currentLocaleName,
      countryId: row.localeCountryId,
      timeZone: row.localeTimeZone,
      districtId: row.localeDistrictId,
    },
    userType: row.userType ?? 'member',
    passwordChangedAt: row.passwordChangedAt,
  };
}

export const findMemberById = (db: Executor, id: string) => selectMember(db, 'id', id);
export const findMemberByUserId = (db: Executor, userId: string) => selectMember(db, 'userId', userId);

/** A member record an admin makes without an account (a converted PEP): endorsed from the start. */
export interface EndorsedMemberValues {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  mobile: string | null;
  birthDate: string | null;
  gender: string | null;
  localeId: string;
  flockId: string | null;
  endorsedBy: string;
}

export async function insertEndorsedMember(
  db: Executor,
  values: EndorsedMemberValues,
): Promise<{ id: string; customId: string }> {
  const { localeId, ...rest } = values;
  const [row] = await db
    .insert(members)
    .values({ ...rest, currentLocaleId: localeId, endorsed: true, endorsedAt: sql`now()` })
    .returning({ id: members.id, customId: members.customId });
  return row!;
}
