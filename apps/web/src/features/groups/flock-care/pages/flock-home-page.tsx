import type { FlockOverview } from '@congregate/contracts';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CareList } from '../../../../components/attendance/care-list.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useFlockReport } from '../../../../lib/attendance/api/get-flock-report.ts';
import { useFlockOverview } from '../../../../lib/groups/api/get-flock-overview.ts';
import { FlockCard } from '../components/flock-card.tsx';
import { FlockHeader } from '../components/flock-header.tsx';
import { CelebrantsCard, JoinRequestsCard, OpenPepsCard, RsvpsCard } from '../components/flock-lists.tsx';
import { FlockScope } from '../components/flock-scope.tsx';
import { FLOCK_LIST_SHOWN, FlockWeekCard } from '../components/flock-week-card.tsx';
import { useFlockCareT } from '../i18n/index.ts';

/** Who to call: the flock's care list (absent the locale's last three gathering weeks), the first five first. */
function WhoToCall({ flockId }: { flockId: string }) {
  const report = useFlockReport(flockId);
  if (report.isPending) return <LoadingBlock />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return <CareList report={report.data} headingOrder={2} collapseAfter={FLOCK_LIST_SHOWN} />;
}

function MembersCard({ overview }: { overview: FlockOverview }) {
  const ft = useFlockCareT();
  return (
    <FlockCard title={ft('card.members')}>
      <Text size="xl" fw={700}>
        {ft('card.membersCount', { count: overview.memberCount })}
      </Text>
      <Anchor component={Link} to={`/flock-members?flockId=${overview.flock.id}`}>
        {ft('card.membersLink')}
      </Anchor>
    </FlockCard>
  );
}

function Overview({ flockId, signedIn }: { flockId: string; signedIn: SignedInAccess }) {
  const ft = useFlockCareT();
  const overview = useFlockOverview(flockId);
  if (overview.isPending) return <LoadingBlock />;
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const q = `flockId=${data.flock.id}`;
  const { member } = signedIn.profile;
  // This week and who to call lead, so a phone reaches them before any long list; long lists show five first.
  return (
    <Stack gap="md">
      <FlockHeader flock={data.flock} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FlockWeekCard overview={data} />
        <WhoToCall flockId={data.flock.id} />
        <CelebrantsCard overview={data} sender={`${member.firstName} ${member.lastName}`} />
        <JoinRequestsCard overview={data} />
        <MembersCard overview={data} />
        <OpenPepsCard overview={data} />
        <RsvpsCard overview={data} />
      </SimpleGrid>
      <FlockCard title={ft('card.more')}>
        <Group gap="md">
          <Anchor component={Link} to={`/flock-summary-report?flock=${data.flock.id}`}>
            {ft('link.summary')}
          </Anchor>
          <Anchor component={Link} to={`/flock-awards?${q}`}>
            {ft('link.awards')}
          </Anchor>
          <Anchor component={Link} to={`/flock-member-celebrants?${q}&period=month`}>
            {ft('link.celebrants')}
          </Anchor>
        </Group>
      </FlockCard>
    </Stack>
  );
}

/**
 * `flock-page` (`?flockId=`): a leader's flock home — this week (record attendance, who came, who did not) and
 * who to call first, then celebrants, join requests, members, open PEPs and RSVPs. Bare: the first flock one
 * leads, or an admin's picker.
 */
export default function FlockHomePage() {
  const ft = useFlockCareT();
  return (
    <PermissionGate permission="flock.view" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ft('flock.title')} intro={ft('flock.intro')} maw={1100}>
          <FlockScope signedIn={signedIn}>
            {(flockId) => <Overview flockId={flockId} signedIn={signedIn} />}
          </FlockScope>
        </PageCard>
      )}
    </PermissionGate>
  );
}
