import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '../../../lib/auth/index.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { CompletenessCard } from '../components/completeness-card.tsx';
import { MyChurchCard } from '../components/my-church-card.tsx';
import { ServicesCard } from '../components/services-card.tsx';
import { greetingKey } from '../lib/greeting.ts';

/** `tabs/tab7`: the signed-in landing. */
export default function HomePage() {
  const t = useT();
  const { data: profile } = useProfile();
  if (!profile) return <Loader aria-label={t('common.loading')} />;
  const { member } = profile;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Title order={1}>{t(greetingKey(new Date().getHours()), { name: member.firstName })}</Title>
        <Text c="dimmed">{t('menu.memberId', { id: member.customId })}</Text>
      </div>
      <MyChurchCard member={member} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ServicesCard localeId={member.currentLocale} />
        <CompletenessCard completeness={profile.completeness} />
      </SimpleGrid>
    </Stack>
  );
}
