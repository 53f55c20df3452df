import type { ChangePasswordBody, RegisterBody } from '@congregate/contracts';
import { fieldIssue, internationalMobile, mobileSchema, passwordProblems } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import type { Actor } from '../../../lib/actor.ts';
import { callingCodeOf } from '../../../lib/countries.ts';
import { AppError, conflict, forbidden, invalidInput } from '../../../lib/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.ts';
import { newToken } from '../../../lib/tokens.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClientInfo, IssuedSession, SessionsService } from '../sessions/sessions.service.ts';
import type { Throttle } from '../throttle/throttle.service.ts';

export type { ClientInfo, IssuedSession };

const INVALID_CREDENTIALS = 'Email or password is incorrect';
const ACCOUNT_DISABLED = 'This account is disabled; ask your locale secretary';

/** The account a session is started for, as the accounts feature reads it. */
export interface SignInUser {
  id: string;
  userType: IssuedSession['userType'];
  memberId: string | null;
  endorsed: boolean | null;
  disabledAt: Date | null;
}

/** The login features that sign-in, registration and password change work through. */
export interface AuthSources {
  accounts: AccountsService;
  sessions: SessionsService;
  throttle: Throttle;
}

/** Sign-in with e-mail and password, registration, sign-out, and a signed-in user's password change. */
export function createAuthService(db: Database, sources: AuthSources) {
  const { accounts, sessions, throttle } = sources;

  /**
   * Signs a user in whose identity was proven (a password, a provider, a mailed link): a disabled account is
   * refused, the sign-in is recorded and the session started — the same for every way of signing in.
   */
  async function startSession(
    executor: Executor,
    user: SignInUser,
    client: ClientInfo,
  ): Promise<IssuedSession> {
    if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
    await accounts.markSignedIn(user.id, executor);
    return sessions.start(
      executor,
      { id: user.id, userType: user.userType, memberId: user.memberId, endorsed: user.endorsed ?? false },
      client,
    );
  }

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
      return startSession(db, user, client);
    },

    /**
     * Signs a user in whose identity was proven (a password, a provider, a mailed link), as a password sign-in
     * does; inside the caller's transaction.
     */
    startSession,

    /**
     * Registers a new member and signs them in. `viaProvider` (social sign-in): the account gets no password
     * anyone knows (`password_set` false until the person sets one), and `linkInTransaction` adds the
     * provider's identity in the same transaction.
     */
    async register(
      body: RegisterBody,
      client: ClientInfo,
      viaProvider?: { linkInTransaction: (tx: Executor, userId: string) => Promise<void> },
    ): Promise<IssuedSession> {
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
      const passwordHash = await hashPassword(viaProvider ? newToken() : body.password);
      return db.transaction(async (tx) => {
        const account = await accounts.create(
          tx,
          { ...body, mobile, passwordHash, passwordSet: !viaProvider },
          client.ip,
        );
        if (viaProvider) await viaProvider.linkInTransaction(tx, account.userId);
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
      // An account registered through a provider has no password anyone knows: it sets its first one without.
      const current = user.passwordSet ? body.currentPassword : undefined;
      if (user.passwordSet) {
        if (current === undefined) throw invalidInput([fieldIssue('currentPassword', 'required')]);
        // The current password is guessed against the same per-account tries as a sign-in.
        await throttle.beginPasswordCheck(user.email);
        if (!(await verifyPassword(user.passwordHash, current))) {
          throw invalidInput([fieldIssue('currentPassword', 'current_password_wrong')]);
        }
        await throttle.unlockAccount(user.email);
      }
      const problems = passwordProblems(body.newPassword, user.email);
      if (problems.length > 0) {
        throw invalidInput(problems.map((p) => fieldIssue('newPassword', `password_${p}`)));
      }
      if (current !== undefined && body.newPassword === current) {
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
