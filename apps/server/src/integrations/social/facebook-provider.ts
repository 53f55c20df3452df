import { createHmac } from 'node:crypto';
import { SOCIAL_DEFAULTS } from '@congregate/contracts';
import type { AppConfig } from '../../config.ts';
import {
  PROVIDER_TIMEOUT_MS,
  ProviderAnswerError,
  textOf,
  type SocialSignInProvider,
} from './social-provider.ts';

type FacebookSettings = NonNullable<AppConfig['social']['facebook']>;

const PROFILE_FIELDS = 'id,name,email,first_name,last_name,picture';

/** Facebook's `picture` field: `{ data: { url } }` (a plain URL is read too). */
function pictureOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  const url = (value as { data?: { url?: unknown } } | null)?.data?.url;
  return typeof url === 'string' && url ? url : null;
}

/**
 * Facebook Login (OAuth 2.0 with PKCE, Graph API v4.0): the code is exchanged for an access token, which reads
 * the person's profile from `/me` (with `appsecret_proof`) and is then forgotten. Facebook only returns
 * confirmed e-mail addresses, so an address it gives counts as verified; none given, the person cannot be
 * matched (`email_unverified`).
 */
export function createFacebookProvider(settings: FacebookSettings): SocialSignInProvider {
  const version = SOCIAL_DEFAULTS.facebookVersion;

  async function getJson(url: URL, what: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderAnswerError(
        `Facebook's ${what} could not be reached: ${error instanceof Error ? error.name : 'error'}`,
      );
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body || typeof body !== 'object') {
      const reason = (body?.['error'] as { message?: unknown } | undefined)?.message;
      throw new ProviderAnswerError(
        `Facebook's ${what} answered ${response.status}${typeof reason === 'string' ? `: ${reason.slice(0, 200)}` : ''}`,
      );
    }
    return body;
  }

  return {
    id: 'facebook',
    usesNonce: false,
    ready: async () => true,

    async authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(`${settings.dialogUrl}/${version}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: settings.appId,
        redirect_uri: redirectUri,
        state,
        scope: SOCIAL_DEFAULTS.facebookScope,
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        locale: SOCIAL_DEFAULTS.facebookLocale,
      }).toString();
      return url;
    },

    async exchange(callbackUrl, { codeVerifier, state, redirectUri }) {
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new ProviderAnswerError('Facebook answered without a code');
      if (callbackUrl.searchParams.get('state') !== state)
        throw new ProviderAnswerError('The state does not match');
      const tokenUrl = new URL(`${settings.graphUrl}/${version}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: settings.appId,
        client_secret: settings.appSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      }).toString();
      const token = await getJson(tokenUrl, 'token endpoint');
      const accessToken = token['access_token'];
      if (typeof accessToken !== 'string' || !accessToken) {
        throw new ProviderAnswerError('Facebook answered without an access token');
      }
      const meUrl = new URL(`${settings.graphUrl}/${version}/me`);
      meUrl.search = new URLSearchParams({
        fields: PROFILE_FIELDS,
        access_token: accessToken,
        appsecret_proof: createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
      }).toString();
      const me = await getJson(meUrl, 'profile');
      const id = me['id'];
      if (typeof id !== 'string' || !id) throw new ProviderAnswerError('Facebook’s profile has no id');
      const email = textOf(me['email']).toLowerCase();
      const firstName = textOf(me['first_name']);
      const lastName = textOf(me['last_name']);
      return {
        user: {
          id,
          name: textOf(me['name']) || `${firstName} ${lastName}`.trim(),
          email,
          photoUrl: pictureOf(me['picture']),
          firstName,
          lastName,
          authToken: accessToken,
          idToken: null,
          authorizationCode: code,
          response: me,
          provider: 'facebook',
        },
        // Facebook gives only confirmed addresses (decisions.md).
        emailVerified: email !== '',
      };
    },
  };
}
