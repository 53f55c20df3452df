import type { SocialProvider, SocialUser } from '@congregate/contracts';

/** Every call to a provider gives up after this long (discovery, token exchange, profile). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The social user object the spec names, as built from the provider's answer, with the provider's tokens set.
 * It lives in memory for the callback only: the tokens are never stored, logged or sent to the browser.
 */
export type ProviderSocialUser = Omit<
  SocialUser,
  'authToken' | 'idToken' | 'authorizationCode' | 'response'
> & {
  authToken: string | null;
  idToken: string | null;
  authorizationCode: string | null;
  response: unknown;
};

/** What a provider said about the person who signed in there. */
export interface ProviderAnswer {
  user: ProviderSocialUser;
  /** Whether the provider vouches for `user.email` (Congregate matches accounts by verified addresses only). */
  emailVerified: boolean;
}

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  /** OpenID Connect's nonce (Google); null for a provider without ID tokens. */
  nonce: string | null;
  redirectUri: string;
}

export interface ExchangeChecks {
  codeVerifier: string;
  nonce: string | null;
  state: string;
  redirectUri: string;
}

/**
 * A social sign-in provider (issue 19): Congregate sends the browser to its authorization page with a `state`,
 * a PKCE challenge and (OpenID Connect) a nonce, then exchanges the code it sends back for the person's profile.
 */
export interface SocialSignInProvider {
  readonly id: SocialProvider;
  /** Whether a nonce is sent and checked (an OpenID Connect provider). */
  readonly usesNonce: boolean;
  /** Whether the provider can be used now (its discovery worked; a failed one is tried again here). */
  ready(): Promise<boolean>;
  /** The provider's authorization page; throws `ProviderNotReadyError` when its configuration cannot be read. */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /**
   * Exchanges the code of the callback (`callbackUrl`: the redirect URI with the provider's query) and reads the
   * person; throws `ProviderAnswerError` when the answer fails a check or the provider cannot be reached.
   */
  exchange(callbackUrl: URL, checks: ExchangeChecks): Promise<ProviderAnswer>;
}

/** The provider's configuration (OpenID discovery) could not be read: "Login providers not ready yet...". */
export class ProviderNotReadyError extends Error {
  override readonly name = 'ProviderNotReadyError';
}

/** The provider's answer failed a check, or the provider could not be reached. The message carries no token. */
export class ProviderAnswerError extends Error {
  override readonly name = 'ProviderAnswerError';
}

/** The text of a name claim, or '' (providers may leave any of them out). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
