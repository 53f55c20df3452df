import type { AdminMemberDetail } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { notFound } from '../../../lib/errors.ts';
import type { EmailChangesService } from '../email-changes/email-changes.service.ts';
import type { EndorsementsService } from '../endorsements/endorsements.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { TransfersService } from '../transfers/transfers.service.ts';
import type { UserRolesService } from '../user-roles/user-roles.service.ts';
import { findAccount, listConsents, listSignIns } from './member-detail.repository.ts';

/** The features whose records the detail gathers. */
export interface MemberDetailSources {
  members: MembersService;
  userRoles: UserRolesService;
  transfers: TransfersService;
  emailChanges: EmailChangesService;
  endorsements: EndorsementsService;
}

const toIso = (d: Date | null) => d?.toISOString() ?? null;

/** One member with their account, sign-ins, roles, consents and open requests, for an admin over them. */
export function createMemberDetailService(db: Database, sources: MemberDetailSources) {
  const { members, userRoles, transfers, emailChanges, endorsements } = sources;
  return {
    /** `member`: one the caller administers (the call's rule). */
    async detail(member: MemberInScope): Promise<AdminMemberDetail> {
      const memberId = member.memberId;
      const record = await members.record(memberId);
      if (!record) throw notFound('The member');
      const userId = record.member.userId;
      const [account, signIns, roles, consents, transferRequests, emailChangeRequests, rejection] =
        await Promise.all([
          userId ? findAccount(db, userId) : null,
          userId ? listSignIns(db, userId) : [],
          userId ? userRoles.grantsOf(userId) : [],
          userId ? listConsents(db, userId) : [],
          transfers.requestsOf(member),
          emailChanges.requestsOf(member),
          endorsements.rejectionOf(memberId),
        ]);
      return {
        member: record.member,
        account: account
          ? {
              userId: account.userId,
              email: account.email,
              userType: account.userType,
              disabled: account.disabledAt !== null,
              createdAt: account.createdAt.toISOString(),
              lastSignInAt: toIso(account.lastSignInAt),
            }
          : null,
        signIns: signIns.map((s) => ({ at: s.at.toISOString(), ip: s.ip, userAgent: s.userAgent })),
        roles: roles.map((g) => ({
          id: g.id,
          role: g.role as AdminMemberDetail['roles'][number]['role'],
          scopeType: g.scopeType as AdminMemberDetail['roles'][number]['scopeType'],
          scopeId: g.scopeId,
          scopeName: g.scopeName,
        })),
        consents: consents.map((c) => ({
          kind: c.kind as AdminMemberDetail['consents'][number]['kind'],
          version: c.version,
          acceptedAt: c.acceptedAt.toISOString(),
          withdrawnAt: toIso(c.withdrawnAt),
        })),
        openRequests: {
          transfers: transferRequests
            .filter((t) => t.status === 'pending')
            .map((t) => ({ ...t, status: 'pending' as const })),
          emailChanges: emailChangeRequests
            .filter((e) => e.status === 'pending')
            .map((e) => ({ ...e, status: 'pending' as const })),
        },
        rejection,
      };
    },
  };
}
export type MemberDetailService = ReturnType<typeof createMemberDetailService>;
