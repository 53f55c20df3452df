import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useMyRelatives } from '../api/get-my-relatives.ts';
import { RequestForm } from '../components/request-form.tsx';
import { RequestLists } from '../components/request-lists.tsx';
import { useFamilyLinksT } from '../i18n/index.ts';

/**
 * `family-request` (`?entryId=` an entry of my family background, optional): link a relative to their member
 * record; below, the requests to me (accept, decline) and from me (withdraw).
 */
export default function FamilyRequestPage() {
  const ft = useFamilyLinksT();
  const [params] = useSearchParams();
  const state = useSignedInAccess();
  const memberId = state.status === 'ready' ? state.profile.member.id : null;
  const relatives = useMyRelatives(memberId);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  const { member } = state.profile;
  return (
    <PageCard title={ft('request.title')} intro={ft('request.intro')} maw={820}>
      <Stack gap="lg">
        <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
        {relatives.isPending ? (
          <LoadingBlock />
        ) : relatives.isError ? (
          <LoadError error={relatives.error} onRetry={() => void relatives.refetch()} />
        ) : (
          <RequestForm
            me={{ id: member.id, localeId: member.currentLocale, localeName: member.currentLocaleName }}
            relatives={relatives.data}
            initialEntryId={params.get('entryId')}
            onSent={setOutcome}
          />
        )}
        <Divider />
        <RequestLists onOutcome={setOutcome} />
      </Stack>
    </PageCard>
  );
}
