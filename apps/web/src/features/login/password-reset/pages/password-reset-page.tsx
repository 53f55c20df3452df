import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useResetT } from '../i18n/index.ts';
import { RequestResetForm } from '../components/request-reset-form.tsx';
import { SetPasswordForm } from '../components/set-password-form.tsx';

/** `password` (public): ask for a reset link by email; opened from that link (`?token=…`), set the new password. */
export default function PasswordResetPage() {
  const rt = useResetT();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {rt(token ? 'reset.setTitle' : 'reset.requestTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {rt(token ? 'reset.setIntro' : 'reset.requestIntro')}
          </Text>
        </div>
        {token ? (
          <SetPasswordForm token={token} onAskAgain={() => setParams({}, { replace: true })} />
        ) : (
          <RequestResetForm />
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {rt('reset.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
