import type { ChangePasswordBody, RegisterBody } from '@congregate/contracts';
import { fieldIssue, internationalMobile, mobileSchema, passwordProblems } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import type { Actor } from '../../../lib/actor.ts';
import { callingCodeOf } from '../../../lib/countries.ts';
import { AppError, conflict, forbidden, invalidInput } from '../../../lib/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClientInfo, IssuedSession, SessionsService } from '../sessions/sessions.service.ts';
import type { Throttle } from '../throttle/throttle.service.ts';

export type { ClientInfo, IssuedSession };

const INVALID_CREDENTIALS = 'Email or password is incorrect';

/** The login features that sign-in, registration and password change work through. */
export interface AuthSources {
  accounts: AccountsService;
  sessions: SessionsService;
  throttle: Throttle;
}

/** Sign-in with e-mail and password, registration, sign-out, and a signed-in user's password change. */
export function createAuthService(db: Database, sources: AuthSources) {
  const { accounts, sessions, throttle } = sources;

  return {
    async login(email: string, password: string, client: ClientInfo): Promise<IssuedSession> {
      // Counted before the hash is checked: a burst of parallel guesses gets only the allowed tries.
      await throttle.beginSignIn(email, client.ip);
      const user = await accounts.findByEmail(email);
      // An unknown email spends the same time and gets the same answer as a wrong password.
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !ok) throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      await throttle.signInSucceeded(email, client.ip);
      if (user.disabledAt) throw forbidden('This account is disabled; ask your locale secretary');
      await accounts.markSignedIn(user.id);
      return sessions.start(
        db,
        { id: user.id, userType: user.userType, memberId: user.memberId, endorsed: user.endorsed ?? false },
        client,
      );
    },

    async register(body: RegisterBody, client: ClientInfo): Promise<IssuedSession> {
      await throttle.countRegistration(client.ip);
      const locale = await findLocaleRef(db, body.localeId);
      if (!locale) throw invalidInput([fieldIssue('localeId', 'locale_not_listed')]);
      const mobile = body.mobile
        ? internationalMobile(body.mobile, callingCodeOf(locale.countryId))
        : undefined;
      if (mobile && !mobileSchema.safeParse(mobile).success) {
        throw invalidInput([fieldIssue('mobile', 'mobile_format')]);
      }
      if (await accounts.emailTaken(body.email)) {
        throw conflict('An account with this email already exists; sign in or reset your password', {
          reason: 'email_registered',
          issues: [fieldIssue('email', 'email_registered')],
        });
      }
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const account = await accounts.create(tx, { ...body, mobile, passwordHash }, client.ip);
        return sessions.start(
          tx,
          { id: account.userId, userType: account.userType, memberId: account.memberId, endorsed: false },
          client,
        );
      });
    },

    /** The signed-in caller's session, as `GET auth/session` answers it. */
    session(actor: Actor) {
      return {
        authenticated: true as const,
        userId: actor.userId,
        memberId: actor.memberId,
        email: actor.email,
        userType: actor.userType,
        endorsed: actor.endorsed,
        expiresAt: actor.sessionExpiresAt.toISOString(),
      };
    },

    async logout(actor: Actor | null): Promise<void> {
      if (actor) await sessions.end(actor.sessionId);
    },

    /** Both spec calls land here; `targetId` is the caller's user id or member id. */
    async changePassword(actor: Actor, targetId: string | null, body: ChangePasswordBody) {
      if (targetId !== null && targetId !== actor.userId && targetId !== actor.memberId) {
        throw forbidden('You can only change your own password');
      }
      const user = await accounts.findById(actor.userId);
      if (!user) throw forbidden();
      // The current password is guessed against the same per-account tries as a sign-in.
      await throttle.beginPasswordCheck(user.email);
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw invalidInput([fieldIssue('currentPassword', 'current_password_wrong')]);
      }
      await throttle.unlockAccount(user.email);
      const problems = passwordProblems(body.newPassword, user.email);
      if (problems.length > 0) {
        throw invalidInput(problems.map((p) => fieldIssue('newPassword', `password_${p}`)));
      }
      if (body.newPassword === body.currentPassword) {
        throw invalidInput([fieldIssue('newPassword', 'password_unchanged')]);
      }
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        await accounts.setPassword(tx, actor.userId, passwordHash);
        const revokedSessions = await sessions.endOthers(tx, actor.userId, actor.sessionId);
        return { ok: true as const, revokedSessions };
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
