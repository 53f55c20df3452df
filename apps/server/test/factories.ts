import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Role, ScopeType } from '@congregate/contracts';
import type { Database } from '../src/db/client.ts';
import {
  checkIns,
  districts,
  flocks,
  gatherings,
  locales,
  memberAddresses,
  memberDestinations,
  members,
  roleAssignments,
  users,
} from '../src/db/schema/index.ts';
import { hash } from '@node-rs/argon2';

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

/** Role grants for `makeAccount({ grants })`. */
export const localeAdminGrant = (localeId: string) =>
  ({ role: 'locale_admin', scopeType: 'locale', scopeId: localeId }) as const;
export const flockLeaderGrant = (flockId: string) =>
  ({ role: 'flock_leader', scopeType: 'flock', scopeId: flockId }) as const;
export const districtAdminGrant = (districtId: string) =>
  ({ role: 'district_admin', scopeType: 'district', scopeId: districtId }) as const;
export const superAdminGrant = { role: 'super_admin', scopeType: 'all', scopeId: null } as const;

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
  // Argon2id as the app stores it, at the smallest cost: a verification reads the cost from the hash, and the
  // suite signs in about two thousand times (at the app's cost, 30 ms each, 6% of the suite's time).
  passwordHash ??= hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 });
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
  await db
    .insert(roleAssignments)
    .values([
      { userId: user!.id, role: 'member', scopeType: 'self', scopeId: null },
      ...(options.grants ?? []).map((g) => ({ userId: user!.id, ...g })),
    ]);
  return { userId: user!.id, memberId: member!.id, email, password: TEST_PASSWORD };
}

/** A member record with no account. */
export async function makeMember(
  db: Database,
  localeId: string,
  values: Partial<typeof members.$inferInsert> = {},
) {
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
  const [row] = await db
    .insert(memberDestinations)
    .values({ memberId, toLocaleId, ...values })
    .returning();
  return row!;
}

/** An address straight into the table (bypassing the service), for tests of the database's own rules. */
export async function makeAddress(
  db: Database,
  memberId: string,
  values: Partial<typeof memberAddresses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(memberAddresses)
    .values({
      memberId,
      label: 'home',
      line1: '12 Mabini St.',
      city: 'Quezon City',
      countryId: 'PH',
      ...values,
    })
    .returning();
  return row!;
}

/** A `multipart/form-data` body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  field: string,
  fileName: string,
  data: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----congregate-${unique()}${unique()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** EXIF a phone camera writes, with the place the picture was taken. */
export const GPS_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '14/1 35/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '121/1 2/1 0/1',
  },
};

/**
 * An image of the given size: the left half red, the right half blue (so a rotation shows), optionally
 * with EXIF (e.g. `GPS_EXIF`) and an EXIF orientation.
 */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  options: {
    width?: number;
    height?: number;
    exif?: Record<string, Record<string, string>>;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const width = options.width ?? 300;
  const height = options.height ?? 200;
  const half = Math.max(1, Math.floor(width / 2));
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 20, b: 20 } },
  }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: { r: 20, g: 20, b: 220 } } },
      left: half,
      top: 0,
    },
  ]);
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** A gathering of the locale (a worship service by default), starting at the given time. */
export async function makeGathering(
  db: Database,
  localeId: string,
  values: Partial<typeof gatherings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(gatherings)
    .values({ localeId, name: 'Sunday Worship', startsAt: new Date(), ...values })
    .returning();
  return row!;
}

/** A member's check-in at a gathering, straight into the table (the events service will record them). */
export async function makeCheckIn(
  db: Database,
  gathering: { id: string; localeId: string },
  memberId: string,
  values: Partial<typeof checkIns.$inferInsert> = {},
) {
  const [row] = await db
    .insert(checkIns)
    .values({ gatheringId: gathering.id, localeId: gathering.localeId, memberId, method: 'qr', ...values })
    .returning();
  return row!;
}
