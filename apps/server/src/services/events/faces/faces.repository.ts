import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { faceDescriptors, faceEnrolments, kiosks, locales, members } from '../../../db/schema/index.ts';

/** A member as face enrolment needs them: where they belong (scope) and whether endorsed. */
export interface FaceMemberRow {
  id: string;
  userId: string | null;
  localeId: string;
  districtId: string | null;
  endorsed: boolean;
}

export async function findFaceMember(db: Executor, memberId: string): Promise<FaceMemberRow | null> {
  const [row] = await db
    .select({
      id: members.id,
      userId: members.userId,
      localeId: members.currentLocaleId,
      districtId: locales.districtId,
      endorsed: members.endorsed,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(members.id, memberId));
  return row ?? null;
}

export interface FaceEnrolmentRow {
  memberId: string;
  consentedAt: Date;
  consentVersion: string;
  inPerson: boolean;
  modelName: string;
  modelVersion: string;
  captures: number;
}

export async function findEnrolment(db: Executor, memberId: string): Promise<FaceEnrolmentRow | null> {
  const [row] = await db
    .select({
      memberId: faceEnrolments.memberId,
      consentedAt: faceEnrolments.consentedAt,
      consentVersion: faceEnrolments.consentVersion,
      inPerson: faceEnrolments.inPerson,
      modelName: faceEnrolments.modelName,
      modelVersion: faceEnrolments.modelVersion,
      captures: sql<number>`(select count(*)::int from face_descriptors d where d.member_id = ${faceEnrolments.memberId})`,
    })
    .from(faceEnrolments)
    .where(eq(faceEnrolments.memberId, memberId));
  return row ? { ...row, captures: Number(row.captures) } : null;
}

/** Replaces a member's enrolment (consent, model, centroid) and captures. Call inside a transaction. */
export async function saveEnrolment(
  db: Executor,
  values: {
    memberId: string;
    consentVersion: string;
    recordedBy: string;
    inPerson: boolean;
    modelName: string;
    modelVersion: string;
    centroid: Buffer;
    descriptors: Buffer[];
  },
): Promise<void> {
  await db.delete(faceEnrolments).where(eq(faceEnrolments.memberId, values.memberId));
  await db.insert(faceEnrolments).values({
    memberId: values.memberId,
    consentVersion: values.consentVersion,
    recordedBy: values.recordedBy,
    inPerson: values.inPerson,
    modelName: values.modelName,
    modelVersion: values.modelVersion,
    centroid: values.centroid,
  });
  await db
    .insert(faceDescriptors)
    .values(
      values.descriptors.map((descriptor, capture) => ({ memberId: values.memberId, capture, descriptor })),
    );
}

/** Deletes a member's enrolment and every capture (cascade). Answers whether there was one. */
export async function deleteEnrolment(db: Executor, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(faceEnrolments)
    .where(eq(faceEnrolments.memberId, memberId))
    .returning({ memberId: faceEnrolments.memberId });
  return rows.length > 0;
}

/** Whether this member may be checked in by face at this kiosk: its face mode is on and they are enrolled there. */
export async function faceCheckInAllowed(
  db: Executor,
  kioskUserId: string,
  memberId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`true` })
    .from(kiosks)
    .innerJoin(members, eq(members.currentLocaleId, kiosks.localeId))
    .innerJoin(faceEnrolments, eq(faceEnrolments.memberId, members.id))
    .where(
      and(
        eq(kiosks.userId, kioskUserId),
        eq(kiosks.faceMode, true),
        sql`${kiosks.revokedAt} is null`,
        eq(members.id, memberId),
        eq(members.endorsed, true),
      ),
    );
  return row !== undefined;
}

/** A kiosk's face settings, by its account. */
export async function findKioskFaceSettings(db: Executor, kioskUserId: string) {
  const [row] = await db
    .select({
      localeId: kiosks.localeId,
      faceMode: kiosks.faceMode,
      faceThreshold: kiosks.faceThreshold,
      faceMargin: kiosks.faceMargin,
      settingsUpdatedAt: kiosks.settingsUpdatedAt,
    })
    .from(kiosks)
    .where(and(eq(kiosks.userId, kioskUserId), sql`${kiosks.revokedAt} is null`));
  return row ?? null;
}

/**
 * A fingerprint of the locale's enrolled, endorsed members and when each enrolment last changed: any
 * enrolment, withdrawal, endorsement or move in or out of the locale changes it.
 */
export async function localeFacesFingerprint(db: Executor, localeId: string): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string | null; n: number }>(
    db,
    sql`select md5(string_agg(e.member_id::text || ':' || (extract(epoch from e.updated_at) * 1000)::bigint,
                              ',' order by e.member_id)) as fingerprint, count(*)::int as n
          from face_enrolments e join members m on m.id = e.member_id
         where m.current_locale_id = ${localeId} and m.endorsed`,
  );
  return `${row?.n ?? 0}.${row?.fingerprint ?? 'none'}`;
}

/** The centroids of the locale's enrolled, endorsed members. */
export async function localeFaces(db: Executor, localeId: string) {
  return db
    .select({
      memberId: faceEnrolments.memberId,
      centroid: faceEnrolments.centroid,
      modelName: faceEnrolments.modelName,
      modelVersion: faceEnrolments.modelVersion,
    })
    .from(faceEnrolments)
    .innerJoin(members, eq(members.id, faceEnrolments.memberId))
    .where(and(eq(members.currentLocaleId, localeId), eq(members.endorsed, true)))
    .orderBy(faceEnrolments.memberId);
}
