import type { FlockOverview } from '@congregate/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { clusterName } from '../../../../lib/format/cluster.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useFlockCareT } from '../i18n/index.ts';

/** The flock's name, cluster, locale and staff. */
export function FlockHeader({ flock }: { flock: FlockOverview['flock'] }) {
  const t = useT();
  const ft = useFlockCareT();
  const names = flock.leaders.map((l) => `${l.name} (${ft(`position.${l.position}`)})`).join(', ');
  return (
    <Stack gap={2}>
      <Title order={2} size="h3">
        {ft('flock.heading', { name: flock.name })}
      </Title>
      <Text size="sm">
        {ft('flock.cluster', { cluster: clusterName(t, flock.cluster) })} ·{' '}
        {ft('flock.locale', { locale: flock.localeName })}
      </Text>
      <Text size="sm" c="dimmed">
        {names ? ft('flock.leaders', { names }) : ft('flock.noLeaders')}
      </Text>
    </Stack>
  );
}
