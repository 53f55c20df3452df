import type { SocialProvider } from '@congregate/contracts';
import type { AppConfig } from '../../config.ts';
import { createFacebookProvider } from './facebook-provider.ts';
import { createGoogleProvider } from './google-provider.ts';
import type { SocialSignInProvider } from './social-provider.ts';

/** The social sign-in providers configured (`config.social`); one without configuration is not offered. */
export function createSocialProviders(
  config: Pick<AppConfig, 'social'>,
): Partial<Record<SocialProvider, SocialSignInProvider>> {
  const providers: Partial<Record<SocialProvider, SocialSignInProvider>> = {};
  if (config.social.google) providers.google = createGoogleProvider(config.social.google);
  if (config.social.facebook) providers.facebook = createFacebookProvider(config.social.facebook);
  return providers;
}
