import { Paper, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '../../../lib/auth/index.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** `tabs/change-password` and `edit-password`. */
export default function ChangePasswordPage() {
  const t = useT();
  const { data: profile } = useProfile();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('changePassword.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('changePassword.intro')}
          </Text>
        </div>
        <ChangePasswordForm email={profile?.member.email ?? null} />
      </Stack>
    </Paper>
  );
}
