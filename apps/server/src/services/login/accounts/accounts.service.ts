import { AGREEMENT_VERSIONS, type RegisterBody } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  grantSelfRole,
  insertConsents,
  insertMember,
  insertUser,
  linkMemberAccount,
  markSignedIn,
  updatePassword,
} from './accounts.repository.ts';

/** User accounts: sign-in data (e-mail, password hash), the self role and the agreements accepted. */
export function createAccountsService(db: Database) {
  return {
    findByEmail: (email: string) => findUserByEmail(db, email),
    findById: (userId: string) => findUserById(db, userId),
    emailTaken: (email: string, executor: Executor = db) => emailTaken(executor, email),

    /**
     * A new account with its (unendorsed) member record, the implicit member role and the accepted
     * agreements; inside the caller's transaction.
     */
    async create(
      tx: Executor,
      body: RegisterBody & { passwordHash: string; passwordSet?: boolean },
      ip: string | null,
    ) {
      const user = await insertUser(tx, {
        email: body.email,
        passwordHash: body.passwordHash,
        passwordSet: body.passwordSet ?? true,
      });
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
        ip,
      );
      // The locale's admins learn a registration waits for them (at commit, with the account).
      await notify(tx, [
        {
          localeId: body.localeId,
          kind: 'endorsement.requested',
          message: `${body.firstName} ${body.lastName} registered and waits for your endorsement.`,
          link: '/endorsement',
          data: { memberId: member.id },
        },
      ]);
      return { userId: user.id, userType: user.userType, memberId: member.id };
    },

    /**
     * An account for a member an admin made (a converted PEP), inside the caller's transaction: no password
     * anyone knows (the invitation's link sets it), the member role, the member record linked. No agreement
     * is recorded: the person has accepted none.
     */
    async createForMember(tx: Executor, memberId: string, email: string, passwordHash: string) {
      const user = await insertUser(tx, { email, passwordHash });
      await grantSelfRole(tx, user.id);
      await linkMemberAccount(tx, memberId, user.id);
      return { userId: user.id };
    },

    /** Sets the password (the account has one the person knows from now on: `password_set`). */
    setPassword: (executor: Executor, userId: string, passwordHash: string) =>
      updatePassword(executor, userId, passwordHash),
    markSignedIn: (userId: string, executor: Executor = db) => markSignedIn(executor, userId),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
