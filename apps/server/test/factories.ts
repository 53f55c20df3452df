import { randomBytes } from 'node:crypto';
import type { Role, ScopeType } from '@congregate/contracts';
import type { Database } from '../src/db/client.ts';
import {
  districts,
  flocks,
  locales,
  memberAddresses,
  memberDestinations,
  members,
  roleAssignments,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export const TEST_PASSWORD = 'a-long-test-password';
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

export async function makeDistrict(db: Database, name = `District ${unique()}`) {
  const [row] = await db.insert(districts).values({ name }).returning();
  return row!;
}

export async function makeLocale(db: Database, values: Partial<typeof locales.$inferInsert> = {}) {
  const [row] = await db
    .insert(locales)
    .values({
      name: `Locale ${unique()}`,
      countryId: 'PH',
      timeZone: 'Asia/Manila',
      currency: 'PHP',
      language: 'en',
      email: 'office@example.org',
      phone: '+6321234567',
      serviceSchedule: [{ day: 0, time: '09:00', name: 'Sunday Worship', durationMinutes: 120 }],
      ...values,
    })
    .returning();
  return row!;
}

export async function makeFlock(db: Database, localeId: string, name = `C1-${unique()}`) {
  const [row] = await db.insert(flocks).values({ localeId, name }).returning();
  return row!;
}

export interface MadeAccount {
  userId: string;
  memberId: string;
  email: string;
  password: string;
}

/** A user with a member record in the locale and the given role grants (plus `member` over self). */
export async function makeAccount(
  db: Database,
  options: {
    localeId: string;
    flockId?: string | null;
    endorsed?: boolean;
    grants?: { role: Role; scopeType: ScopeType; scopeId: string | null }[];
    email?: string;
    firstName?: string;
    lastName?: string;
    userType?: 'member' | 'admin' | 'kiosk';
  },
): Promise<MadeAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${unique()}@example.org`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await passwordHash, userType: options.userType ?? 'member' })
    .returning();
  const endorsed = options.endorsed ?? true;
  const [member] = await db
    .insert(members)
    .values({
      userId: user!.id,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `Person ${unique()}`,
      email,
      currentLocaleId: options.localeId,
      flockId: options.flockId ?? null,
      endorsed,
      endorsedAt: endorsed ? new Date() : null,
    })
    .returning();
  await db.insert(roleAssignments).values([
    { userId: user!.id, role: 'member', scopeType: 'self', scopeId: null },
    ...(options.grants ?? []).map((g) => ({ userId: user!.id, ...g })),
  ]);
  return { userId: user!.id, memberId: member!.id, email, password: TEST_PASSWORD };
}

/** A member record with no account. */
export async function makeMember(db: Database, localeId: string, values: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await db
    .insert(members)
    .values({
      firstName: 'Plain',
      lastName: `Member ${unique()}`,
      currentLocaleId: localeId,
      endorsed: true,
      endorsedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** A row of a member's locale history, as a transfer would write it. */
export async function makeDestination(
  db: Database,
  memberId: string,
  toLocaleId: string,
  values: Partial<typeof memberDestinations.$inferInsert> = {},
) {
  const [row] = await db.insert(memberDestinations).values({ memberId, toLocaleId, ...values }).returning();
  return row!;
}

/** An address straight into the table (bypassing the service), for tests of the database's own rules. */
export async function makeAddress(db: Database, memberId: string, values: Partial<typeof memberAddresses.$inferInsert> = {}) {
  const [row] = await db
    .insert(memberAddresses)
    .values({ memberId, label: 'home', line1: '12 Mabini St.', city: 'Quezon City', countryId: 'PH', ...values })
    .returning();
  return row!;
}
