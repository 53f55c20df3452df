import {
  fieldIssue,
  PASSWORD_RESET_TTL_MINUTES,
  passwordProblems,
  type passwordResetConfirmBodySchema,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { escapeHtml, type EmailMessage, type MailOutbox } from '../../../integrations/email/email.ts';
import { addressGroup } from '../../../lib/client-address.ts';
import { invalidInput, rateLimited } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { newToken, sha256 } from '../../../lib/tokens.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { Throttle } from '../throttle/throttle.service.ts';
import {
  deleteSpentResets,
  findUsableResetForUpdate,
  insertPasswordReset,
  useAllResets,
} from './password-reset.repository.ts';

/** Reset requests per address: 20 an hour, then 429 (a church's shared Wi-Fi gets room). */
export const RESET_ADDRESS_RULE = {
  windowSeconds: 3600,
  freeFailures: 20,
  baseLockSeconds: 3600,
  maxLockSeconds: 3600,
};
/** Reset e-mails per address asked for: 5 an hour; past that the answer is the same but nothing is sent. */
export const RESET_EMAIL_RULE = {
  windowSeconds: 3600,
  freeFailures: 5,
  baseLockSeconds: 3600,
  maxLockSeconds: 3600,
};

const addressKey = (ip: string) => `reset-address:${addressGroup(ip)}`;
const emailKey = (email: string) => `reset-email:${email.trim().toLowerCase()}`;

type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

const INVALID_TOKEN = 'This reset link is not valid any more (used, expired or mistyped); ask for a new one';

function resetMessage(to: string, link: string): EmailMessage {
  const text =
    `Someone (hopefully you) asked to reset the password of your Congregate account.\n\n` +
    `Choose a new password here (the link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once):\n${link}\n\n` +
    `If you did not ask, ignore this e-mail: your password stays as it is.`;
  const html =
    `<p>Someone (hopefully you) asked to reset the password of your Congregate account.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> — the link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once.</p>` +
    `<p>If you did not ask, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Congregate password', text, html };
}

/** How long an account invitation's link works: a week (the reset page sets the first password). */
export const ACCOUNT_INVITATION_TTL_MINUTES = 7 * 24 * 60;

function invitationMessage(to: string, firstName: string, link: string): EmailMessage {
  const text =
    `Welcome to the church, ${firstName}! You are now a member, and you may use Congregate.\n\n` +
    `Choose your password here to create your account (the link works for 7 days, once):\n${link}\n`;
  const html =
    `<p>Welcome to the church, ${escapeHtml(firstName)}! You are now a member, and you may use Congregate.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose your password</a> to create your account — the link works for 7 days, once.</p>`;
  return { to, subject: 'Create your Congregate account', text, html };
}

/** Password reset by e-mail (`POST auth/password-reset` and `…/confirm`). */
/** The login features a reset works through. */
export interface PasswordResetSources {
  accounts: AccountsService;
  sessions: SessionsService;
  throttle: Throttle;
}

export function createPasswordResetService(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  mail: MailOutbox,
  sources: PasswordResetSources,
) {
  const { accounts, sessions, throttle } = sources;
  return {
    /**
     * Answers the same whether or not an account has this address; the e-mail is sent after the answer,
     * so timing does not tell either. 429 only for the per-address limit, which says nothing about the account.
     */
    async request(email: string, ip: string): Promise<void> {
      // Counted before anything else, in one statement each, so a burst cannot pass a check made before it is counted.
      const wait = await throttle.claim(addressKey(ip), RESET_ADDRESS_RULE);
      if (wait > 0)
        throw rateLimited(wait, `Too many reset requests from this network. Try again in ${wait} seconds.`);
      if ((await throttle.claim(emailKey(email), RESET_EMAIL_RULE)) > 0) return;
      const user = await accounts.findByEmail(email);
      if (!user || user.disabledAt) return;
      const token = newToken();
      await insertPasswordReset(db, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        requestedIp: ip,
      });
      const link = `${config.publicUrl}/password?token=${encodeURIComponent(token)}`;
      // Queued without waiting, so the answer takes no longer when an account exists.
      mail.postDetached(resetMessage(user.email, link), 'password-reset');
    },

    /** Sets the new password from a valid link, uses the link up and ends every session of the account. */
    async confirm(body: PasswordResetConfirmBody): Promise<{ ok: true }> {
      const tokenHash = sha256(body.token);
      return db.transaction(async (tx) => {
        const reset = await findUsableResetForUpdate(tx, tokenHash);
        if (!reset) throw invalidInput([fieldIssue('token', 'link_invalid', INVALID_TOKEN)], INVALID_TOKEN);
        const problems = passwordProblems(body.newPassword, reset.email);
        if (problems.length > 0) {
          throw invalidInput(problems.map((p) => fieldIssue('newPassword', `password_${p}`)));
        }
        await accounts.setPassword(tx, reset.userId, await hashPassword(body.newPassword));
        await useAllResets(tx, reset.userId);
        await sessions.endAll(tx, reset.userId);
        // A successful reset lifts a sign-in lock-out.
        await throttle.unlockAccount(reset.email, tx);
        return { ok: true as const };
      });
    },

    /**
     * An invitation to create an account for a member an admin made (a converted PEP), inside the caller's
     * transaction: a new member account with no password anyone knows, linked to the member, and a
     * password-set link, its e-mail queued in the same transaction (sent once it commits). Answers whether
     * it was made: false when the address already has an account (nothing is made).
     */
    async invite(
      tx: Executor,
      member: { memberId: string; email: string; firstName: string },
    ): Promise<boolean> {
      if (await accounts.emailTaken(member.email, tx)) return false;
      const { userId } = await accounts.createForMember(
        tx,
        member.memberId,
        member.email,
        await hashPassword(newToken()),
      );
      const token = newToken();
      await insertPasswordReset(tx, {
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + ACCOUNT_INVITATION_TTL_MINUTES * 60_000),
        requestedIp: null,
      });
      const link = `${config.publicUrl}/password?token=${encodeURIComponent(token)}`;
      await mail.post(invitationMessage(member.email, member.firstName, link), 'account-invitation', tx);
      return true;
    },

    /** Marks every open reset link of the user used (their address changed: a link sent to the old one must not work). */
    voidLinks: (executor: Executor, userId: string) => useAllResets(executor, userId),

    /** Housekeeping: deletes used and expired links; answers how many. */
    removeSpent: () => deleteSpentResets(db),
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
