import { Avatar, Group, Stack, Text } from '@mantine/core';
import { socialProviderNames, type SocialUser } from '@congregate/contracts';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';

/** Who signed in at the provider: photo, name and e-mail as the provider gave them. */
export function ProviderProfile({ user }: { user: SocialUser }) {
  const t = useSocialSignInT();
  const provider = socialProviderNames[user.provider];
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={user.photoUrl}
        alt={t('profile.photoAlt', { name: user.name, provider })}
        radius="xl"
        size="lg"
      >
        {user.firstName.charAt(0)}
        {user.lastName.charAt(0)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{user.name}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}
