import { eq, sql } from 'drizzle-orm';
import type { PersonalDataBody } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { members } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

/**
 * The member's personal-data fields and record version as stored, locked until the transaction ends (for the
 * `If-Match` check and the audit's "before").
 */
export async function findPersonalDataForUpdate(db: Executor, member: MemberInScope) {
  const { memberId } = member;
  const [row] = await db
    .select({
      salutation: members.salutation,
      firstName: members.firstName,
      middleName: members.middleName,
      lastName: members.lastName,
      suffix: members.suffix,
      nickname: members.nickname,
      birthDate: members.birthDate,
      gender: members.gender,
      civilStatus: members.civilStatus,
      weddingDate: members.weddingDate,
      mobile: members.mobile,
      nationality: members.nationality,
      bloodType: members.bloodType,
      emergencyContactName: members.emergencyContactName,
      emergencyContactMobile: members.emergencyContactMobile,
      emergencyContactRelationship: members.emergencyContactRelationship,
      version: members.version,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}

/** Writes only the fields given. */
export async function updatePersonalData(db: Executor, member: MemberInScope, changes: PersonalDataBody) {
  const { memberId } = member;
  await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
