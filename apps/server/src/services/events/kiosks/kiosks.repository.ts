import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import {
  householdMembers,
  kiosks,
  locales,
  members,
  roleAssignments,
  users,
} from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A kiosk row with its locale's district (scope checks). */
export interface KioskRow {
  id: string;
  localeId: string;
  districtId: string | null;
  name: string;
  userId: string;
  pairedAt: Date | null;
  pairingExpiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  faceMode: boolean;
  faceThreshold: number | null;
  faceMargin: number | null;
}

const kioskColumns = {
  id: kiosks.id,
  localeId: kiosks.localeId,
  districtId: locales.districtId,
  name: kiosks.name,
  userId: kiosks.userId,
  pairedAt: kiosks.pairedAt,
  pairingExpiresAt: kiosks.pairingExpiresAt,
  revokedAt: kiosks.revokedAt,
  createdAt: kiosks.createdAt,
  faceMode: kiosks.faceMode,
  faceThreshold: kiosks.faceThreshold,
  faceMargin: kiosks.faceMargin,
};

// No password opens a kiosk's account: it signs in only by pairing (the hash never verifies).
const NO_PASSWORD = '!kiosk-pairs-with-a-code';

/**
 * A kiosk and the account it signs in as: user type `kiosk`, one `kiosk` grant over the locale. The kiosks
 * feature owns these device accounts (people's accounts are the login service's).
 */
export async function insertKiosk(
  db: Executor,
  values: { localeId: string; name: string; createdBy: string; codeHash: string; expiresAt: Date },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: `kiosk-${crypto.randomUUID()}@kiosk.invalid`,
      passwordHash: NO_PASSWORD,
      userType: 'kiosk',
    })
    .returning({ id: users.id });
  await db.insert(roleAssignments).values({
    userId: user!.id,
    role: 'kiosk',
    scopeType: 'locale',
    scopeId: values.localeId,
    createdBy: values.createdBy,
  });
  const [kiosk] = await db
    .insert(kiosks)
    .values({
      localeId: values.localeId,
      name: values.name,
      userId: user!.id,
      pairingCodeHash: values.codeHash,
      pairingExpiresAt: values.expiresAt,
      createdBy: values.createdBy,
    })
    .returning({ id: kiosks.id });
  return kiosk!.id;
}

export async function findKiosk(db: Executor, id: string): Promise<KioskRow | null> {
  const [row] = await db
    .select(kioskColumns)
    .from(kiosks)
    .innerJoin(locales, eq(locales.id, kiosks.localeId))
    .where(eq(kiosks.id, id));
  return row ?? null;
}

/** The kiosk a kiosk account belongs to. */
export async function findKioskOfUser(db: Executor, userId: string): Promise<KioskRow | null> {
  const [row] = await db
    .select(kioskColumns)
    .from(kiosks)
    .innerJoin(locales, eq(locales.id, kiosks.localeId))
    .where(eq(kiosks.userId, userId));
  return row ?? null;
}

export async function listKiosks(db: Executor, localeId: string): Promise<KioskRow[]> {
  return db
    .select(kioskColumns)
    .from(kiosks)
    .innerJoin(locales, eq(locales.id, kiosks.localeId))
    .where(and(eq(kiosks.localeId, localeId), isNull(kiosks.revokedAt)))
    .orderBy(asc(kiosks.name), asc(kiosks.id));
}

export async function setPairingCode(
  db: Executor,
  id: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(kiosks)
    .set({ pairingCodeHash: codeHash, pairingExpiresAt: expiresAt })
    .where(eq(kiosks.id, id));
}

/**
 * Uses up a pairing code: one statement, so of two tablets typing the same code at once only one gets the
 * kiosk. Answers the kiosk, or null for a wrong, used, expired or revoked one.
 */
export async function claimPairingCode(db: Executor, codeHash: string): Promise<{ id: string } | null> {
  const [row] = await db
    .update(kiosks)
    .set({ pairingCodeHash: null, pairingExpiresAt: null, pairedAt: sql`now()` })
    .where(
      and(
        eq(kiosks.pairingCodeHash, codeHash),
        gt(kiosks.pairingExpiresAt, sql`now()`),
        isNull(kiosks.revokedAt),
      ),
    )
    .returning({ id: kiosks.id });
  return row ?? null;
}

/** Revokes the kiosk and disables its account (a session lookup refuses a disabled account at once). */
export async function revokeKiosk(db: Executor, kiosk: { id: string; userId: string }): Promise<void> {
  await db
    .update(kiosks)
    .set({
      revokedAt: sql`coalesce(${kiosks.revokedAt}, now())`,
      pairingCodeHash: null,
      pairingExpiresAt: null,
    })
    .where(eq(kiosks.id, kiosk.id));
  await db
    .update(users)
    .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())` })
    .where(eq(users.id, kiosk.userId));
}

/** A kiosk's roster by name key, then id; the cursor `[name key, id]`. */
export const rosterKeys = keyset({
  direction: 'asc',
  parts: [
    { column: members.nameKey, kind: 'text' },
    { column: members.id, kind: 'uuid' },
  ],
});

/** A page of the locale's endorsed members by name (keyset on name_key, id). */
export async function rosterPage(
  db: Executor,
  localeId: string,
  limit: number,
  after: { nameKey: string; id: string } | null,
) {
  // At most one household per member (a unique index): the join adds no rows.
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      salutation: members.salutation,
      photo: members.photo,
      cardVersion: members.cardVersion,
      householdId: householdMembers.householdId,
      nameKey: sql<string>`${members.nameKey}`,
    })
    .from(members)
    .leftJoin(householdMembers, eq(householdMembers.memberId, members.id))
    .where(
      and(
        eq(members.currentLocaleId, localeId),
        eq(members.endorsed, true),
        rosterKeys.after(after && [after.nameKey, after.id]),
      ),
    )
    .orderBy(...rosterKeys.orderBy())
    .limit(limit);
}

/** A kiosk's name and face settings; a face setting changed marks the kiosks' copy of the faces for refresh. */
export async function updateKiosk(
  db: Executor,
  id: string,
  patch: { name?: string; faceMode?: boolean; faceThreshold?: number; faceMargin?: number },
): Promise<void> {
  const faceChanged =
    patch.faceMode !== undefined || patch.faceThreshold !== undefined || patch.faceMargin !== undefined;
  await db
    .update(kiosks)
    .set({ ...patch, ...(faceChanged ? { settingsUpdatedAt: sql`now()` } : {}) })
    .where(eq(kiosks.id, id));
}
