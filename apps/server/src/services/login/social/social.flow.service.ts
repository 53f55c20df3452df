import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import {
  SOCIAL_LIMITS,
  socialProviders,
  type SocialErrorReason,
  type SocialProvider,
  type SocialStartQuery,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import {
  ProviderAnswerError,
  ProviderNotReadyError,
  type ProviderAnswer,
  type SocialSignInProvider,
} from '../../../integrations/social/social-provider.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import { newToken, safeEqual, sha256 } from '../../../lib/tokens.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService, ClientInfo, IssuedSession } from '../auth/auth.service.ts';
import {
  findIdentity,
  insertFlow,
  insertSocialSignIn,
  linkIdentity,
  markIdentitySignedIn,
  takeFlow,
} from './social.repository.ts';

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
/** Shared with the service's mailed link. */
export const MINUTE_MS = 60_000;

const loginError = (reason: SocialErrorReason) => `/login?socialError=${reason}`;
const methodsError = (reason: SocialErrorReason) => `${METHODS_PAGE}?socialError=${reason}`;

export const isProvider = (value: string): value is SocialProvider =>
  (socialProviders as readonly string[]).includes(value);

/** What the flow works with: the configured providers, the log, and the accounts it signs in to. */
export interface SocialFlowSources {
  providers: Partial<Record<SocialProvider, SocialSignInProvider>>;
  log: ServiceLog;
  accounts: AccountsService;
  auth: AuthService;
}

/**
 * The flow at the provider (issue 19): the start sends the browser there with `state`, PKCE and a nonce kept
 * server-side for minutes; the callback checks the browser and the provider's answer, and leads to a sign-in,
 * a pending sign-in (confirm or register), or a linking for a signed-in member.
 */
export function createSocialFlow(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  deps: SocialFlowSources,
) {
  const { providers, log, accounts, auth } = deps;
  const redirectUriOf = (provider: SocialProvider) =>
    `${config.publicUrl}/api/login/auth/${provider}/callback`;
  // The path the provider sends the browser back to (PUBLIC_URL's own path included): the only one that reads it.
  const flowCookiePathOf = (provider: SocialProvider) => new URL(redirectUriOf(provider)).pathname;

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
  };
}
