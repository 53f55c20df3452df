import {
  HOUSEHOLD_LIMITS,
  type Household,
  type HouseholdRequestList,
  type HouseholdRequest,
  type NewHouseholdRequest,
} from '@congregate/contracts';
import { householdInScope, seesHousehold } from '../../../access/household-access.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { AppConfig } from '../../../config.ts';
import { escapeHtml, type MailOutbox } from '../../../integrations/email/email.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import * as repo from './households.repository.ts';
import * as requestsRepo from './households.requests.repository.ts';
import type { HouseholdRequestRow } from './households.requests.repository.ts';
import {
  alreadyInHousehold,
  auditAdmin,
  callerMemberId,
  endorsedCallerMemberId,
  fullName,
  requestAnswer,
  type HouseholdStandings,
} from './households.standing.ts';

/** What sends an invitation to an e-mail address: the outbox, and the address the link starts with. */
export interface InvitationMail {
  mail: Pick<MailOutbox, 'post'>;
  config: Pick<AppConfig, 'publicUrl'>;
}

/**
 * The invitation by e-mail (issue 37): queued in the invitation's transaction, so it leaves exactly when the
 * invitation exists. Its link opens sign-in and then the requests page, where it waits; a person without an
 * account registers with this address first (the invitation finds them by it).
 */
async function mailInvitation(
  tx: Executor,
  invitations: InvitationMail,
  to: { email: string; householdName: string; inviterName: string; message: string | null },
) {
  const link = `${invitations.config.publicUrl}/login?returnTo=${encodeURIComponent('/house-hold-request')}`;
  const note = to.message ? `\n\nTheir note: “${to.message}”` : '';
  await invitations.mail.post(
    {
      to: to.email,
      subject: `${to.inviterName} invites you into the household ${to.householdName}`,
      text:
        `Hello,\n\n${to.inviterName} invites you into the household ${to.householdName} on Congregate, ` +
        `the church's membership app.${note}\n\nTo answer, sign in with this e-mail address: ${link}\n` +
        `No account yet? Register with this e-mail address on the sign-in page; the invitation waits for you ` +
        `under Household requests.\n\nIf you do not know them, ignore this message.\n`,
      html:
        `<p>Hello,</p><p>${escapeHtml(to.inviterName)} invites you into the household ` +
        `<strong>${escapeHtml(to.householdName)}</strong> on Congregate, the church's membership app.</p>` +
        (to.message ? `<p>Their note: “${escapeHtml(to.message)}”</p>` : '') +
        `<p><a href="${escapeHtml(link)}">Sign in to answer</a> with this e-mail address. No account yet? ` +
        `Register with this e-mail address on the sign-in page; the invitation waits for you under Household ` +
        `requests.</p><p>If you do not know them, ignore this message.</p>`,
    },
    'household-invitation',
    tx,
  );
}

/** Who invites, as the e-mail names them: the asking account's member, or the church for an admin account. */
const inviterNameOf = (row: HouseholdRequestRow) =>
  fullName(row.askerFirstName, row.askerLastName) ?? 'Your church';

/** Decided requests stay on the requests page this long. */
const DECIDED_SHOWN_DAYS = 30;

const requestDecided = (status: string) =>
  new AppError('request_decided', `This request was ${status} already`);

/** Who decides a request: the head for a join, the invitee for an invitation. */
function decidingSide(actor: Actor, row: HouseholdRequestRow): boolean {
  if (!actor.memberId) return false;
  if (row.kind === 'join') return row.headMemberId === actor.memberId;
  return (
    row.memberId === actor.memberId ||
    (row.memberId === null && row.email !== null && row.email === actor.email.toLowerCase())
  );
}
function askingSide(actor: Actor, row: HouseholdRequestRow): boolean {
  if (row.kind === 'join') return actor.memberId !== null && row.memberId === actor.memberId;
  return row.requestedBy === actor.userId || (actor.memberId !== null && row.headMemberId === actor.memberId);
}

