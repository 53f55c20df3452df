import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { clusterOf, type Member } from '@congregate/contracts';
import { Link } from 'react-router';
import { clusterName } from '../../../../lib/format/cluster.ts';
import { useT } from '../../../../lib/i18n/index.ts';

/** The member's locale, flock and cluster, with a way to the locale's page (`locale-information`). */
export function MyChurchCard({ member }: { member: Member }) {
  const t = useT();
  const facts = [
    { label: t('home.locale'), value: member.currentLocaleName },
    { label: t('home.flock'), value: member.flockName ?? t('home.noFlock') },
    { label: t('home.cluster'), value: clusterName(t, clusterOf(member.flockName)) },
  ];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('home.myChurch')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
          {facts.map(({ label, value }) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to="/locale-information" size="sm">
          {t('home.aboutMyChurch', { locale: member.currentLocaleName })}
        </Anchor>
      </Stack>
    </Card>
  );
}
