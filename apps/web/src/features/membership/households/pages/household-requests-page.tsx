import type { HouseholdRequest } from '@congregate/contracts';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useHouseholdRequests } from '../api/get-household-requests.ts';
import { RequestItem } from '../components/request-item.tsx';
import { useHouseholdsT } from '../i18n/index.ts';

/** `house-hold-request`: household requests to me (accept / decline) and from me (withdraw). */
export default function HouseholdRequestsPage() {
  const ht = useHouseholdsT();
  const requests = useHouseholdRequests();
  const [accepted, setAccepted] = useState<HouseholdRequest | null>(null);

  return (
    <PageCard title={ht('requests.title')} intro={ht('requests.intro')}>
      {accepted && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          <Stack gap={4}>
            <Text size="sm">
              {accepted.kind === 'invite'
                ? ht('requests.accepted', { name: accepted.householdName })
                : ht('requests.acceptedJoin', { name: accepted.memberName ?? '—' })}
            </Text>
            <Anchor component={Link} to="/house-hold" size="sm">
              {ht('requests.seeHousehold')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {requests.isPending ? (
        <LoadingBlock />
      ) : requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {ht('requests.toMe')}
            </Title>
            {requests.data.toMe.length === 0 ? (
              <Text size="sm" c="dimmed">
                {ht('requests.toMeNone')}
              </Text>
            ) : (
              requests.data.toMe.map((request) => (
                <RequestItem key={request.id} request={request} side="toMe" onAccepted={setAccepted} />
              ))
            )}
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {ht('requests.fromMe')}
            </Title>
            {requests.data.fromMe.length === 0 ? (
              <Text size="sm" c="dimmed">
                {ht('requests.fromMeNone')}
              </Text>
            ) : (
              requests.data.fromMe.map((request) => (
                <RequestItem key={request.id} request={request} side="fromMe" />
              ))
            )}
          </Stack>
          <Anchor component={Link} to="/house-hold" size="sm">
            {ht('requests.myHousehold')}
          </Anchor>
        </Stack>
      )}
    </PageCard>
  );
}
