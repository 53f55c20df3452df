import { Alert } from '@mantine/core';
import {
  socialErrorReasons,
  socialProviderNames,
  socialProviders,
  type SocialErrorReason,
} from '@congregate/contracts';
import { useSearchParams } from 'react-router';
import { IconAlertCircle } from '../ui/icons.ts';
import { useSocialSignInT } from './i18n/index.ts';

const isReason = (value: string | null): value is SocialErrorReason =>
  (socialErrorReasons as readonly (string | null)[]).includes(value);

/** A provider's display name from a `provider` value, or null for one this app does not know. */
export function providerNameOf(value: string | null): string | null {
  const known = socialProviders.find((provider) => provider === value);
  return known ? socialProviderNames[known] : null;
}

/**
 * Why a sign-in with a provider stopped, from the page's `?socialError=` (and `?provider=` when the server names
 * it), in the person's language; an unknown reason shows nothing rather than text from the address.
 */
export function SocialErrorAlert() {
  const t = useSocialSignInT();
  const [params] = useSearchParams();
  const reason = params.get('socialError');
  if (!isReason(reason)) return null;
  const provider = providerNameOf(params.get('provider')) ?? t('provider.fallback');
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle />} title={t('error.title')}>
      {t(`error.${reason}`, { provider })}
    </Alert>
  );
}
