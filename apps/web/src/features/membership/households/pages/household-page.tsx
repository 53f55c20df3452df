import type { Household, HouseholdAddress } from '@congregate/contracts';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useProfile } from '../../../../lib/auth/api/get-my-profile.ts';
import { useCountryName } from '../../../../lib/config/index.ts';
import { useHouseholdRequests } from '../api/get-household-requests.ts';
import { useMyHousehold } from '../api/get-my-household.ts';
import { DependantsSection } from '../components/dependants-section.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { MembersSection } from '../components/members-section.tsx';
import { RequestItem } from '../components/request-item.tsx';
import { useHouseholdsT } from '../i18n/index.ts';

function AddressLines({ address }: { address: HouseholdAddress }) {
  const country = useCountryName()(address.countryId);
  const lines = [
    address.line1,
    address.line2,
    [address.city, address.province, address.postalCode].filter(Boolean).join(', '),
    country,
  ].filter(Boolean);
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}

/** No household yet: what one is, start one, the invitations waiting for me. */
function NoHousehold() {
  const ht = useHouseholdsT();
  const requests = useHouseholdRequests();
  const waiting = (requests.data?.toMe ?? []).filter((request) => request.status === 'pending');
  return (
    <Stack gap="md">
      <Alert color="blue" title={ht('household.none')}>
        <Stack gap="xs">
          <Text size="sm">{ht('household.whatIs')}</Text>
          <Text size="sm">{ht('household.noneHint')}</Text>
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to="/household-modal">
          {ht('household.start')}
        </Button>
        <Button component={Link} to="/house-hold-request" variant="default">
          {ht('household.seeRequests')}
        </Button>
      </Group>
      {waiting.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {ht('household.waiting', { count: waiting.length })}
          </Title>
          {waiting.map((request) => (
            <RequestItem key={request.id} request={request} side="toMe" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function HouseholdView({
  household,
  myMemberId,
  localeId,
}: {
  household: Household;
  myMemberId: string;
  localeId: string;
}) {
  const ht = useHouseholdsT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {household.name}
          </Title>
          <Text size="sm" fw={500} mt="xs">
            {ht('household.address')}
          </Text>
          {household.address ? (
            <AddressLines address={household.address} />
          ) : (
            <Text size="sm" c="dimmed">
              {ht('household.noAddress')}
            </Text>
          )}
        </div>
        {household.canEdit && (
          <Button component={Link} to={`/household-modal?id=${household.id}`} variant="light">
            {ht('household.edit')}
          </Button>
        )}
      </Group>
      <Divider />
      <MembersSection household={household} myMemberId={myMemberId} />
      <Divider />
      <DependantsSection household={household} />
      {household.canEdit && (
        <>
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {ht('pending.title')}
            </Title>
            {household.pendingRequests.length === 0 ? (
              <Text size="sm" c="dimmed">
                {ht('pending.none')}
              </Text>
            ) : (
              household.pendingRequests.map((request) => (
                <RequestItem key={request.id} request={request} side="household" />
              ))
            )}
          </Stack>
          <Divider />
          <InviteForm household={household} localeId={localeId} />
        </>
      )}
      <Divider />
      <Button component={Link} to="/house-hold-request" variant="subtle" style={{ alignSelf: 'flex-start' }}>
        {ht('household.seeRequests')}
      </Button>
    </Stack>
  );
}

/** `house-hold`: my household (members, dependants, address, pending requests), or how to start or join one. */
export default function HouseholdPage() {
  const ht = useHouseholdsT();
  const profile = useProfile();
  const household = useMyHousehold();
  const member = profile.data?.member;
  return (
    <PageCard title={ht('household.title')} intro={ht('household.intro')}>
      {household.isPending || !member ? (
        household.isError ? (
          <LoadError error={household.error} onRetry={() => void household.refetch()} />
        ) : (
          <LoadingBlock />
        )
      ) : household.isError ? (
        <LoadError error={household.error} onRetry={() => void household.refetch()} />
      ) : household.data ? (
        <HouseholdView household={household.data} myMemberId={member.id} localeId={member.currentLocale} />
      ) : (
        <NoHousehold />
      )}
    </PageCard>
  );
}
