import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useSignInMethods } from '../api/get-sign-in-methods.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { SignInMethods } from '../components/sign-in-methods.tsx';
import { usePasswordChangeT } from '../i18n/index.ts';

/**
 * `tabs/change-password` and `edit-password`: the password form ("Set a password" for an account registered
 * through a provider), then the sign-in methods.
 */
export default function ChangePasswordPage() {
  const t = useT();
  const pt = usePasswordChangeT();
  const st = useSocialSignInT();
  const { data: profile } = useProfile();
  const methods = useSignInMethods();
  // Until the methods are known the form waits, so that it does not change shape under the person's hands.
  const hasPassword = methods.data?.hasPassword ?? true;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {hasPassword ? pt('changePassword.title') : st('setPassword.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {hasPassword ? pt('changePassword.intro') : st('setPassword.intro')}
          </Text>
        </div>
        {methods.isPending ? (
          <Loader aria-label={t('common.loading')} mx="auto" />
        ) : (
          <ChangePasswordForm email={profile?.member.email ?? null} hasPassword={hasPassword} />
        )}
        {methods.isError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {st('methods.loadFailed')}
          </Alert>
        )}
        {methods.data && <SignInMethods methods={methods.data} />}
      </Stack>
    </Paper>
  );
}
