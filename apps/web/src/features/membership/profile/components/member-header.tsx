import { Avatar, Box, Group, Text } from '@mantine/core';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useProfileT } from '../i18n/index.ts';

/** Photo, name, member id and locale at the top of a member's record. */
export function MemberHeader({ target }: { target: MemberTarget }) {
  const pt = useProfileT();
  const { member } = target.profile;
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <Group wrap="nowrap" gap="md">
      <Avatar
        src={photoUrl(member.photo, getWebConfig().mediaHost)}
        alt={pt('photo.alt', { name })}
        size={72}
        radius="xl"
      />
      <Box miw={0}>
        <Text fw={700} size="lg" truncate>
          {[member.salutation, name].filter(Boolean).join(' ')}
        </Text>
        <Text size="sm" c="dimmed">
          {pt('editMember.memberId', { id: member.customId })} · {member.currentLocaleName}
        </Text>
      </Box>
    </Group>
  );
}
