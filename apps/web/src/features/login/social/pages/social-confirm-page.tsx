import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { socialEmailConfirmBodySchema } from '@congregate/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useConfirmSocialEmail } from '../api/confirm-social-email.ts';

/**
 * `social-confirm?token=`: the link mailed to an account's owner to confirm linking a provider. It confirms on a
 * button, never on opening (mail scanners open links), then lands signed in as a password sign-in does.
 */
export default function SocialConfirmPage() {
  const t = useT();
  const st = useSocialSignInT();
  const navigate = useNavigate();
  const confirm = useConfirmSocialEmail();
  const token = socialEmailConfirmBodySchema.shape.token.safeParse(useSearchParams()[0].get('token'));

  const gone = isApiError(confirm.error) && (confirm.error.status === 404 || confirm.error.status === 422);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {st('emailConfirm.title')}
          </Title>
          {token.success && !gone && (
            <Text c="dimmed" size="sm">
              {st('emailConfirm.intro')}
            </Text>
          )}
        </div>
        {!token.success || gone ? (
          <>
            <Alert role="alert" color="red" icon={<IconAlertCircle />}>
              {token.success ? st('emailConfirm.gone') : st('emailConfirm.missing')}
            </Alert>
            <Button component={Link} to="/login">
              {st('emailConfirm.toLogin')}
            </Button>
          </>
        ) : (
          <>
            {confirm.isError && (
              <Alert role="alert" color="red" icon={<IconAlertCircle />}>
                {isApiError(confirm.error) && confirm.error.status === 403
                  ? st('error.account_disabled')
                  : isApiError(confirm.error) && confirm.error.status === 409
                    ? st('error.identity_taken')
                    : refusalMessage(t, confirm.error)}
              </Alert>
            )}
            <Button
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(token.data, {
                  onSuccess: (destination) => void navigate(destination, { replace: true }),
                })
              }
            >
              {st('emailConfirm.submit')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
