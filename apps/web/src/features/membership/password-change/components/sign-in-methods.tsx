import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  socialProviderNames,
  socialProviders,
  type SignInMethods as Methods,
  type SocialProvider,
} from '@congregate/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import {
  providerNameOf,
  SocialErrorAlert,
} from '../../../../components/social-sign-in/social-error-alert.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconAlertCircle, IconCircleCheck } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { socialStartUrl } from '../../../../lib/social-sign-in/start-url.ts';
import { useUnlinkProvider } from '../api/unlink-provider.ts';

/** Where a linking comes back to: this page, which then says "{Provider} is linked." (or why not). */
const METHODS_PAGE = '/tabs/change-password';

type Outcome = { tone: 'done' | 'refused'; text: string };

/**
 * "Sign-in methods": each provider this server offers (and any still linked), linked — as whom, since when,
 * Unlink after a confirmation — or not, with "Link {Provider}" (a navigation to the provider and back).
 */
export function SignInMethods({ methods }: { methods: Methods }) {
  const t = useT();
  const st = useSocialSignInT();
  const { language } = useI18n();
  const timeZone = useLocaleTimeZone();
  const [params] = useSearchParams();
  const unlink = useUnlinkProvider();
  const [asking, setAsking] = useState<SocialProvider | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const linked = new Map(methods.identities.map((identity) => [identity.provider, identity]));
  const shown = socialProviders.filter(
    (provider) => linked.has(provider) || methods.available.includes(provider),
  );
  if (shown.length === 0) return null;
  const justLinked = providerNameOf(params.get('linked'));
  const askingIdentity = asking ? linked.get(asking) : undefined;

  const confirmUnlink = () => {
    if (!asking) return;
    const provider = socialProviderNames[asking];
    unlink.mutate(asking, {
      onSuccess: () => setOutcome({ tone: 'done', text: st('methods.unlinked', { provider }) }),
      onError: (error) => {
        let text: string;
        if (isApiError(error) && error.code === 'last_sign_in_method')
          text = st('methods.lastMethod', { provider });
        else if (isApiError(error) && error.status === 404) text = st('error.no_provider_user', { provider });
        else text = refusalMessage(t, error);
        setOutcome({ tone: 'refused', text });
      },
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="sign-in-methods-title">
      <Divider mb="xs" />
      <div>
        <Title order={2} size="h3" id="sign-in-methods-title">
          {st('methods.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {methods.hasPassword ? st('methods.intro') : st('methods.noPassword')}
        </Text>
      </div>
      {justLinked && !outcome && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {st('methods.justLinked', { provider: justLinked })}
        </Alert>
      )}
      <SocialErrorAlert />
      {outcome && (
        <Alert
          role={outcome.tone === 'done' ? 'status' : 'alert'}
          color={outcome.tone === 'done' ? 'teal' : 'red'}
          icon={outcome.tone === 'done' ? <IconCircleCheck /> : <IconAlertCircle />}
        >
          {outcome.text}
        </Alert>
      )}
      {shown.map((provider) => {
        const name = socialProviderNames[provider];
        const identity = linked.get(provider);
        return (
          <Card key={provider} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {identity
                    ? st('methods.linked', {
                        email: identity.email,
                        date: formatDayIn(identity.linkedAt, language, timeZone),
                      })
                    : st('methods.notLinked')}
                </Text>
              </Stack>
              {identity ? (
                <Button
                  variant="default"
                  color="red"
                  aria-label={st('methods.unlinkLabel', { provider: name })}
                  onClick={() => {
                    setOutcome(null);
                    setAsking(provider);
                  }}
                >
                  {st('methods.unlink')}
                </Button>
              ) : (
                <Button
                  component="a"
                  variant="light"
                  href={socialStartUrl(provider, { intent: 'link', returnTo: METHODS_PAGE })}
                >
                  {st('methods.link', { provider: name })}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
      <ConfirmDialog
        opened={asking !== null}
        title={st('methods.unlinkTitle', { provider: asking ? socialProviderNames[asking] : '' })}
        confirmLabel={st('methods.unlink')}
        onConfirm={confirmUnlink}
        onCancel={() => setAsking(null)}
        loading={unlink.isPending}
      >
        {asking &&
          st('methods.unlinkBody', {
            provider: socialProviderNames[asking],
            email: askingIdentity?.email ?? '',
          })}
      </ConfirmDialog>
    </Stack>
  );
}
