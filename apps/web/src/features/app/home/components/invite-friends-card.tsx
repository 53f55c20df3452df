import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconShare } from '../../../../components/ui/icons.ts';
import { useT } from '../../../../lib/i18n/index.ts';

/** "Invite friends": the member's share page (`flyers/{memberId}`) and the flyer maker (`flyer-modal`). */
export function InviteFriendsCard({ memberId }: { memberId: string }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('home.inviteTitle')}
        </Title>
        <Text size="sm">{t('home.inviteBody')}</Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/flyers/${memberId}`}
            leftSection={<IconShare size={18} aria-hidden />}
          >
            {t('home.inviteFlyers')}
          </Button>
          <Button component={Link} to="/flyer-modal" variant="light">
            {t('home.inviteChoose')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
