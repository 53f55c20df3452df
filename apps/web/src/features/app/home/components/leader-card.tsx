import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconClipboardCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useFlockReport } from '../../../../lib/attendance/api/get-flock-report.ts';
import { useFlockOverview } from '../../../../lib/groups/api/get-flock-overview.ts';
import { useHomeRolesT } from '../i18n/index.ts';
import type { Place } from '../lib/home-roles.ts';
import { CountLink, countListStyle } from './count-link.tsx';
import { RoleCard } from './role-card.tsx';

/** How many of the care list a leader's card names before "and N more". */
const NAMED = 3;

/** The care list in a line: the first names of the first few, and how many more (`firstName` when sent). */
function WhoToCall({ flockId }: { flockId: string }) {
  const ht = useHomeRolesT();
  const report = useFlockReport(flockId);
  if (report.isPending) return null;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { careSince, careList } = report.data;
  if (careSince === null) return <Text c="dimmed">{ht('leader.careNotYet')}</Text>;
  if (careList.length === 0) return <Text c="dimmed">{ht('leader.nobodyToCall')}</Text>;
  const names = careList.slice(0, NAMED).map((person) => person.firstName ?? person.displayName);
  const rest = careList.length - names.length;
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {rest > 0 ? ht('leader.andMore', { names: names.join(', '), count: rest }) : names.join(', ')}
      </Text>
      <Anchor component={Link} to={`/flock-page?flockId=${flockId}`} size="sm">
        {ht('leader.careLink')}
      </Anchor>
    </Stack>
  );
}

/**
 * A flock leader's card on home, one per flock they lead or assist: this week's attendance with the way to
 * record it, who to call (the care list), the week's celebrants and the join requests waiting.
 */
export default function LeaderCard({ flock }: { flock: Place }) {
  const ht = useHomeRolesT();
  const overview = useFlockOverview(flock.id);
  const name = overview.data?.flock.name ?? flock.name;
  const q = `flockId=${flock.id}`;
  return (
    <RoleCard title={ht('leader.title', { flock: name })}>
      {overview.isPending ? (
        <LoadingBlock />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text fw={600}>
              {overview.data.week.gatherings.length === 0
                ? ht('leader.noGathering')
                : ht('leader.came', {
                    present: overview.data.week.present.length,
                    total: overview.data.week.present.length + overview.data.week.absentees.length,
                  })}
            </Text>
            <Button
              component={Link}
              to={`/flock-attendance-modal?flock=${flock.id}`}
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
            >
              {ht('leader.record')}
            </Button>
          </Group>
          <Title order={3} size="h5">
            {ht('leader.toCall')}
          </Title>
          <WhoToCall flockId={flock.id} />
          <Title order={3} size="h5">
            {ht('leader.celebrants')}
          </Title>
          {overview.data.celebrants.length === 0 ? (
            <Text c="dimmed">{ht('leader.noCelebrants')}</Text>
          ) : (
            <Stack gap={4}>
              <Text>{overview.data.celebrants.map((celebrant) => celebrant.name).join(', ')}</Text>
              <Anchor component={Link} to={`/flock-member-celebrants?${q}&period=week`} size="sm">
                {ht('leader.celebrantsLink')}
              </Anchor>
            </Stack>
          )}
          <ul style={countListStyle}>
            <CountLink
              count={overview.data.pendingJoinRequests.length}
              label={ht('leader.joinRequests')}
              to="/group-register"
            />
          </ul>
        </>
      )}
    </RoleCard>
  );
}
