import {
  SOCIAL_LIMITS,
  socialProviderNames,
  socialProviders,
  type PendingSocialSignIn,
  type SignInMethods,
  type SocialProvider,
  type SocialProviderList,
  type SocialRegisterBody,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { escapeHtml, type EmailMessage, type MailOutbox } from '../../../integrations/email/email.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden } from '../../../lib/errors.ts';
import { verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.ts';
import { newToken, sha256 } from '../../../lib/tokens.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService, ClientInfo, IssuedSession } from '../auth/auth.service.ts';
import type { Throttle } from '../throttle/throttle.service.ts';
import {
  deleteExpiredFlows,
  deleteIdentity,
  deleteSpentSignIns,
  findIdentity,
  findSignInByEmailToken,
  findUsableSignIn,
  linkIdentity,
  listIdentities,
  setEmailToken,
  useSignIn,
  type SocialSignInRow,
} from './social.repository.ts';
import { createSocialFlow, isProvider, MINUTE_MS, type SocialFlowSources } from './social.flow.service.ts';

export type { CallbackOutcome, FlowCookie, StartOutcome } from './social.flow.service.ts';

/** The login features social sign-in works through. */
export interface SocialSources {
  accounts: AccountsService;
  auth: AuthService;
  throttle: Throttle;
}

/** `maria@example.org` → `ma***@example.org`: enough for its owner to recognise, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

const PENDING_GONE =
  'This sign-in is not waiting any more (used, expired or mistyped); sign in with the provider again';

function confirmMessage(to: string, provider: SocialProvider, link: string): EmailMessage {
  const name = socialProviderNames[provider];
  const text =
    `Someone (hopefully you) signed in with ${name} using this address and asked to link it to your ` +
    `Congregate account.\n\nConfirm here (the link works for ${SOCIAL_LIMITS.emailLinkHours} hour, once):\n${link}\n\n` +
    `If it was not you, ignore this e-mail: nothing is linked.`;
  const html =
    `<p>Someone (hopefully you) signed in with ${escapeHtml(name)} using this address and asked to link it to ` +
    `your Congregate account.</p><p><a href="${escapeHtml(link)}">Confirm and sign in</a> — the link works for ` +
    `${SOCIAL_LIMITS.emailLinkHours} hour, once.</p><p>If it was not you, ignore this e-mail: nothing is linked.</p>`;
  return { to, subject: `Link ${name} to your Congregate account`, text, html };
}

/**
 * Social sign-in (issue 19): the flow at the provider (`state`, PKCE, nonce kept server-side for minutes;
 * `social.flow.service.ts`), and what its answer leads to — a linked identity signs in as a password sign-in
 * does; a verified e-mail of an account waits for its owner to confirm once (password or mailed link), never
 * linked silently; a new person registers; a signed-in member links and unlinks providers.
 */
export function createSocialService(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  deps: SocialFlowSources & SocialSources & { mail: MailOutbox },
) {
  const { providers, mail, accounts, auth, throttle } = deps;
  // Start and callback: the flow at the provider, in its own file.
  const flow = createSocialFlow(db, config, deps);

  /** The pending sign-in of a page's token with the step it waits for; 404 otherwise. */
  async function pendingFor(token: string, next?: SocialSignInRow['next']): Promise<SocialSignInRow> {
    const row = await findUsableSignIn(db, sha256(token));
    if (!row || (next && row.next !== next)) throw new AppError('not_found', PENDING_GONE);
    return row;
  }

  /** Links the pending sign-in's identity to its account and signs in, using the sign-in up; one transaction. */
  async function linkAndSignIn(row: SocialSignInRow, client: ClientInfo): Promise<IssuedSession> {
    const user = row.userId ? await accounts.findById(row.userId) : null;
    if (!user) throw new AppError('not_found', PENDING_GONE);
    if (user.disabledAt) throw forbidden('This account is disabled; ask your locale secretary');
    const provider = row.provider as SocialProvider;
    return db.transaction(async (tx) => {
      if (!(await useSignIn(tx, row.tokenHash))) throw new AppError('not_found', PENDING_GONE);
      const owner = await findIdentity(tx, provider, row.subject);
      if (owner && owner.userId !== user.id) {
        throw new AppError(
          'identity_taken',
          `This ${socialProviderNames[provider]} account is linked to another account`,
        );
      }
      await linkIdentity(tx, {
        userId: user.id,
        provider,
        subject: row.subject,
        email: row.email,
        signedIn: true,
      });
      return auth.startSession(tx, user, client);
    });
  }

  return {
    /** `GET auth/providers`: the configured providers, and whether each can be used now. */
    async providers(): Promise<SocialProviderList> {
      const list: SocialProviderList['providers'] = [];
      for (const id of socialProviders) {
        const provider = providers[id];
        if (provider) list.push({ id, name: socialProviderNames[id], ready: await provider.ready() });
      }
      return { providers: list };
    },

    ...flow,

    /** `GET auth/social/{token}`: the pending sign-in, without any token. */
    async pending(token: string): Promise<PendingSocialSignIn> {
      const row = await pendingFor(token);
      const account = row.userId ? await accounts.findById(row.userId) : null;
      return {
        next: row.next as PendingSocialSignIn['next'],
        provider: row.provider as SocialProvider,
        user: {
          id: row.subject,
          name: row.name,
          email: row.email,
          photoUrl: row.photoUrl,
          firstName: row.firstName,
          lastName: row.lastName,
          authToken: null,
          idToken: null,
          authorizationCode: null,
          response: null,
          provider: row.provider as SocialProvider,
        },
        accountEmail: account ? maskEmail(account.email) : null,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** `POST auth/social/{token}/confirm`: the account's password, throttled as a sign-in, links and signs in. */
    async confirm(token: string, password: string, client: ClientInfo): Promise<IssuedSession> {
      const row = await pendingFor(token, 'confirm');
      const user = await accounts.findById(row.userId!);
      const email = user?.email ?? row.email;
      await throttle.beginSignIn(email, client.ip);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !ok) throw new AppError('invalid_credentials', 'The password is not right');
      await throttle.signInSucceeded(email, client.ip);
      return linkAndSignIn(row, client);
    },

    /** `POST auth/social/{token}/email`: mails the account's owner a one-time link (a new one replaces the last). */
    async emailLink(token: string): Promise<{ sentTo: string }> {
      const row = await pendingFor(token, 'confirm');
      const user = await accounts.findById(row.userId!);
      if (!user) throw new AppError('not_found', PENDING_GONE);
      const linkToken = newToken();
      await db.transaction(async (tx) => {
        await setEmailToken(
          tx,
          row.tokenHash,
          sha256(linkToken),
          new Date(Date.now() + SOCIAL_LIMITS.emailLinkHours * 60 * MINUTE_MS),
        );
        const link = `${config.publicUrl}/social-confirm?token=${encodeURIComponent(linkToken)}`;
        await mail.post(
          confirmMessage(user.email, row.provider as SocialProvider, link),
          'social-confirm',
          tx,
        );
      });
      return { sentTo: maskEmail(user.email) };
    },

    /** `POST auth/social/confirm-email`: the mailed link links and signs in. */
    async confirmEmail(linkToken: string, client: ClientInfo): Promise<IssuedSession> {
      const row = await findSignInByEmailToken(db, sha256(linkToken));
      if (!row || row.next !== 'confirm') {
        throw new AppError('not_found', 'This link is not valid any more (used, expired or mistyped)');
      }
      return linkAndSignIn(row, client);
    },

    /** `POST auth/social/{token}/register`: a new member with the provider's verified e-mail and no password. */
    async register(token: string, body: SocialRegisterBody, client: ClientInfo): Promise<IssuedSession> {
      const row = await pendingFor(token, 'register');
      const provider = row.provider as SocialProvider;
      return auth.register({ ...body, email: row.email, password: newToken() }, client, {
        async linkInTransaction(tx: Executor, userId: string) {
          if (!(await useSignIn(tx, row.tokenHash))) throw new AppError('not_found', PENDING_GONE);
          if (await findIdentity(tx, provider, row.subject)) {
            throw new AppError(
              'identity_taken',
              `This ${socialProviderNames[provider]} account is linked to another account`,
            );
          }
          await linkIdentity(tx, {
            userId,
            provider,
            subject: row.subject,
            email: row.email,
            signedIn: true,
          });
        },
      });
    },

    /** `GET auth/identities`: my sign-in methods. */
    async methods(actor: Actor): Promise<SignInMethods> {
      const user = await accounts.findById(actor.userId);
      const identities = await listIdentities(db, actor.userId);
      return {
        hasPassword: user?.passwordSet ?? false,
        identities: identities.map((i) => ({
          provider: i.provider as SocialProvider,
          email: i.email,
          linkedAt: i.linkedAt.toISOString(),
          lastSignInAt: i.lastSignInAt?.toISOString() ?? null,
        })),
        available: socialProviders.filter((id) => providers[id] !== undefined),
      };
    },

    /** `DELETE auth/identities/{provider}`: never the last way to sign in. */
    async unlink(actor: Actor, providerId: string): Promise<{ ok: true }> {
      const noUser = () =>
        new AppError(
          'no_provider_user',
          `No user is currently logged in with ${isProvider(providerId) ? socialProviderNames[providerId] : providerId}`,
        );
      if (!isProvider(providerId)) throw noUser();
      const user = await accounts.findById(actor.userId);
      return db.transaction(async (tx) => {
        // Locked: two unlinks at once cannot both leave the account without a way in.
        const identities = await listIdentities(tx, actor.userId, { lock: true });
        if (!identities.some((i) => i.provider === providerId)) throw noUser();
        if (!user?.passwordSet && identities.length === 1) {
          throw new AppError(
            'last_sign_in_method',
            'This is your only way to sign in; set a password or link another provider first',
          );
        }
        await deleteIdentity(tx, actor.userId, providerId);
        return { ok: true as const };
      });
    },

    /** Housekeeping: expired flows and spent pending sign-ins; answers how many rows. */
    async removeSpent(): Promise<number> {
      return (await deleteExpiredFlows(db)) + (await deleteSpentSignIns(db));
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
