import { fieldIssue } from '@congregate/contracts';
import type { z } from 'zod';
import type { endorseBodySchema, mergeBodySchema, rejectBodySchema } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { escapeHtml, type MailOutbox } from '../../../integrations/email/email.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { type Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notify } from '../../../lib/notifications.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import { scopeCoversLocale } from '../../../access/scope.ts';
import { canMergeMembers } from './endorsements.policy.ts';
import { findFlockRef, findLocaleRef } from '../../../access/access.repository.ts';
import { requireAdminScope, type AdminScope } from '../../../access/scope.ts';
import { requireMemberLocked, trustedMember, type MemberInScope } from '../../../access/member-access.ts';
import {
  countPendingRegistrations,
  endorseMember,
  findDuplicates,
  findRejectionFor,
  insertRejection,
  listPendingRegistrations,
  lockMemberForDecision,
  lockMembers,
  moveAccountAndDelete,
} from './endorsements.repository.ts';
import type { MembersService } from '../members/members.service.ts';
import { findMemberScope } from '../../../access/access.repository.ts';

type EndorseBody = z.infer<typeof endorseBodySchema>;
type RejectBody = z.infer<typeof rejectBodySchema>;
type MergeBody = z.infer<typeof mergeBodySchema>;

/** The files of a record a merge removes: the features that keep files for a member, and where files are. */
export interface MergedMemberFiles {
  /** Photo, documents: the keys of the member's files, read inside the transaction that removes the member. */
  owners: { storedFiles(tx: Executor, member: MemberInScope): Promise<string[]> }[];
  storage: FileStorage;
}

