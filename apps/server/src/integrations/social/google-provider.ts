import * as oidc from 'openid-client';
import { SOCIAL_DEFAULTS } from '@congregate/contracts';
import type { AppConfig } from '../../config.ts';
import {
  PROVIDER_TIMEOUT_MS,
  ProviderAnswerError,
  ProviderNotReadyError,
  textOf,
  type SocialSignInProvider,
} from './social-provider.ts';

type GoogleSettings = NonNullable<AppConfig['social']['google']>;

/**
 * Google through OpenID Connect (`openid-client`): the issuer's configuration is discovered once per process (a
 * failed discovery is tried again on the next use), and the ID token of the code exchange is verified —
 * issuer, audience, expiry, nonce and signature against the issuer's keys (JWKS) — before any claim is read.
 */
export function createGoogleProvider(settings: GoogleSettings): SocialSignInProvider {
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // The ID token's signature is checked against the issuer's keys too (openid-client leaves it to TLS by
        // default). Plain http only for an issuer on http (the tests' provider on loopback); Google's is https.
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
        ],
        timeout: PROVIDER_TIMEOUT_MS / 1000,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw new ProviderNotReadyError(
          `Google's OpenID configuration could not be read: ${messageOf(error)}`,
        );
      });
    return discovered;
  }

  return {
    id: 'google',
    usesNonce: true,

    async ready() {
      try {
        await configuration();
        return true;
      } catch {
        return false;
      }
    },

    async authorizationUrl({ state, codeChallenge, nonce, redirectUri }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: SOCIAL_DEFAULTS.googleScope,
        response_type: 'code',
        state,
        nonce: nonce ?? '',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async exchange(callbackUrl, { codeVerifier, nonce, state }) {
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        throw new ProviderAnswerError(messageOf(error));
      }
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedNonce: nonce ?? undefined,
          expectedState: state,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new ProviderAnswerError(`Google's answer failed its checks: ${messageOf(error)}`);
      }
      const claims = tokens.claims();
      if (!claims) throw new ProviderAnswerError('Google answered without an ID token');
      const email = textOf(claims['email']).toLowerCase();
      const verified = claims['email_verified'] === true || claims['email_verified'] === 'true';
      const firstName = textOf(claims['given_name']);
      const lastName = textOf(claims['family_name']);
      const name = textOf(claims['name']) || `${firstName} ${lastName}`.trim();
      const picture = textOf(claims['picture']);
      return {
        user: {
          id: claims.sub,
          name,
          email,
          photoUrl: picture || null,
          firstName,
          lastName,
          authToken: tokens.access_token,
          idToken: tokens.id_token ?? null,
          authorizationCode: callbackUrl.searchParams.get('code'),
          response: tokens,
          provider: 'google',
        },
        emailVerified: email !== '' && verified,
      };
    },
  };
}

/** An error's message for the log: openid-client's messages name the failed check, never a token. */
const messageOf = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${'code' in error ? ` (${String(error.code)})` : ''}`
    : String(error);
