import { fieldIssue } from '@congregate/contracts';
import type { EmailChangeRequest } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { escapeHtml, type MailOutbox } from '../../../integrations/email/email.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notify } from '../../../lib/notifications.ts';
import { conflict, invalidInput, notFound } from '../../../lib/errors.ts';
import { newToken, sha256 } from '../../../lib/tokens.ts';
import { requireFilerOutranks, requireOutranks } from '../../../access/account-rank.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import {
  applyEmail,
  cancelPending,
  emailUsedByOther,
  findOpenRequestForUpdate,
  insertRequest,
  listRequestsOfMember,
  lockMemberEmail,
  markConfirmed,
} from './email-changes.repository.ts';

/** How long the confirmation link works. */
const LINK_HOURS = 48;
const INVALID_LINK = 'This confirmation link is not valid or has expired';

function message(to: string, subject: string, lines: string[], link?: string) {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}${link ? `\n\n${link}` : ''}\n`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}`,
  };
}

/**
 * What a confirmed change does to the account's sign-in (the login service's sessions and reset links,
 * passed in by `app.ts`): whoever held the old address is signed out and cannot finish a reset.
 */
export interface SignInEffects {
  /** Ends every live session of the user, inside the caller's transaction. */
  endAllSessions(executor: Executor, userId: string): Promise<number>;
  /** Marks every open password-reset link of the user used. */
  voidResetLinks(executor: Executor, userId: string): Promise<void>;
}

/**
 * E-mail changes: the new address takes effect only once confirmed through a link e-mailed to it (only
 * the token's SHA-256 is stored); the old address is told. Used by admins and by a member's own request
 * (`member-requests`).
 */
