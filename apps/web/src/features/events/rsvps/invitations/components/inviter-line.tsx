import { Avatar, Group, Text } from '@mantine/core';
import type { PublicProfile } from '@congregate/contracts';
import { getWebConfig } from '../../../../../lib/api/index.ts';
import { photoUrl } from '../../../../../lib/media/photo-url.ts';
import { useInvitationsT } from '../i18n/index.ts';

/** Who invited the guest: their photo and display name (nothing else about them). */
export function InviterLine({ inviter }: { inviter: PublicProfile }) {
  const it = useInvitationsT();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={photoUrl(inviter.photo, getWebConfig().mediaHost)}
        alt={it('inviter.photoAlt', { name: inviter.displayName })}
        size={48}
        radius="xl"
      />
      <Text fw={600}>{it('inviter.invitedBy', { name: inviter.displayName })}</Text>
    </Group>
  );
}
