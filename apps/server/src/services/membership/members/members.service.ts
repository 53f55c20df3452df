import type { Member } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { notFound } from '../../../lib/errors.ts';
import {
  findMemberById,
  findMemberByUserId,
  insertEndorsedMember,
  type EndorsedMemberValues,
  type MemberRecord,
} from './members.repository.ts';

/**
 * The member record (member, locale, account type) that other features read: the profile, and the admin
 * features that answer with the member they changed. Callers check the scope first (`access/`).
 */
export function createMembersService(db: Database) {
  return {
    record: (memberId: string, executor: Executor = db): Promise<MemberRecord | null> =>
      findMemberById(executor, memberId),
    recordOfUser: (userId: string): Promise<MemberRecord | null> => findMemberByUserId(db, userId),
    /**
     * A new endorsed member without an account, inside the caller's transaction (a baptized PEP converted by
     * an admin over the locale, who checked the scope and the duplicates first).
     */
    createEndorsed: (tx: Executor, values: EndorsedMemberValues) => insertEndorsedMember(tx, values),
    /** The member as answers show it; 404 when the record is gone. */
    async member(memberId: string): Promise<Member> {
      const record = await findMemberById(db, memberId);
      if (!record) throw notFound('The member');
      return record.member;
    },
  };
}
export type { EndorsedMemberValues, MemberRecord };
export type MembersService = ReturnType<typeof createMembersService>;
