import type { Award } from '@congregate/contracts';
import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { useAwardsT } from '../i18n/index.ts';
import { recipientName, scoreText } from '../lib/award-text.ts';

/** One award in the list: recipient, what won it, a manual award's note; Certificate, and Delete for admins. */
export function AwardCard({
  award,
  highlighted,
  onCertificate,
  onDelete,
}: {
  award: Award;
  highlighted: boolean;
  onCertificate: () => void;
  onDelete: (() => void) | null;
}) {
  const at = useAwardsT();
  const name = recipientName(award);
  const score = scoreText(at, award);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={name}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          {award.member ? (
            <MemberAvatar photo={award.member.photo} name={name} />
          ) : (
            <Avatar radius="xl" color="blue" aria-hidden>
              {award.flock?.cluster.slice(0, 2) ?? ''}
            </Avatar>
          )}
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {highlighted && (
                <Badge variant="light" color="blue">
                  {at('award.yourFlock')}
                </Badge>
              )}
            </Group>
            {score && <Text size="sm">{score}</Text>}
            {award.note && (
              <Text size="sm" c="dimmed">
                {award.note}
              </Text>
            )}
            {award.givenByName && (
              <Text size="xs" c="dimmed">
                {at('award.givenBy', { name: award.givenByName })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            onClick={onCertificate}
            aria-label={`${at('award.certificate')}: ${name}`}
          >
            {at('award.certificate')}
          </Button>
          {onDelete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`${at('award.delete')}: ${name}`}
            >
              {at('award.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