/** Endorsement of registrations: the list with duplicate hints, endorse, reject (the person is told), merge. */
export function createEndorsementsService(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  mail: MailOutbox,
  members: MembersService,
  mergedFiles: MergedMemberFiles,
) {
  const memberOf = (memberId: string) => members.member(memberId);

  return {
    /** How many registrations wait for a decision in the scope, or one of its locales (the dashboard). */
    pendingCount: (scope: AdminScope, localeId: string | undefined) =>
      countPendingRegistrations(db, scope, localeId),

    /** Why the member's registration was turned down, or null (not-authorized page, member detail). */
    async rejectionOf(memberId: string): Promise<{ reason: string; rejectedAt: string } | null> {
      const row = await findRejectionFor(db, memberId);
      return row ? { reason: row.reason, rejectedAt: row.rejectedAt.toISOString() } : null;
    },

    async list(actor: Actor, query: { localeId?: string; cursor?: string; limit: number }) {
      const scope = requireAdminScope(actor);
      if (query.localeId) {
        const locale = await findLocaleRef(db, query.localeId);
        if (!locale || !scopeCoversLocale(scope, locale))
          throw forbidden('This locale is outside your scope');
      }
      const page = await listPendingRegistrations(db, scope, query);
      const duplicates = await findDuplicates(
        db,
        page.items.map((i) => i.id),
      );
      return {
        ...page,
        items: page.items.map((member) => ({
          member,
          // Outside the caller's scope only the reason and the locale's name are shown.
          duplicates: duplicates
            .filter((d) => d.pending_id === member.id)
            .map((d) => ({
              reason: d.reason,
              localeName: d.locale_name,
              member: scopeCoversLocale(scope, { id: d.locale_id, districtId: d.district_id })
                ? {
                    id: d.id,
                    customId: d.custom_id,
                    firstName: d.first_name,
                    lastName: d.last_name,
                    endorsed: d.endorsed,
                  }
                : null,
            })),
        })),
      };
    },

    /** `scope`: the registration, which the caller administers (the call's rule). */
    async endorse(actor: Actor, scope: MemberInScope, body: EndorseBody) {
      const { memberId } = scope;
      await db.transaction(async (tx) => {
        // Again on the locked row: the registration may have moved out of the caller's scope since.
        await requireMemberLocked(tx, actor, memberId, 'manage');
        const member = await lockMemberForDecision(tx, memberId);
        if (!member) throw notFound('The member');
        if (member.endorsed)
          throw conflict('This member is already endorsed', { reason: 'already_endorsed' });
        const flockId = body.flockId === undefined ? member.flockId : body.flockId;
        if (flockId) {
          const flock = await findFlockRef(tx, flockId);
          if (!flock || flock.localeId !== member.localeId) {
            throw invalidInput([fieldIssue('flockId', 'flock_outside_locale')]);
          }
        }
        const type = body.type ?? member.type;
        await endorseMember(tx, memberId, { type, flockId, by: actor.userId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.endorse',
          entityType: 'members',
          entityId: memberId,
          localeId: member.localeId,
          before: { endorsed: false, type: member.type, flockId: member.flockId },
          after: { endorsed: true, type, flockId },
        });
        if (member.userId) {
          await notify(tx, [
            {
              userId: member.userId,
              kind: 'endorsement.accepted',
              message: 'Your registration was accepted. Welcome to your church in Congregate!',
              link: '/tabs/tab7',
              data: { memberId },
              words: { variant: 'new' },
            },
          ]);
        }
      });
      return { outcome: 'endorsed' as const, member: await memberOf(memberId) };
    },

    /** The member stays unendorsed with a rejection record; the reason is e-mailed to them. */
    async reject(actor: Actor, scope: MemberInScope, body: RejectBody) {
      const { memberId } = scope;
      const addressee = await db.transaction(async (tx) => {
        await requireMemberLocked(tx, actor, memberId, 'manage');
        const member = await lockMemberForDecision(tx, memberId);
        if (!member) throw notFound('The member');
        if (member.endorsed)
          throw conflict('This member is already endorsed', { reason: 'already_endorsed' });
        if (await findRejectionFor(tx, memberId))
          throw conflict('This registration was already rejected', { reason: 'already_rejected' });
        const email = member.accountEmail ?? member.email;
        await insertRejection(tx, {
          memberId,
          localeId: member.localeId,
          reason: body.reason,
          rejectedBy: actor.userId,
          notifiedEmail: email,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.reject',
          entityType: 'members',
          entityId: memberId,
          localeId: member.localeId,
          before: { endorsed: false, rejected: false },
          after: { rejected: true, reason: body.reason },
        });
        if (member.userId) {
          await notify(tx, [
            {
              userId: member.userId,
              kind: 'endorsement.rejected',
              message: `Your registration was not accepted. Reason: ${body.reason}`,
              link: '/not-authorized',
              data: { memberId, reason: body.reason },
              words: { reason: body.reason },
            },
          ]);
        }
        return email ? { email, name: member.firstName } : null;
      });
      if (addressee) {
        const link = `${config.publicUrl}/not-authorized`;
        await mail.post(
          {
            to: addressee.email,
            subject: 'Your Congregate registration',
            text: `Dear ${addressee.name},\n\nYour registration was not accepted.\nReason: ${body.reason}\n\nMore: ${link}\n`,
            html:
              `<p>Dear ${escapeHtml(addressee.name)},</p><p>Your registration was not accepted.</p>` +
              `<p>Reason: ${escapeHtml(body.reason)}</p><p><a href="${escapeHtml(link)}">More</a></p>`,
          },
          'registration-rejected',
        );
      }
      return { outcome: 'rejected' as const, member: await memberOf(memberId) };
    },

    /**
     * The registration's account is attached to the existing member record (which keeps its history) and
     * the pending record is removed. The caller must administer both records.
     */
    async merge(actor: Actor, memberId: string, body: MergeBody) {
      requireAdminScope(actor);
      if (memberId === body.intoMemberId) {
        throw invalidInput([fieldIssue('intoMemberId', 'merge_same_record')]);
      }
      const [pending, existing] = await Promise.all([
        findMemberScope(db, memberId),
        findMemberScope(db, body.intoMemberId),
      ]);
      if (!pending || !existing) {
        if (actor.grants.some((g) => g.role === 'super_admin')) throw notFound('The member');
        throw forbidden('This member is outside your scope');
      }
      const ref = (s: typeof pending) => ({ id: s.localeId, districtId: s.districtId });
      if (!canMergeMembers(actor, ref(pending), ref(existing)))
        throw forbidden('Both records must be within your scope');
      const leftovers = await db.transaction(async (tx) => {
        await lockMembers(tx, [memberId, body.intoMemberId]);
        const source = await lockMemberForDecision(tx, memberId);
        const target = await lockMemberForDecision(tx, body.intoMemberId);
        if (!source || !target) throw notFound('The member');
        // Both records again, as locked: either may have moved out of the caller's scope since.
        const placeOf = (row: typeof source) => ({ id: row.localeId, districtId: row.districtId });
        if (!canMergeMembers(actor, placeOf(source), placeOf(target)))
          throw forbidden('Both records must be within your scope');
        if (source.endorsed)
          throw conflict('Only a pending registration can be merged', { reason: 'merge_not_pending' });
        if (!source.userId) throw invalidInput([fieldIssue('id', 'merge_no_account')]);
        if (target.userId)
          throw conflict('The existing record already has an account', {
            reason: 'merge_target_has_account',
          });
        // The record's files (photo, documents) are read before its rows go, and deleted once this commits.
        // Trusted: canMergeMembers above covers the record, on its locked row.
        const removed = await trustedMember(tx, memberId);
        const files: string[] = [];
        if (removed) {
          for (const owner of mergedFiles.owners) files.push(...(await owner.storedFiles(tx, removed)));
        }
        await moveAccountAndDelete(tx, memberId, body.intoMemberId, source.userId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.merge',
          entityType: 'members',
          entityId: body.intoMemberId,
          localeId: target.localeId,
          before: {
            pending: {
              memberId,
              firstName: source.firstName,
              lastName: source.lastName,
              email: source.email,
              localeId: source.localeId,
            },
            existing: { memberId: body.intoMemberId, userId: null },
          },
          after: { memberId: body.intoMemberId, userId: source.userId, removedMemberId: memberId },
        });
        // The registrant's account now opens an endorsed record: for them, the registration was accepted.
        if (target.endorsed) {
          await notify(tx, [
            {
              userId: source.userId,
              kind: 'endorsement.accepted',
              message: 'Your registration was accepted and joined to your existing church record.',
              link: '/tabs/tab7',
              data: { memberId: body.intoMemberId },
              words: { variant: 'merged' },
            },
          ]);
        }
        return files;
      });
      await deleteStoredFiles(mergedFiles.storage, leftovers);
      return { outcome: 'merged' as const, member: await memberOf(body.intoMemberId) };
    },
  };
}
export type EndorsementsService = ReturnType<typeof createEndorsementsService>;
