import type { Permission, Profile, UserAccess } from '@congregate/contracts';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile, useUserAccess } from '../../lib/auth/index.ts';
import { can } from '../../lib/auth/admin-scope.ts';
import { useT } from '../../lib/i18n/index.ts';
import { IconArrowLeft, IconLock } from './icons.ts';
import { LoadError, LoadingBlock } from './load-error.tsx';

export interface SignedInAccess {
  profile: Profile;
  access: UserAccess;
}

/** The signed-in member's profile and user access (both cached after sign-in). */
export function useSignedInAccess():
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | ({ status: 'ready' } & SignedInAccess) {
  const profile = useProfile();
  const access = useUserAccess(profile.data?.member.userId);
  if (profile.error) return { status: 'error', error: profile.error, retry: () => void profile.refetch() };
  if (access.error) return { status: 'error', error: access.error, retry: () => void access.refetch() };
  if (!profile.data || !access.data) return { status: 'loading' };
  return { status: 'ready', profile: profile.data, access: access.data };
}

/** Says that this page is not for the signed-in account, and leads home. */
export function NotAllowed({ title, body }: { title: string; body: string }) {
  const t = useT();
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
          <Button component={Link} to="/tabs/tab7" leftSection={<IconArrowLeft size={18} />}>
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * Shows `children` only to someone whose roles give `permission`; others see `title` and `body` (why
 * not). The server refuses their calls anyway.
 */
export function PermissionGate({
  permission,
  title,
  body,
  children,
}: {
  permission: Permission;
  title: string;
  body: string;
  children: (signedIn: SignedInAccess) => ReactNode;
}) {
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (!can(state.access, permission)) return <NotAllowed title={title} body={body} />;
  return <>{children({ profile: state.profile, access: state.access })}</>;
}
