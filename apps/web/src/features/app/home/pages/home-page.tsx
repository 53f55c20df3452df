import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { IconHeart, IconQrcode } from '../../../../components/ui/icons.ts';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { InviteFriendsCard } from '../components/invite-friends-card.tsx';
import { MyChurchCard } from '../components/my-church-card.tsx';
import { ServicesCard } from '../components/services-card.tsx';
import { greetingKey } from '../lib/greeting.ts';

// The locale's livestream (issue 18) comes after home is up: its call stays out of the landing's scripts.
const LivestreamCard = lazy(() => import('../components/livestream-card.tsx'));
// The profile's completeness sits below the first screen on a phone: its script comes after home is up.
const CompletenessCard = lazy(() =>
  import('../components/completeness-card.tsx').then((module) => ({ default: module.CompletenessCard })),
);

/** `tabs/tab7`: the signed-in landing. */
export default function HomePage() {
  const t = useT();
  const { data: profile } = useProfile();
  if (!profile) return <Loader aria-label={t('common.loading')} />;
  const { member } = profile;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{t(greetingKey(new Date().getHours()), { name: member.firstName })}</Title>
          <Text c="dimmed">{t('menu.memberId', { id: member.customId })}</Text>
        </div>
        <Group gap="sm">
          {/* The member's own check-in: their card for a kiosk, or a scan of the poster at the door. */}
          <Button component={Link} to="/checkin-modal" leftSection={<IconQrcode size={18} aria-hidden />}>
            {t('page.checkin-modal')}
          </Button>
          <Button
            component={Link}
            to="/give-modal"
            variant="light"
            leftSection={<IconHeart size={18} aria-hidden />}
          >
            {t('page.give-modal')}
          </Button>
        </Group>
      </Group>
      <Suspense fallback={null}>
        <LivestreamCard localeId={member.currentLocale} timeZone={profile.locale.timeZone} />
      </Suspense>
      <MyChurchCard member={member} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ServicesCard localeId={member.currentLocale} />
        <Suspense fallback={null}>
          <CompletenessCard completeness={profile.completeness} />
        </Suspense>
      </SimpleGrid>
      <InviteFriendsCard memberId={member.id} />
    </Stack>
  );
}
