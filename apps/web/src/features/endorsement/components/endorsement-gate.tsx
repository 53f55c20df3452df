import type { Profile, UserAccess } from '@congregate/contracts';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft, IconLock } from '../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../components/ui/load-error.tsx';
import { useProfile, useUserAccess } from '../../../lib/auth/index.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useEndorsementT } from '../i18n/index.ts';

export interface Endorser {
  profile: Profile;
  access: UserAccess;
}

/**
 * Shows `children` to someone whose roles give `members.endorse` (locale, district and super admins);
 * others see why not. The server refuses their calls anyway.
 */
export function EndorsementGate({ children }: { children: (endorser: Endorser) => ReactNode }) {
  const t = useT();
  const et = useEndorsementT();
  const profile = useProfile();
  const access = useUserAccess(profile.data?.member.userId);
  if (profile.error) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (access.error) return <LoadError error={access.error} onRetry={() => void access.refetch()} />;
  if (!profile.data || !access.data) return <LoadingBlock />;
  if (!access.data.permissions.includes('members.endorse')) {
    return (
      <Center py="xl" px="md">
        <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              <IconLock size={30} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {et('notAllowed.title')}
            </Title>
            <Text c="dimmed">{et('notAllowed.body')}</Text>
            <Button component={Link} to="/tabs/tab7" leftSection={<IconArrowLeft size={18} />}>
              {t('common.backHome')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <>{children({ profile: profile.data, access: access.data })}</>;
}
