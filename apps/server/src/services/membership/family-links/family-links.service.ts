import {
  mirroredRelationship,
  type FamilyCard,
  type FamilyLinkRelationship,
  type FamilyRequest,
  type FamilyRequestList,
  type FamilyRequestStatus,
  type NewFamilyRequest,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  acceptedBetween,
  cardOf,
  decideRequest,
  entryLinkedTo,
  findEntry,
  findMember,
  findRequest,
  insertEntry,
  insertRequest,
  linkEntry,
  listRequestsOf,
  lockRequest,
  pendingBetween,
  setWedding,
  shareHousehold,
  unlinkedEntryNamed,
  type FamilyRequestRow,
} from './family-links.repository.ts';

const DECIDED_DAYS = 30;

function answerOf(row: FamilyRequestRow, memberId: string): FamilyRequest {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    fromMemberId: row.fromMemberId,
    fromName: `${row.fromFirstName} ${row.fromLastName}`,
    toMemberId: row.toMemberId,
    toName: `${row.toFirstName} ${row.toLastName}`,
    relationship: row.relationship as FamilyLinkRelationship,
    weddingDate: row.weddingDate,
    message: row.message,
    status: row.status as FamilyRequestStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    canDecide: pending && row.toMemberId === memberId,
    canCancel: pending && row.fromMemberId === memberId,
  };
}

const requestDecided = (status: string) =>
  new AppError('request_decided', `This request was already ${status}`, { status });

/** The caller's member record, endorsed: family links are between endorsed members. */
function endorsedMember(actor: Actor): string {
  if (!actor.memberId || !actor.endorsed) {
    throw forbidden('Only endorsed members link their family background to relatives’ records');
  }
  return actor.memberId;
}

/**
 * Family links (`family-request`, `family-modal`): a member asks a relative of their family background to
 * confirm they are that member; once the relative accepts, both family backgrounds point at each other's records
 * (the relative's with the mirrored relationship), spouses share their wedding date, and each may open the
 * other's card. The profile caches follow by the database's triggers on `member_relatives` and `members`.
 */
