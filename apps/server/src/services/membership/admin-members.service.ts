import type { AdminMemberDetail, MemberListItem, MemberSearchBody } from '@congregate/contracts';
import type { Database } from '../../db/client.ts';
import { isSuperAdmin, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findAccount, findRejection, listConsents, listSignIns } from './admin-member-detail.repository.ts';
import {
  adminScopeOf,
  canManageMember,
  localeListViewOf,
  scopeCoversLocale,
  type AdminScope,
} from './admin-members.policy.ts';
import { findFlockRef, findLocaleRef, searchMembers } from './admin-members.repository.ts';
import { listEmailChangeRequests, listTransferRequests } from './member-requests.repository.ts';
import { findMemberById } from './members.repository.ts';
import { findMemberScope } from './profile-sections.repository.ts';
import { listGrants } from './user-roles.repository.ts';

/** The caller's admin scope; 403 for anyone who administers nothing. Checked before any data is read. */
export function requireAdminScope(actor: Actor): AdminScope {
  const scope = adminScopeOf(actor);
  if (!scope) throw forbidden('Only admins may do this');
  return scope;
}

/** The member's scope once the caller administers them (403 otherwise; 404 only for a super admin). */
export async function requireManagedMember(db: Database, actor: Actor, memberId: string) {
  requireAdminScope(actor);
  const scope = await findMemberScope(db, memberId);
  if (!scope) {
    if (isSuperAdmin(actor)) throw notFound('The member');
    throw forbidden('This member is outside your scope');
  }
  if (!canManageMember(actor, scope)) throw forbidden('This member is outside your scope');
  return scope;
}

/** What a non-admin sees of another member in a directory list. */
const directoryView = (item: MemberListItem): MemberListItem => ({
  ...item,
  email: null,
  mobile: null,
  birthDate: null,
  gender: null,
});

const toIso = (d: Date | null) => d?.toISOString() ?? null;

export function createAdminMembersService(db: Database) {
  return {
    async search(actor: Actor, body: MemberSearchBody) {
      const scope = requireAdminScope(actor);
      if (body.localeId) {
        const locale = await findLocaleRef(db, body.localeId);
        if (!locale || !scopeCoversLocale(scope, locale))
          throw forbidden('This locale is outside your scope');
      }
      const { sort, cursor, limit, ...filters } = body;
      return searchMembers(db, scope, filters, { sort, cursor, limit });
    },

    async byLocale(
      actor: Actor,
      localeId: string,
      query: { q?: string; cursor?: string; limit: number },
      withPhoto: boolean,
    ) {
      const locale = await findLocaleRef(db, localeId);
      const view = locale ? localeListViewOf(actor, locale) : null;
      if (!locale || !view) {
        if (!locale && isSuperAdmin(actor)) throw notFound('The locale');
        throw forbidden('This locale is outside your scope');
      }
      const page = await searchMembers(
        db,
        { all: true },
        { localeId, q: query.q, withPhoto, endorsed: view === 'directory' ? true : undefined },
        { sort: 'name', cursor: query.cursor, limit: query.limit },
      );
      return view === 'admin' ? page : { ...page, items: page.items.map(directoryView) };
    },

    /**
     * The caller's flock: a flock leader's led flocks (full rows), otherwise the member's own flock
     * (endorsed members, directory view). Flocks are small, so the list is not paged.
     */
    async flockMembers(actor: Actor) {
      if (!actor.endorsed) throw forbidden('Only endorsed members have a flock');
      const led = actor.grants.filter((g) => g.role === 'flock_leader' && g.scopeId).map((g) => g.scopeId!);
      const flockIds = led.length > 0 ? led : actor.flockId ? [actor.flockId] : [];
      if (flockIds.length === 0) return { items: [], total: 0 };
      const page = await searchMembers(
        db,
        { all: true },
        { flockIds, endorsed: led.length > 0 ? undefined : true },
        { sort: 'name', limit: 1000 },
      );
      const items = led.length > 0 ? page.items : page.items.map(directoryView);
      return { items, total: page.total };
    },

    async detail(actor: Actor, memberId: string): Promise<AdminMemberDetail> {
      await requireManagedMember(db, actor, memberId);
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

    /** A flock's id and locale, for callers that check it belongs to a locale. */
    findFlock: (flockId: string) => findFlockRef(db, flockId),
  };
}
export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