export function createEmailChangesService(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  mail: MailOutbox,
  signIns: SignInEffects,
) {
  /** Queued in the request's transaction: the mails exist exactly when the request does. */
  async function sendConfirmation(tx: Executor, newEmail: string, oldEmail: string | null, token: string) {
    const link = `${config.publicUrl}/validated?emailToken=${encodeURIComponent(token)}`;
    await mail.post(
      message(
        newEmail,
        'Confirm your new e-mail address',
        [
          'Your Congregate e-mail address is being changed to this one.',
          `Open the link below within ${LINK_HOURS} hours to confirm it. If you did not expect this, ignore this message.`,
        ],
        link,
      ),
      'email-change-confirm',
      tx,
    );
    if (oldEmail) {
      await mail.post(
        message(oldEmail, 'Your e-mail address is being changed', [
          `A change of your Congregate e-mail address to ${newEmail} was requested.`,
          'It takes effect only when the new address is confirmed. If you did not ask for this, contact your locale office.',
        ]),
        'email-change-notice',
        tx,
      );
    }
  }

  async function sendConfirmed(tx: Executor, newEmail: string, oldEmail: string | null) {
    const lines = [
      `Your Congregate e-mail address is now ${newEmail}; you sign in with it from now on.`,
      'If you did not make this change, contact your locale office at once.',
    ];
    await mail.post(
      message(newEmail, 'Your e-mail address was changed', lines),
      'email-change-confirmed',
      tx,
    );
    if (oldEmail && oldEmail.toLowerCase() !== newEmail.toLowerCase()) {
      await mail.post(
        message(oldEmail, 'Your e-mail address was changed', lines),
        'email-change-confirmed',
        tx,
      );
    }
  }

  const service = {
    /** The member's e-mail change requests, newest first (the caller has already checked access). */
    async requestsOf(member: MemberInScope): Promise<EmailChangeRequest[]> {
      return (await listRequestsOfMember(db, member)).map((row) => ({
        ...row,
        status: row.status as EmailChangeRequest['status'],
        requestedAt: row.requestedAt.toISOString(),
      }));
    },

    /**
     * Records a pending change (cancelling an earlier one) and mails the confirmation link. Both the
     * admin call and a member's own request land here; the caller has already checked access.
     */
    async createPending(
      actor: Actor,
      memberId: string,
      email: string,
      options: { localeId: string | null; audit: boolean },
    ): Promise<EmailChangeRequest> {
      const newEmail = email.trim();
      const token = newToken();
      const created = await db.transaction(async (tx) => {
        const member = await lockMemberEmail(tx, memberId);
        if (!member) throw notFound('The member');
        // Changing another account's address hands it to whoever reads the new one: only an admin above its roles.
        if (member.userId) await requireOutranks(tx, actor, member.userId);
        const current = member.accountEmail ?? member.memberEmail;
        if (current && current.toLowerCase() === newEmail.toLowerCase()) {
          throw invalidInput([fieldIssue('email', 'email_unchanged')]);
        }
        if (await emailUsedByOther(tx, newEmail, memberId, member.userId)) {
          throw conflict('Another account uses this e-mail address', {
            reason: 'email_in_use',
            issues: [{ path: 'email', message: 'This e-mail address is already in use' }],
          });
        }
        const replaced = await cancelPending(tx, memberId, actor.userId);
        const row = await insertRequest(tx, {
          memberId,
          newEmail,
          requestedBy: actor.userId,
          tokenHash: sha256(token),
          linkHours: LINK_HOURS,
        });
        if (options.audit) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.email_change.request',
            entityType: 'members',
            entityId: memberId,
            localeId: options.localeId,
            before: { email: current, pending: replaced.map((r) => r.newEmail) },
            after: { newEmail, status: 'pending', requestId: row.id, memberId },
          });
        }
        await sendConfirmation(tx, newEmail, current, token);
        return row;
      });
      return { ...created, status: 'pending', requestedAt: created.requestedAt.toISOString() };
    },

    /** `POST admin/members/changeEmail/{id}`: an admin over the member (the call's rule); always audited. */
    async request(actor: Actor, member: MemberInScope, email: string): Promise<EmailChangeRequest> {
      return service.createPending(actor, member.memberId, email, { localeId: member.localeId, audit: true });
    },

    /**
     * Public: applies a confirmed change to the account and the member record, ends every session of the
     * account and voids its open reset links. The account is told in the app, and both the old and the new
     * address by e-mail (whoever reads the old one learns the account moved away from it).
     */
    async confirm(token: string) {
      const done = await db.transaction(async (tx) => {
        const row = await findOpenRequestForUpdate(tx, sha256(token));
        if (!row) throw invalidInput([fieldIssue('token', 'link_invalid', INVALID_LINK)], INVALID_LINK);
        const member = await lockMemberEmail(tx, row.memberId);
        if (!member) throw invalidInput([fieldIssue('token', 'link_invalid', INVALID_LINK)], INVALID_LINK);
        // Roles may have changed since the request was filed: the filer must still outrank the account.
        if (member.userId) await requireFilerOutranks(tx, row.requestedBy, member.userId);
        if (await emailUsedByOther(tx, row.newEmail, row.memberId, member.userId)) {
          throw conflict('Another account now uses this e-mail address', { reason: 'email_in_use' });
        }
        await applyEmail(tx, { memberId: row.memberId, userId: member.userId, email: row.newEmail });
        await markConfirmed(tx, row.id);
        if (member.userId) {
          await signIns.endAllSessions(tx, member.userId);
          await signIns.voidResetLinks(tx, member.userId);
        }
        await writeAudit(tx, {
          actorUserId: member.userId,
          action: 'member.email_change.confirm',
          entityType: 'members',
          entityId: row.memberId,
          localeId: member.localeId,
          before: { email: member.accountEmail ?? member.memberEmail },
          after: { email: row.newEmail, requestId: row.id, memberId: row.memberId },
        });
        if (member.userId) {
          await notify(tx, [
            {
              userId: member.userId,
              kind: 'account.email-changed',
              message: `Your e-mail address was changed to ${row.newEmail}.`,
              link: '/tabs/personal-data',
              data: { memberId: row.memberId, requestId: row.id },
              words: { email: row.newEmail },
            },
          ]);
        }
        await sendConfirmed(tx, row.newEmail, member.accountEmail ?? member.memberEmail);
        return { memberId: row.memberId, email: row.newEmail };
      });
      return { memberId: done.memberId, email: done.email };
    },
  };
  return service;
}
export type EmailChangesService = ReturnType<typeof createEmailChangesService>;
