import { socialCalls, type SocialProvider } from '@congregate/contracts';
import { callPath } from '../api/call-api.ts';
import { serviceUrl } from '../api/web-config.ts';
import { safeReturnPath } from '../routing/return-to.ts';

/**
 * Where a "Sign in with …" or "Link …" button goes: the login service's `auth/{provider}/start`, a plain browser
 * navigation (the server answers with a redirect to the provider), on the service's base URL as the API client
 * builds it. `returnTo` is kept only when it is a page of this app.
 */
export function socialStartUrl(
  provider: SocialProvider,
  options: { returnTo?: string | null; intent?: 'sign_in' | 'link' } = {},
): string {
  const returnTo = safeReturnPath(options.returnTo) ?? undefined;
  const intent = options.intent === 'link' ? 'link' : undefined;
  return serviceUrl(
    'login',
    callPath(socialCalls.start, { params: { provider }, query: { returnTo, intent } }),
  );
}