export function createFamilyLinksService(db: Database) {
  /** The request, for one of its two members only (anyone else: not found). */
  async function requestOf(requestId: string, memberId: string | null, executor: Executor = db) {
    const row = await findRequest(executor, requestId);
    if (!row || !memberId || (row.fromMemberId !== memberId && row.toMemberId !== memberId)) {
      throw notFound('The family request');
    }
    return row;
  }

  async function lockPendingRequest(tx: Executor, requestId: string) {
    const locked = await lockRequest(tx, requestId);
    if (!locked) throw notFound('The family request');
    if (locked.status !== 'pending') throw requestDecided(locked.status);
  }

  return {
    async create(actor: Actor, body: NewFamilyRequest): Promise<FamilyRequest> {
      const memberId = endorsedMember(actor);
      if (body.toMemberId === memberId) {
        throw invalidInput([{ path: 'toMemberId', message: 'Choose a relative, not yourself' }]);
      }
      if (body.weddingDate && body.relationship !== 'spouse') {
        throw invalidInput([{ path: 'weddingDate', message: 'Only spouses have a wedding date' }]);
      }
      const relative = await findMember(db, body.toMemberId);
      if (!relative || !relative.endorsed) throw notFound('The member');
      const requestId = await db.transaction(async (tx) => {
        if (body.relativeEntryId) {
          const entry = await findEntry(tx, memberId, body.relativeEntryId);
          if (!entry) {
            throw invalidInput([
              { path: 'relativeEntryId', message: 'Choose a relative of your own family background' },
            ]);
          }
          if (entry.relativeMemberId) {
            throw new AppError('already_linked', 'This relative is linked to a member record already');
          }
        }
        if (await entryLinkedTo(tx, memberId, relative.id)) {
          throw new AppError(
            'already_linked',
            `${relative.firstName} is linked to your family background already`,
          );
        }
        if (await pendingBetween(tx, memberId, relative.id)) {
          throw new AppError('request_pending', `A request between you and ${relative.firstName} is pending`);
        }
        const id = await insertRequest(tx, {
          fromMemberId: memberId,
          toMemberId: relative.id,
          relativeEntryId: body.relativeEntryId ?? null,
          relationship: body.relationship,
          weddingDate: body.relationship === 'spouse' ? (body.weddingDate ?? null) : null,
          message: body.message,
        });
        if (!id)
          throw new AppError('request_pending', `A request between you and ${relative.firstName} is pending`);
        const row = (await findRequest(tx, id))!;
        if (relative.userId) {
          await notify(tx, [
            {
              userId: relative.userId,
              kind: 'family.request',
              message: `${row.fromFirstName} ${row.fromLastName} asks you to confirm you are their ${body.relationship}`,
              link: '/family-request',
              data: { requestId: id, memberId },
            },
          ]);
        }
        return id;
      });
      return answerOf((await findRequest(db, requestId))!, memberId);
    },

    async list(actor: Actor): Promise<FamilyRequestList> {
      const memberId = actor.memberId;
      if (!memberId) return { toMe: [], fromMe: [] };
      const since = new Date(Date.now() - DECIDED_DAYS * 24 * 60 * 60 * 1000);
      const rows = (await listRequestsOf(db, memberId, since)).sort(
        (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'),
      );
      return {
        toMe: rows.filter((r) => r.toMemberId === memberId).map((r) => answerOf(r, memberId)),
        fromMe: rows.filter((r) => r.fromMemberId === memberId).map((r) => answerOf(r, memberId)),
      };
    },

    async accept(actor: Actor, requestId: string): Promise<FamilyRequest> {
      const row = await requestOf(requestId, actor.memberId);
      if (row.toMemberId !== actor.memberId) throw notFound('The family request');
      endorsedMember(actor);
      const relationship = row.relationship as FamilyLinkRelationship;
      const mirrored = mirroredRelationship[relationship];
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        const from = (await findMember(tx, row.fromMemberId))!;
        const to = (await findMember(tx, row.toMemberId))!;
        // The asker's side: the entry named (if still theirs and unlinked), one already linked, or a new one.
        const named = row.relativeEntryId ? await findEntry(tx, from.id, row.relativeEntryId) : null;
        const askerEntry =
          (named && (!named.relativeMemberId || named.relativeMemberId === to.id) ? named : null) ??
          (await entryLinkedTo(tx, from.id, to.id));
        let askerEntryId: string;
        if (askerEntry) {
          askerEntryId = askerEntry.id;
          await linkEntry(tx, askerEntry.id, to.id, relationship);
        } else {
          askerEntryId = await insertEntry(tx, {
            memberId: from.id,
            relationship,
            firstName: to.firstName,
            lastName: to.lastName,
            birthDate: to.birthDate,
            relativeMemberId: to.id,
          });
        }
        // The relative's side: their entry linked to the asker, or one of theirs by the asker's name, or a new one.
        const mirror =
          (await entryLinkedTo(tx, to.id, from.id)) ?? (await unlinkedEntryNamed(tx, to.id, mirrored, from));
        const mirrorId = mirror
          ? (await linkEntry(tx, mirror.id, from.id, mirrored), mirror.id)
          : await insertEntry(tx, {
              memberId: to.id,
              relationship: mirrored,
              firstName: from.firstName,
              lastName: from.lastName,
              birthDate: from.birthDate,
              relativeMemberId: from.id,
            });
        if (relationship === 'spouse' && row.weddingDate) {
          await setWedding(tx, from.id, row.weddingDate);
          await setWedding(tx, to.id, row.weddingDate);
        }
        await decideRequest(tx, requestId, { status: 'accepted', relativeEntryId: askerEntryId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'family.link',
          entityType: 'family_requests',
          entityId: requestId,
          after: {
            fromMemberId: from.id,
            toMemberId: to.id,
            relationship,
            askerEntryId,
            relativeEntryId: mirrorId,
            weddingDate: row.weddingDate,
          },
        });
        if (from.userId) {
          await notify(tx, [
            {
              userId: from.userId,
              kind: 'family.accepted',
              message: `${to.firstName} ${to.lastName} confirmed your family link`,
              link: `/family-modal?memberId=${to.id}`,
              data: { requestId, memberId: to.id },
              words: { name: `${to.firstName} ${to.lastName}` },
            },
          ]);
        }
      });
      return answerOf((await findRequest(db, requestId))!, row.toMemberId);
    },

    /** The relative declines, or the asker withdraws (`cancelled`). */
    async decline(actor: Actor, requestId: string): Promise<FamilyRequest> {
      const row = await requestOf(requestId, actor.memberId);
      const memberId = actor.memberId!;
      const byRelative = row.toMemberId === memberId;
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        await decideRequest(tx, requestId, { status: byRelative ? 'declined' : 'cancelled' });
        if (byRelative && row.fromUserId) {
          await notify(tx, [
            {
              userId: row.fromUserId,
              kind: 'family.declined',
              message: `${row.toFirstName} ${row.toLastName} declined your family link`,
              link: '/family-request',
              data: { requestId, memberId: row.toMemberId },
              words: { name: `${row.toFirstName} ${row.toLastName}` },
            },
          ]);
        }
      });
      return answerOf((await findRequest(db, requestId))!, memberId);
    },

    async card(actor: Actor, memberId: string): Promise<FamilyCard> {
      const me = actor.memberId;
      const link = me && me !== memberId ? await acceptedBetween(db, me, memberId) : null;
      const card = link ? await cardOf(db, memberId) : null;
      if (!me || !link || !card) throw notFound('The relative');
      const stated = link.relationship as FamilyLinkRelationship;
      return {
        ...card,
        relationship: link.fromMemberId === me ? stated : mirroredRelationship[stated],
        sameHousehold: await shareHousehold(db, me, memberId),
      };
    },
  };
}
export type FamilyLinksService = ReturnType<typeof createFamilyLinksService>;
