import type { Permission, Profile, UserAccess } from '@congregate/contracts';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft, IconLock } from '../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../components/ui/load-error.tsx';
import { useProfile, useUserAccess } from '../../../lib/auth/index.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useMemberAdminT } from '../i18n/index.ts';

export interface SignedInAdmin {
  profile: Profile;
  access: UserAccess;
}

/**
 * Shows `children` only to someone whose roles give `permission` (`members.manage` or
 * `members.transfer`: locale, district and super admins); others see why not. The server refuses anyway.
 */
export function MemberAdminGate({
  permission,
  children,
}: {
  permission: Extract<Permission, 'members.manage' | 'members.transfer'>;
  children: (admin: SignedInAdmin) => ReactNode;
}) {
  const t = useT();
  const mt = useMemberAdminT();
  const profile = useProfile();
  const access = useUserAccess(profile.data?.member.userId);
  if (profile.error) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (access.error) return <LoadError error={access.error} onRetry={() => void access.refetch()} />;
  if (!profile.data || !access.data) return <LoadingBlock />;
  if (!access.data.permissions.includes(permission)) {
    return (
      <Center py="xl" px="md">
        <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              <IconLock size={30} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {mt('notAllowed.title')}
            </Title>
            <Text c="dimmed">
              {mt(permission === 'members.transfer' ? 'notAllowed.transfer' : 'notAllowed.manage')}
            </Text>
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
