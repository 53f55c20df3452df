import { celebrantPeriods, type CelebrantPeriod } from '@congregate/contracts';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useCelebrants } from '../api/get-celebrants.ts';
import { CelebrantList } from '../components/celebrant-list.tsx';
import { FlockScope } from '../components/flock-scope.tsx';
import { useFlockCareT } from '../i18n/index.ts';

function Celebrants({ flockId, signedIn }: { flockId: string; signedIn: SignedInAccess }) {
  const ft = useFlockCareT();
  const [params, setParams] = useUrlParams();
  const asked = params.get('period');
  const period: CelebrantPeriod = celebrantPeriods.includes(asked as CelebrantPeriod)
    ? (asked as CelebrantPeriod)
    : 'week';
  const celebrants = useCelebrants(flockId, period);
  const { member } = signedIn.profile;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={ft('celebrants.period')}
        value={period}
        onChange={(value) =>
          setParams((current) => {
            current.set('period', value);
            return current;
          })
        }
        data={[
          { value: 'week', label: ft('celebrants.week') },
          { value: 'month', label: ft('celebrants.month') },
        ]}
        maw={360}
      />
      {celebrants.isPending ? (
        <LoadingBlock />
      ) : celebrants.isError ? (
        <LoadError error={celebrants.error} onRetry={() => void celebrants.refetch()} />
      ) : celebrants.data.length === 0 ? (
        <Text c="dimmed">{ft('celebrants.empty')}</Text>
      ) : (
        <CelebrantList celebrants={celebrants.data} sender={`${member.firstName} ${member.lastName}`} />
      )}
      <Anchor component={Link} to={`/flock-page?flockId=${flockId}`}>
        {ft('members.back')}
      </Anchor>
    </Stack>
  );
}

/** `flock-member-celebrants` (`?flockId=&period=week|month`): birthdays and anniversaries with a greeting. */
export default function FlockCelebrantsPage() {
  const ft = useFlockCareT();
  return (
    <PermissionGate permission="flock.view" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ft('celebrants.title')} maw={800}>
          <FlockScope signedIn={signedIn}>
            {(flockId) => <Celebrants flockId={flockId} signedIn={signedIn} />}
          </FlockScope>
        </PageCard>
      )}
    </PermissionGate>
  );
}
