import type {
  Household,
  HouseholdAddressInput,
  HouseholdPage,
  HouseholdPatch,
  MyHousehold,
  NewHousehold,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { HouseholdInScope } from '../../../access/household-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import * as repo from './households.repository.ts';
import { createHouseholdDependants } from './households.dependants.service.ts';
import { createHouseholdRequests, type InvitationMail } from './households.requests.service.ts';
import {
  alreadyInHousehold,
  auditAdmin,
  callerMemberId,
  endorsedCallerMemberId,
  fullName,
  householdStandings,
} from './households.standing.ts';

function addressColumns(address: HouseholdAddressInput | null): repo.HouseholdAddressColumns {
  if (address === null || 'addressId' in address) {
    return {
      addressId: address?.addressId ?? null,
      line1: null,
      line2: null,
      city: null,
      province: null,
      postalCode: null,
      countryId: null,
    };
  }
  return {
    addressId: null,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    province: address.province ?? null,
    postalCode: address.postalCode ?? null,
    countryId: address.countryId,
  };
}

const notOneOf = (what: string) =>
  invalidInput([{ path: 'address.addressId', message: `The address must be ${what}`, code: 'custom' }]);

/**
 * Households (issue 18): a head, members of any locale, dependants without a member record, join requests
 * and invitations. Its members see each other's name, photo and locale and the household's address, never
 * contact data; its head and admins over a member's locale change it (admins audited); anyone else 404.
 * Requests and dependants are answered by their own files beside this one, through the same standings.
 */
export function createHouseholdsService(db: Database, invitations?: InvitationMail) {
  const standings = householdStandings(db);
  const { standingAt, householdAnswer } = standings;

  return {
    /** The household the member belongs to and its members (for family check-in at the kiosk), or null. */
    async householdOf(
      memberId: string,
      executor: Executor = db,
    ): Promise<{ id: string; memberIds: string[] } | null> {
      const id = await repo.householdIdOf(executor, memberId);
      if (!id) return null;
      return { id, memberIds: await repo.householdMemberIds(executor, id) };
    },

    async mine(actor: Actor): Promise<MyHousehold> {
      const memberId = callerMemberId(actor);
      const id = await repo.householdIdOf(db, memberId);
      return { household: id ? await householdAnswer(actor, id) : null };
    },

    async create(actor: Actor, body: NewHousehold): Promise<Household> {
      const memberId = endorsedCallerMemberId(actor);
      if (body.address && 'addressId' in body.address) {
        if (!(await repo.addressBelongsTo(db, body.address.addressId, [memberId]))) {
          throw notOneOf('one of your own addresses');
        }
      }
      const id = await db.transaction(async (tx) => {
        if (await repo.householdIdOf(tx, memberId)) throw alreadyInHousehold('You');
        const householdId = await repo.insertHousehold(tx, {
          name: body.name,
          headMemberId: memberId,
          ...addressColumns(body.address),
        });
        if (!(await repo.insertHouseholdMember(tx, householdId, memberId))) throw alreadyInHousehold('You');
        return householdId;
      });
      return householdAnswer(actor, id);
    },

    /** The households of a locale the call's rule let its admins at. */
    async list(
      locale: RecordInScope<'locale'>,
      q: { q?: string; cursor?: string; limit: number },
    ): Promise<HouseholdPage> {
      const after = repo.householdKeys.read(q.cursor) ?? undefined;
      const rows = await repo.listLocaleHouseholds(db, {
        localeId: locale.id,
        search: q.q || undefined,
        after,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          name: r.name,
          headName: fullName(r.headFirstName, r.headLastName),
          memberCount: Number(r.memberCount),
          dependantCount: Number(r.dependantCount),
        })),
        nextCursor: repo.householdKeys.next(rows, q.limit, (row) => [row.name, row.id]),
      };
    },

    /** A household the caller sees (the call's rule, `householdInScope`). */
    async get(actor: Actor, household: HouseholdInScope): Promise<Household> {
      return householdAnswer(actor, household.id);
    },

    /** Changes a household the caller may change (the call's rule: its head, admins over a member's locale). */
    async update(actor: Actor, allowed: HouseholdInScope, patch: HouseholdPatch): Promise<Household> {
      const householdId = allowed.id;
      const standing = await standingAt(actor, allowed);
      const memberIds = standing.members.map((m) => m.memberId);
      if (patch.headMemberId !== undefined && !memberIds.includes(patch.headMemberId)) {
        throw invalidInput([
          { path: 'headMemberId', message: 'The new head must be a member of the household', code: 'custom' },
        ]);
      }
      if (patch.address && 'addressId' in patch.address) {
        if (!(await repo.addressBelongsTo(db, patch.address.addressId, memberIds))) {
          throw notOneOf('an address of one of the household’s members');
        }
      }
      await db.transaction(async (tx) => {
        if (!(await repo.lockHousehold(tx, householdId))) throw notFound('The household');
        await repo.updateHousehold(tx, householdId, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.headMemberId !== undefined ? { headMemberId: patch.headMemberId } : {}),
          ...(patch.address !== undefined ? addressColumns(patch.address) : {}),
        });
        const { household } = standing;
        await auditAdmin(tx, actor, standing, {
          action: 'household.update',
          entityType: 'households',
          entityId: householdId,
          before: {
            name: household.name,
            headMemberId: household.headMemberId,
            addressId: household.addressId,
          },
          after: patch,
        });
      });
      return householdAnswer(actor, householdId);
    },

    /** Takes a member out of a household the caller sees: the member leaving, or its head or admins. */
    async removeMember(actor: Actor, allowed: HouseholdInScope, memberId: string): Promise<{ ok: true }> {
      const householdId = allowed.id;
      const standing = await standingAt(actor, allowed);
      const leaving = actor.memberId === memberId;
      if (!leaving && !standing.isHead && !standing.adminLocaleId) {
        throw forbidden('Only the head or an admin over its members removes someone else');
      }
      if (!standing.members.some((m) => m.memberId === memberId)) throw notFound('The household member');
      await db.transaction(async (tx) => {
        const household = await repo.lockHousehold(tx, householdId);
        if (!household) throw notFound('The household');
        if (!(await repo.deleteHouseholdMember(tx, householdId, memberId)))
          throw notFound('The household member');
        const rest = await repo.listHouseholdMembers(tx, householdId);
        if (rest.length === 0) await repo.deleteHousehold(tx, householdId);
        else if (household.headMemberId === memberId || household.headMemberId === null) {
          // The longest-standing member takes the head.
          await repo.updateHousehold(tx, householdId, { headMemberId: rest[0]!.memberId });
        } else await repo.touchHousehold(tx, householdId);
        if (!leaving) {
          await auditAdmin(tx, actor, standing, {
            action: 'household.member_remove',
            entityType: 'households',
            entityId: householdId,
            before: { memberId },
            after: { removed: rest.length === 0 ? 'household' : 'member' },
          });
        }
      });
      return { ok: true };
    },

    ...createHouseholdRequests(db, standings, invitations),
    ...createHouseholdDependants(db),
  };
}
export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
