import { Button, Divider, Stack, Text } from '@mantine/core';
import type { SocialProvider } from '@congregate/contracts';
import { useId } from 'react';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { IconBrandFacebook, IconBrandGoogle } from '../../../../components/ui/icons.ts';
import { socialStartUrl } from '../../../../lib/social-sign-in/start-url.ts';
import { useSocialProviders } from '../api/get-social-providers.ts';

const icons = { google: IconBrandGoogle, facebook: IconBrandFacebook } satisfies Record<
  SocialProvider,
  unknown
>;

/**
 * "Sign in with Google" / "Continue with Facebook" for the providers the server offers: plain links to the
 * login service's start (the provider's pages need a full navigation), coming back to `returnTo`. None
 * offered (or the list failing) shows nothing; a provider not ready yet is a disabled button that says so.
 */
export function SocialSignInButtons({ returnTo }: { returnTo: string | null }) {
  const t = useSocialSignInT();
  const hintId = useId();
  const { data } = useSocialProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const anyNotReady = providers.some((provider) => !provider.ready);
  return (
    <Stack gap="sm">
      <Divider label={t('buttons.or')} labelPosition="center" />
      {providers.map(({ id, ready }) => {
        const Icon = icons[id];
        const label = t(`button.${id}`);
        return ready ? (
          <Button
            key={id}
            component="a"
            href={socialStartUrl(id, { returnTo })}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ) : (
          <Button
            key={id}
            variant="default"
            fullWidth
            disabled
            aria-describedby={hintId}
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </Button>
        );
      })}
      {anyNotReady && (
        <Text id={hintId} size="sm" c="dimmed" ta="center">
          {t('buttons.notReady')}
        </Text>
      )}
    </Stack>
  );
}
