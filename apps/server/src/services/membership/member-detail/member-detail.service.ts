import type { AdminMemberDetail } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { requireMember } from '../../../access/member-access.ts';
import type { Actor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import { findAccount, findRejection, listConsents, listSignIns } from './member-detail.repository.ts';
import { listEmailChangeRequests, listTransferRequests } from '../member-requests/member-requests.repository.ts';
import { findMemberById } from '../members/members.repository.ts';
import { listGrants } from '../user-roles/user-roles.repository.ts';

const toIso = (d: Date | null) => d?.toISOString() ?? null;

/** One member with their account, sign-ins, roles, consents and open requests, for an admin over them. */
export function createMemberDetailService(db: Database) {
  return {
    async detail(actor: Actor, memberId: string): Promise<AdminMemberDetail> {
      await requireMember(db, actor, memberId, 'manage');
      const record = await findMemberById(db, memberId);
      if (!record) throw notFound('The member');
      const userId = record.member.userId;
      const [account, signIns, roles, consents, transfers, emailChanges, rejection] = await Promise.all([
        userId ? findAccount(db, userId) : null,
        userId ? listSignIns(db, userId) : [],
        userId ? listGrants(db, userId) : [],
        userId ? listConsents(db, userId) : [],
        listTransferRequests(db, memberId),
        listEmailChangeRequests(db, memberId),
        findRejection(db, memberId),
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
          kind: c.kind,
          version: c.version,
          acceptedAt: c.acceptedAt.toISOString(),
          withdrawnAt: toIso(c.withdrawnAt),
        })),
        openRequests: {
          transfers: transfers
            .filter((t) => t.status === 'pending')
            .map((t) => ({ ...t, status: 'pending' as const, requestedAt: t.requestedAt.toISOString() })),
          emailChanges: emailChanges
            .filter((e) => e.status === 'pending')
            .map((e) => ({ ...e, status: 'pending' as const, requestedAt: e.requestedAt.toISOString() })),
        },
        rejection: rejection
          ? { reason: rejection.reason, rejectedAt: rejection.rejectedAt.toISOString() }
          : null,
      };
    },

  };
}
export type MemberDetailService = ReturnType<typeof createMemberDetailService>;
