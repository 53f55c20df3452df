import { idSchema } from '@congregate/contracts';
import { Alert, Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { usePendingRegistrations } from '../api/get-pending-registrations.ts';
import { RegistrationCard } from '../components/registration-card.tsx';
import { useEndorsementT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

function PendingList({ endorser }: { endorser: SignedInAccess }) {
  const et = useEndorsementT();
  const [params, setParams] = useSearchParams();
  const locales = useLocales();
  const requested = params.get('locale');
  const localeId = requested && idSchema.safeParse(requested).success ? requested : null;
  const registrations = usePendingRegistrations(localeId);
  const [notice, setNotice] = useState<string | null>(null);
  // A decision is said here, above the refreshed list: the secretary stays on the list she was working
  // through, and Back never lands on a page of a decision already made.
  const [outcome, setOutcome] = useState<string | null>(null);
  const scope = scopeLocales(endorser.access, locales.data ?? []);
  const items = registrations.data?.pages.flatMap((page) => page.items) ?? [];
  const total = registrations.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      {scope.length > 1 && (
        <NativeSelect
          label={et('list.locale')}
          value={localeId ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setParams(value ? { locale: value } : {}, { replace: true });
          }}
          data={[
            { value: '', label: et('list.allLocales') },
            ...scope.map((locale) => ({ value: locale.id, label: locale.name })),
          ]}
        />
      )}
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {notice && (
        <Alert role="alert" color="orange" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {registrations.isPending ? (
        <LoadingBlock />
      ) : registrations.isError ? (
        <LoadError error={registrations.error} onRetry={() => void registrations.refetch()} />
      ) : items.length === 0 ? (
        <Stack gap="xs">
          <Text>{et('list.empty')}</Text>
          <Group gap="md">
            <Anchor component={Link} to="/manage-members-upload">
              {et('list.uploadLink')}
            </Anchor>
            <Anchor component={Link} to="/manage-members">
              {et('list.manageLink')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? et('list.countOne') : et('list.count', { count: total })}
          </Text>
          {items.map((registration) => (
            <RegistrationCard
              key={registration.member.id}
              registration={registration}
              onNotice={(message) => {
                setOutcome(null);
                setNotice(message);
              }}
              onDecided={(decided, name) => {
                setNotice(null);
                setOutcome(et(`outcome.${decided}`, { name }));
              }}
            />
          ))}
          <LoadMoreButton query={registrations} />
        </Stack>
      )}
    </Stack>
  );
}

/** `endorsement`: registrations waiting in the admin's scope, with duplicate hints; endorse, reject or merge. */
export default function PendingRegistrationsPage() {
  const et = useEndorsementT();
  return (
    <PermissionGate permission="members.endorse" title={et('notAllowed.title')} body={et('notAllowed.body')}>
      {(endorser) => (
        <PageCard title={et('list.title')} intro={et('list.intro')} maw={900}>
          <PendingList endorser={endorser} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