/** The account to tell about a request: the asker of a join / the one who sent an invitation. */
async function tell(tx: Executor, userId: string | null, notice: Omit<Notice, 'userId'>) {
  if (userId) await notify(tx, [{ ...notice, userId }]);
}

async function lockPendingRequest(tx: Executor, requestId: string) {
  const locked = await requestsRepo.lockRequest(tx, requestId);
  if (!locked) throw notFound('The household request');
  if (locked.status !== 'pending') throw requestDecided(locked.status);
  return locked;
}

/**
 * Join requests (a member asks, the head decides) and invitations (the head or an admin asks, the invitee
 * decides) into a household; the asker may cancel while it waits.
 */
export function createHouseholdRequests(
  db: Database,
  standings: HouseholdStandings,
  invitations?: InvitationMail,
) {
  const { standingOf, standingAt, householdAnswer } = standings;
  return {
    async request(actor: Actor, householdId: string, body: NewHouseholdRequest): Promise<HouseholdRequest> {
      if (body.kind === 'join') {
        const memberId = endorsedCallerMemberId(actor);
        const standing = await standingOf(actor, householdId);
        const sees =
          standing !== null &&
          (seesHousehold(standing) ||
            (await repo.linkedToHousehold(db, memberId, householdId)) ||
            (await requestsRepo.wasInvited(db, householdId, memberId, actor.email)));
        if (!standing || !sees) throw notFound('The household');
        const id = await db.transaction(async (tx) => {
          if (await repo.householdIdOf(tx, memberId)) throw alreadyInHousehold('You');
          const requestId = await requestsRepo.insertRequest(tx, {
            householdId,
            kind: 'join',
            memberId,
            email: null,
            message: body.message,
            requestedBy: actor.userId,
          });
          if (!requestId) throw new AppError('request_pending', 'You asked to join this household already');
          const head = standing.members.find((m) => m.memberId === standing.household.headMemberId);
          const row = (await requestsRepo.findRequest(tx, requestId))!;
          await tell(tx, head?.userId ?? null, {
            kind: 'household.request',
            message: `${fullName(row.memberFirstName, row.memberLastName)} asks to join ${standing.household.name}`,
            link: '/house-hold-request',
            data: { requestId, householdId },
            words: {
              variant: 'asks',
              name: fullName(row.memberFirstName, row.memberLastName) ?? '',
              household: standing.household.name,
            },
          });
          return requestId;
        });
        return requestAnswer(actor, (await requestsRepo.findRequest(db, id))!);
      }

      // An invitation: the household rule, as its change (its head, admins over a member's locale).
      const standing = await standingAt(actor, await householdInScope(db, actor, householdId, 'edit'));
      let invitee: { memberId: string; userId: string | null } | null = null;
      const email = body.email?.toLowerCase() ?? null;
      if (body.memberId) {
        const found = await requestsRepo.memberExists(db, body.memberId);
        if (!found) throw notFound('The member');
        invitee = { memberId: found.id, userId: found.userId };
        if (
          standing.members.some((m) => m.memberId === found.id) ||
          (await repo.householdIdOf(db, found.id))
        ) {
          throw alreadyInHousehold();
        }
      } else if (email) {
        // An address that signs in an account reaches that account's member at once.
        invitee = await requestsRepo.memberOfEmail(db, email);
        if (invitee && standing.members.some((m) => m.memberId === invitee!.memberId))
          throw alreadyInHousehold();
      }
      const id = await db.transaction(async (tx) => {
        const requestId = await requestsRepo.insertRequest(tx, {
          householdId,
          kind: 'invite',
          memberId: invitee?.memberId ?? null,
          email,
          message: body.message,
          requestedBy: actor.userId,
        });
        if (!requestId)
          throw new AppError('request_pending', 'This person has a pending request here already');
        await auditAdmin(tx, actor, standing, {
          action: 'household.invite',
          entityType: 'households',
          entityId: householdId,
          after: { requestId, memberId: invitee?.memberId ?? null, email },
        });
        await tell(tx, invitee?.userId ?? null, {
          kind: 'household.request',
          message: `You are invited into the household ${standing.household.name}`,
          link: '/house-hold-request',
          data: { requestId, householdId },
          words: { variant: 'invited', household: standing.household.name },
        });
        if (email && invitations) {
          const row = (await requestsRepo.findRequest(tx, requestId))!;
          await mailInvitation(tx, invitations, {
            email,
            householdName: standing.household.name,
            inviterName: inviterNameOf(row),
            message: body.message ?? null,
          });
        }
        return requestId;
      });
      return requestAnswer(actor, (await requestsRepo.findRequest(db, id))!);
    },

    async requests(actor: Actor): Promise<HouseholdRequestList> {
      const memberId = callerMemberId(actor);
      const since = new Date(Date.now() - DECIDED_SHOWN_DAYS * 24 * 3600_000);
      const [toMe, fromMe] = await Promise.all([
        requestsRepo.requestsToMember(db, memberId, actor.email, since),
        requestsRepo.requestsFromMember(db, memberId, actor.userId, since),
      ]);
      return {
        toMe: toMe.map((r) => requestAnswer(actor, r)),
        fromMe: fromMe.filter((r) => !decidingSide(actor, r)).map((r) => requestAnswer(actor, r)),
      };
    },

    async accept(actor: Actor, requestId: string): Promise<Household> {
      const row = await requestsRepo.findRequest(db, requestId);
      if (!row || !decidingSide(actor, row)) throw notFound('The household request');
      const joinerId = row.memberId ?? actor.memberId!;
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        const household = await repo.lockHousehold(tx, row.householdId);
        if (!household) throw notFound('The household');
        const members = await repo.householdMemberIds(tx, row.householdId);
        if (members.length >= HOUSEHOLD_LIMITS.membersMax) {
          throw new AppError('household_full', 'This household has as many members as it may');
        }
        if (!(await repo.insertHouseholdMember(tx, row.householdId, joinerId))) {
          throw alreadyInHousehold(row.kind === 'invite' ? 'You' : 'This member');
        }
        await repo.touchHousehold(tx, row.householdId);
        await requestsRepo.decideRequest(tx, requestId, {
          status: 'accepted',
          decidedBy: actor.userId,
          memberId: joinerId,
        });
        const askerUserId = row.kind === 'join' ? row.memberUserId : row.requestedBy;
        await tell(tx, askerUserId, {
          kind: 'household.accepted',
          message:
            row.kind === 'join'
              ? `Welcome to ${household.name}: your request to join was accepted`
              : `${fullName(row.memberFirstName, row.memberLastName) ?? row.email} joined ${household.name}`,
          link: '/house-hold',
          data: { requestId, householdId: row.householdId },
          words:
            row.kind === 'join'
              ? { variant: 'welcome', household: household.name }
              : {
                  variant: 'joined',
                  household: household.name,
                  name: fullName(row.memberFirstName, row.memberLastName) ?? row.email ?? '',
                },
        });
      });
      return householdAnswer(actor, row.householdId);
    },

    async decline(actor: Actor, requestId: string): Promise<HouseholdRequest> {
      const row = await requestsRepo.findRequest(db, requestId);
      const decides = row !== null && decidingSide(actor, row);
      if (!row || !(decides || askingSide(actor, row))) throw notFound('The household request');
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        await requestsRepo.decideRequest(tx, requestId, {
          status: decides ? 'declined' : 'cancelled',
          decidedBy: actor.userId,
        });
        if (decides) {
          await tell(tx, row.kind === 'join' ? row.memberUserId : row.requestedBy, {
            kind: 'household.declined',
            message:
              row.kind === 'join'
                ? `Your request to join ${row.householdName} was declined`
                : `Your invitation into ${row.householdName} was declined`,
            link: '/house-hold-request',
            data: { requestId, householdId: row.householdId },
            words: { variant: row.kind === 'join' ? 'request' : 'invitation', household: row.householdName },
          });
        }
      });
      return requestAnswer(actor, (await requestsRepo.findRequest(db, requestId))!);
    },
  };
}
