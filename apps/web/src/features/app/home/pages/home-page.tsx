import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { IconHeart, IconQrcode } from '../../../../components/ui/icons.ts';
import { useProfile, useUserAccess } from '../../../../lib/auth/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { InviteFriendsCard } from '../components/invite-friends-card.tsx';
import { MyChurchCard } from '../components/my-church-card.tsx';
import { ServicesCard } from '../components/services-card.tsx';
import { greetingKey } from '../lib/greeting.ts';
import { homeRoles } from '../lib/home-roles.ts';

// The locale's livestream (issue 18) comes after home is up: its call stays out of the landing's scripts.
const LivestreamCard = lazy(() => import('../components/livestream-card.tsx'));
// The profile's completeness sits below the first screen on a phone: its script comes after home is up.
const CompletenessCard = lazy(() =>
  import('../components/completeness-card.tsx').then((module) => ({ default: module.CompletenessCard })),
);
// The member's week, and the cards of a role: each script (and its calls) loads after home is up, and a role's
// only for those who have it.
const MyWeekCard = lazy(() => import('../components/my-week-card.tsx'));
const LeaderCard = lazy(() => import('../components/leader-card.tsx'));
const SecretaryCard = lazy(() => import('../components/secretary-card.tsx'));
const FinanceCard = lazy(() => import('../components/finance-card.tsx'));

/**
 * `tabs/tab7`: the signed-in landing, built from who the person is: everyone's check-in, giving and week; then
 * the work of their roles — a leader's flock, the secretary's waiting work, finance's — then their church.
 */
export default function HomePage() {
  const t = useT();
  const { data: profile } = useProfile();
  const access = useUserAccess(profile?.member.userId);
  if (!profile) return <Loader aria-label={t('common.loading')} />;
  const { member } = profile;
  const timeZone = profile.locale.timeZone;
  const roles = homeRoles(access.data, { id: member.currentLocale, name: member.currentLocaleName });
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
      {/* One boundary each: a card that arrives later does not hide those already shown. */}
      {roles.flocks.map((flock) => (
        <Suspense key={flock.id} fallback={null}>
          <LeaderCard flock={flock} />
        </Suspense>
      ))}
      {roles.secretaryLocale && (
        <Suspense fallback={null}>
          <SecretaryCard locale={roles.secretaryLocale} timeZone={timeZone} />
        </Suspense>
      )}
      {roles.financeLocales.map((locale) => (
        <Suspense key={locale.id} fallback={null}>
          <FinanceCard locale={locale} timeZone={timeZone} />
        </Suspense>
      ))}
      <Suspense fallback={null}>
        <MyWeekCard />
      </Suspense>
      <Suspense fallback={null}>
        <LivestreamCard localeId={member.currentLocale} timeZone={timeZone} />
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
