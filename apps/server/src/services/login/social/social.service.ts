import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import {
  SOCIAL_LIMITS,
  socialProviderNames,
  socialProviders,
  type PendingSocialSignIn,
  type SignInMethods,
  type SocialErrorReason,
  type SocialProvider,
  type SocialProviderList,
  type SocialRegisterBody,
  type SocialStartQuery,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { escapeHtml, type EmailMessage, type MailOutbox } from '../../../integrations/email/email.ts';
import {
  ProviderAnswerError,
  ProviderNotReadyError,
  type ProviderAnswer,
  type SocialSignInProvider,
} from '../../../integrations/social/social-provider.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden } from '../../../lib/errors.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import { verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.ts';
import { newToken, safeEqual, sha256 } from '../../../lib/tokens.ts';
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
  insertFlow,
  insertSocialSignIn,
  linkIdentity,
  listIdentities,
  markIdentitySignedIn,
  setEmailToken,
  takeFlow,
  useSignIn,
  type SocialSignInRow,
} from './social.repository.ts';

/** The login features social sign-in works through. */
export interface SocialSources {
  accounts: AccountsService;
  auth: AuthService;
  throttle: Throttle;
}

/**
 * The cookie that binds a started flow to the browser that started it: the state's SHA-256 (never the state),
 * sent back only to the provider's callback, for as long as the flow lives.
 */
export interface FlowCookie {
  value: string;
  path: string;
  expiresAt: Date;
}

interface OfferedProvider {
  id: SocialProvider;
  provider: SocialSignInProvider;
}

/** What the start does: where the browser goes next, and the flow cookie to set when a flow began. */
export interface StartOutcome {
  location: string;
  flowCookie?: FlowCookie;
}

/**
 * What the callback does: where the browser goes next, the session to set when it signed in, and the path of
 * the flow cookie to clear when the flow it bound is used up.
 */
export interface CallbackOutcome {
  location: string;
  session?: IssuedSession;
  clearFlowCookie?: string;
}

const SIGNED_IN_HOME = '/tabs/tab7';

/**
 * Where a provider sign-in that started a session lands: the sign-in page, which finishes it in the browser as a
 * password sign-in does (it reads the session and the profile, then goes to `returnTo` or home).
 */
function signedInLanding(returnTo: string | null): string {
  const query = new URLSearchParams({ socialSignedIn: '1' });
  if (returnTo && returnTo !== SIGNED_IN_HOME) query.set('returnTo', returnTo);
  return `/login?${query.toString()}`;
}
const METHODS_PAGE = '/tabs/change-password';
const MINUTE_MS = 60_000;

const loginError = (reason: SocialErrorReason) => `/login?socialError=${reason}`;
const methodsError = (reason: SocialErrorReason) => `${METHODS_PAGE}?socialError=${reason}`;

const isProvider = (value: string): value is SocialProvider =>
  (socialProviders as readonly string[]).includes(value);

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
 * Social sign-in (issue 19): the flow at the provider (`state`, PKCE, nonce kept server-side for minutes), and
 * what its answer leads to — a linked identity signs in as a password sign-in does; a verified e-mail of an
 * account waits for its owner to confirm once (password or mailed link), never linked silently; a new person
 * registers; a signed-in member links and unlinks providers.
 */
export function createSocialService(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  deps: {
    providers: Partial<Record<SocialProvider, SocialSignInProvider>>;
    mail: MailOutbox;
    log: ServiceLog;
  } & SocialSources,
) {
  const { providers, mail, log, accounts, auth, throttle } = deps;
  const redirectUriOf = (provider: SocialProvider) =>
    `${config.publicUrl}/api/login/auth/${provider}/callback`;
  // The path the provider sends the browser back to (PUBLIC_URL's own path included): the only one that reads it.
  const flowCookiePathOf = (provider: SocialProvider) => new URL(redirectUriOf(provider)).pathname;

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

  /** Where the provider's answer leads a sign-in (not a linking). */
  async function signInOutcome(
    provider: SocialProvider,
    answer: ProviderAnswer,
    returnTo: string | null,
    client: ClientInfo,
  ): Promise<CallbackOutcome> {
    const { user } = answer;
    const identity = await findIdentity(db, provider, user.id);
    if (identity) {
      const account = await accounts.findById(identity.userId);
      if (!account) return { location: loginError('state_invalid') };
      if (account.disabledAt) return { location: loginError('account_disabled') };
      const session = await db.transaction(async (tx) => {
        await markIdentitySignedIn(tx, identity.id);
        return auth.startSession(tx, account, client);
      });
      return { location: signedInLanding(returnTo), session };
    }
    if (!answer.emailVerified) return { location: loginError('email_unverified') };
    const account = await accounts.findByEmail(user.email);
    if (account?.disabledAt) return { location: loginError('account_disabled') };
    const token = newToken();
    await insertSocialSignIn(db, {
      tokenHash: sha256(token),
      next: account ? 'confirm' : 'register',
      provider,
      subject: user.id,
      email: user.email,
      emailVerified: answer.emailVerified,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      photoUrl: user.photoUrl,
      userId: account?.id ?? null,
      returnTo,
      expiresAt: new Date(Date.now() + SOCIAL_LIMITS.pendingMinutes * MINUTE_MS),
    });
    const page = account ? '/login' : '/register';
    return { location: `${page}?social=${encodeURIComponent(token)}` };
  }

  /** Where the provider's answer leads a signed-in member adding a provider. */
  async function linkOutcome(
    provider: SocialProvider,
    answer: ProviderAnswer,
    userId: string,
  ): Promise<CallbackOutcome> {
    if (!answer.emailVerified) return { location: methodsError('email_unverified') };
    const account = await accounts.findById(userId);
    if (!account) return { location: loginError('not_signed_in') };
    if (account.disabledAt) return { location: loginError('account_disabled') };
    const taken = await db.transaction(async (tx) => {
      const owner = await findIdentity(tx, provider, answer.user.id);
      if (owner && owner.userId !== userId) return true;
      await linkIdentity(tx, {
        userId,
        provider,
        subject: answer.user.id,
        email: answer.user.email,
        signedIn: false,
      });
      return false;
    });
    if (taken) return { location: methodsError('identity_taken') };
    return { location: `${METHODS_PAGE}?linked=${provider}` };
  }

  /** The provider of a call's `{provider}` when this server offers it (a provider it knows, configured). */
  function offered(id: string): OfferedProvider | null {
    if (!isProvider(id)) return null;
    const provider = providers[id];
    return provider ? { id, provider } : null;
  }

  /** The callback of an offered provider: its flow, taken, then the browser and the provider's answer checked. */
  async function answerCallback(
    { id: providerId, provider }: OfferedProvider,
    query: Record<string, unknown>,
    { state, stateHash, bound }: { state: string; stateHash: string | null; bound: boolean },
    client: ClientInfo,
  ): Promise<CallbackOutcome> {
    // Taken (deleted) as it is read, whichever browser brings it: a replayed or forwarded callback finds nothing.
    const flow = stateHash ? await takeFlow(db, stateHash) : null;
    if (!flow || flow.provider !== providerId || flow.expiresAt.getTime() <= Date.now()) {
      return { location: loginError('state_invalid') };
    }
    // Started in another browser (a callback address sent to someone): whoever opened it must not be signed in to
    // the account of whoever started it. Nothing says they have a session, so the sign-in page, even for a linking.
    if (!bound) {
      log.warn({ provider: providerId }, 'social sign-in callback opened in another browser');
      return { location: loginError('browser_mismatch') };
    }
    const failed = (reason: SocialErrorReason) => ({
      location: flow.intent === 'link' ? methodsError(reason) : loginError(reason),
    });
    if (typeof query['error'] === 'string') return failed('cancelled');
    if (typeof query['code'] !== 'string' || !query['code']) return failed('provider_answer_invalid');

    // The provider's query on the registered redirect URI: what openid-client compares and reads.
    const callbackUrl = new URL(redirectUriOf(providerId));
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
    }
    let answer: ProviderAnswer;
    try {
      answer = await provider.exchange(callbackUrl, {
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
        state,
        redirectUri: redirectUriOf(providerId),
      });
    } catch (error) {
      if (!(error instanceof ProviderAnswerError)) throw error;
      log.warn({ provider: providerId, reason: error.message }, 'social sign-in answer refused');
      return failed('provider_answer_invalid');
    }
    if (flow.intent === 'link') return linkOutcome(providerId, answer, flow.userId!);
    return signInOutcome(providerId, answer, flow.returnTo, client);
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

    /** `GET auth/{provider}/start`: where to send the browser (the provider, or the page that says why not). */
    async start(providerId: string, query: SocialStartQuery, actor: Actor | null): Promise<StartOutcome> {
      const found = offered(providerId);
      if (!found) return { location: loginError('provider_not_found') };
      const { provider } = found;
      const intent = query.intent ?? 'sign_in';
      if (intent === 'link' && !actor) return { location: loginError('not_signed_in') };
      const state = randomState();
      const codeVerifier = randomPKCECodeVerifier();
      const nonce = provider.usesNonce ? randomNonce() : null;
      let url: URL;
      try {
        url = await provider.authorizationUrl({
          state,
          codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
          nonce,
          redirectUri: redirectUriOf(found.id),
        });
      } catch (error) {
        if (!(error instanceof ProviderNotReadyError)) throw error;
        log.warn({ provider: providerId, reason: error.message }, 'social sign-in provider not ready');
        return {
          location:
            intent === 'link' ? methodsError('providers_not_ready') : loginError('providers_not_ready'),
        };
      }
      const stateHash = sha256(state);
      const expiresAt = new Date(Date.now() + SOCIAL_LIMITS.flowMinutes * MINUTE_MS);
      await insertFlow(db, {
        stateHash,
        provider: found.id,
        intent,
        userId: intent === 'link' ? actor!.userId : null,
        codeVerifier,
        nonce,
        returnTo: query.returnTo ?? null,
        expiresAt,
      });
      return {
        location: url.toString(),
        flowCookie: { value: stateHash, path: flowCookiePathOf(found.id), expiresAt },
      };
    },

    /**
     * `GET auth/{provider}/callback`: the provider's answer, checked, and where it leads. `flowCookie` is the
     * browser's flow cookie: only the browser that started the flow may finish it.
     */
    async callback(
      providerId: string,
      query: Record<string, unknown>,
      flowCookie: string | undefined,
      client: ClientInfo,
    ): Promise<CallbackOutcome> {
      const found = offered(providerId);
      if (!found) return { location: loginError('provider_not_found') };
      const state = typeof query['state'] === 'string' ? query['state'] : '';
      const stateHash = state ? sha256(state) : null;
      const bound = !!stateHash && !!flowCookie && safeEqual(flowCookie, stateHash);
      const outcome = await answerCallback(found, query, { state, stateHash, bound }, client);
      // A cookie of another state is another flow of this browser, still waiting: only this flow's is cleared.
      return bound ? { ...outcome, clearFlowCookie: flowCookiePathOf(found.id) } : outcome;
    },

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
