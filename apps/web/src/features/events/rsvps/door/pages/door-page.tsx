import { Alert, Anchor, Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../../components/ui/permission-gate.tsx';
import { hasSession } from '../../../../../lib/auth/index.ts';
import { useChurchEvent } from '../../../../../lib/church-events/api/get-church-event.ts';
import { useEventSummary } from '../../../../../lib/church-events/api/get-event-summary.ts';
import { useCountries, useLocales } from '../../../../../lib/config/index.ts';
import { formatWhen } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import type { EntryAnswer } from '../components/arrival-card.tsx';
import { EntryScanner } from '../components/entry-scanner.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { WalkInForm } from '../components/walk-in-form.tsx';
import { useDoorT } from '../i18n/index.ts';
import { isUsher, readsFigures } from '../lib/usher-locales.ts';

/** The admins' figures are read again this often; a flock leader (who may not read them) counts on the device. */
const FIGURES_MS = 10_000;

function ArrivalCount({
  eventId,
  admin,
  local,
}: {
  eventId: string;
  admin: boolean;
  local: { guests: number; people: number };
}) {
  const et = useDoorT();
  const summary = useEventSummary(admin ? eventId : null, { refreshMs: FIGURES_MS });
  const figure = (label: string, value: string) => (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
  if (admin && summary.data) {
    const { counts } = summary.data;
    return (
      <SimpleGrid cols={2} spacing="sm" data-testid="arrival-count">
        {figure(et('count.arrived'), et('count.people', { count: counts.arrivedPeople }))}
        {figure(et('count.guests'), et('count.ofRsvps', { arrived: counts.arrived, rsvps: counts.rsvps }))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="arrival-count">
      {figure(et('count.thisDevice'), et('count.people', { count: local.people }))}
      {figure(et('count.guestsHere'), String(local.guests))}
    </SimpleGrid>
  );
}

function EventDoor({ signedIn, eventId }: { signedIn: SignedInAccess; eventId: string }) {
  const et = useDoorT();
  const { language } = useI18n();
  const event = useChurchEvent(eventId);
  const locales = useLocales();
  const countries = useCountries();
  const [answer, setAnswer] = useState<EntryAnswer | null>(null);
  const [local, setLocal] = useState({ guests: 0, people: 0 });
  const count = (people: number) => setLocal((c) => ({ guests: c.guests + 1, people: c.people + people }));

  if (event.isPending) return <LoadingBlock />;
  if (event.isError) return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  const e = event.data;
  const countryId = locales.data?.find((l) => l.id === e.localeId)?.countryId;
  const callingCode = countries.data?.find((c) => c.id === countryId)?.callingCode ?? null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {e.title}
          </Title>
          <Text c="dimmed">
            {formatWhen(e.startsAt, language, e.timeZone)}
            {e.venue ? ` · ${e.venue}` : ''}
          </Text>
          <Anchor component={Link} to="/entry" size="sm">
            {et('door.otherEvent')}
          </Anchor>
        </div>
        {e.cancelledAt && (
          <Alert color="red" role="alert">
            {et('door.cancelled')}
          </Alert>
        )}
        <ArrivalCount eventId={e.id} admin={readsFigures(signedIn)} local={local} />
        <EntryScanner
          eventId={e.id}
          timeZone={e.timeZone}
          findsByName={readsFigures(signedIn)}
          answer={answer}
          onAnswer={setAnswer}
          onAdmitted={count}
        />
        <Divider />
        <WalkInForm
          eventId={e.id}
          localeId={e.localeId}
          callingCode={callingCode}
          onAdmitted={(name, partySize) => {
            count(partySize);
            setAnswer({ kind: 'walk-in', name, partySize });
            document.getElementById('entry-answer')?.scrollIntoView?.({ behavior: 'smooth' });
          }}
        />
      </Stack>
    </Paper>
  );
}

function SignedInDoor({ eventId }: { eventId: string }) {
  const et = useDoorT();
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (!isUsher(state)) return <NotAllowed title={et('notAllowed.title')} body={et('notAllowed.body')} />;
  return <EventDoor signedIn={state} eventId={eventId} />;
}

/**
 * `entry/{id}`: an usher at the door of event `{id}` scans guests' RSVP codes (or types one), admits
 * walk-ins, and sees how many have come in.
 */
export default function DoorPage() {
  const { id = '' } = useParams();
  return hasSession() ? <SignedInDoor eventId={id} /> : <SignInPrompt />;
}
