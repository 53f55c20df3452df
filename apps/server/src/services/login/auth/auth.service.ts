import type { AuthSession, ChangePasswordBody, RegisterBody } from '@congregate/contracts';
import { AGREEMENT_VERSIONS, passwordProblemMessages, passwordProblems } from '@congregate/contracts';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { locales } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, conflict, forbidden, invalidInput } from '../../../lib/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.ts';
import { newToken, sha256 } from '../../../lib/tokens.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  grantSelfRole,
  insertConsents,
  insertMember,
  insertUser,
  markSignedIn,
  updatePassword,
} from '../accounts/accounts.repository.ts';
import { createLoginThrottle } from '../throttle/throttle.service.ts';
import { insertSession, revokeOtherSessions, revokeSession } from '../sessions/sessions.repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession extends AuthSession {
  /** For the cookie; the same value as accessToken. */
  token: string;
  xsrfToken: string;
}

const INVALID_CREDENTIALS = 'Email or password is incorrect';

export function createAuthService(db: Database, config: AppConfig) {
  const throttle = createLoginThrottle(db);

  async function issueSession(
    executor: Executor,
    user: { id: string; userType: AuthSession['userType']; memberId: string | null; endorsed: boolean },
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const token = newToken();
    const xsrfToken = newToken();
    const expiresAt = new Date(Date.now() + config.sessionTtlHours * 3600_000);
    await insertSession(executor, {
      userId: user.id,
      tokenHash: sha256(token),
      xsrfToken,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      ip: client.ip,
    });
    return {
      token,
      xsrfToken,
      accessToken: token,
      tokenType: 'Bearer',
      expiresAt: expiresAt.toISOString(),
      userId: user.id,
      memberId: user.memberId,
      userType: user.userType,
      endorsed: user.endorsed,
    };
  }

  return {
    async login(email: string, password: string, client: ClientInfo): Promise<IssuedSession> {
      await throttle.assertMayTry(email, client.ip);
      const user = await findUserByEmail(db, email);
      // An unknown email spends the same time and gets the same answer as a wrong password.
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !ok) {
        await throttle.failed(email, client.ip);
        throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      }
      await throttle.succeeded(email);
      if (user.disabledAt) throw forbidden('This account is disabled; ask your locale secretary');
      await markSignedIn(db, user.id);
      return issueSession(
        db,
        { id: user.id, userType: user.userType, memberId: user.memberId, endorsed: user.endorsed ?? false },
        client,
      );
    },

    async register(body: RegisterBody, client: ClientInfo): Promise<IssuedSession> {
      await throttle.countRegistration(client.ip);
      const [locale] = await db.select({ id: locales.id }).from(locales).where(eq(locales.id, body.localeId));
      if (!locale) throw invalidInput([{ path: 'localeId', message: 'Choose a locale from the list' }]);
      if (await emailTaken(db, body.email)) {
        throw conflict('An account with this email already exists; sign in or reset your password', {
          issues: [{ path: 'email', message: 'This email is already registered' }],
        });
      }
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const user = await insertUser(tx, { email: body.email, passwordHash });
        const member = await insertMember(tx, {
          userId: user.id,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          currentLocaleId: body.localeId,
          birthDate: body.birthDate ?? null,
          gender: body.gender ?? null,
          mobile: body.mobile ?? null,
        });
        await grantSelfRole(tx, user.id);
        await insertConsents(
          tx,
          user.id,
          [
            { kind: 'data_privacy', version: AGREEMENT_VERSIONS.dataPrivacy },
            { kind: 'disclaimer', version: AGREEMENT_VERSIONS.disclaimer },
          ],
          client.ip,
        );
        return issueSession(
          tx,
          { id: user.id, userType: user.userType, memberId: member.id, endorsed: false },
          client,
        );
      });
    },

    async logout(actor: Actor | null): Promise<void> {
      if (actor) await revokeSession(db, actor.sessionId);
    },

    /** Both spec calls land here; `targetId` is the caller's user id or member id. */
    async changePassword(actor: Actor, targetId: string | null, body: ChangePasswordBody) {
      if (targetId !== null && targetId !== actor.userId && targetId !== actor.memberId) {
        throw forbidden('You can only change your own password');
      }
      const user = await findUserById(db, actor.userId);
      if (!user) throw forbidden();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw invalidInput([{ path: 'currentPassword', message: 'The current password is not right' }]);
      }
      const problems = passwordProblems(body.newPassword, user.email);
      if (problems.length > 0) {
        throw invalidInput(problems.map((p) => ({ path: 'newPassword', message: passwordProblemMessages[p] })));
      }
      if (body.newPassword === body.currentPassword) {
        throw invalidInput([{ path: 'newPassword', message: 'Choose a password different from the current one' }]);
      }
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        await updatePassword(tx, actor.userId, passwordHash);
        const revokedSessions = await revokeOtherSessions(tx, actor.userId, actor.sessionId);
        return { ok: true as const, revokedSessions };
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
