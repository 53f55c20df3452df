import { Alert, Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import type { GuestRsvp, PublicEvent } from '@congregate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { IconAlertCircle, IconInfoCircle } from '../../../components/ui/icons.ts';
import { usePublicEvent } from '../../../lib/church-events/api/get-public-event.ts';
import { isMemberId, NO_INVITER } from '../../../lib/church-events/invitation-url.ts';
import { formatEventStart } from '../../../lib/church-events/event-time.ts';
import { useI18n, useT } from '../../../lib/i18n/index.ts';
import { guestRsvpKeys } from '../../../lib/query-keys.ts';
import { useInviterProfile } from '../api/get-inviter-profile.ts';
import { useRsvpByCode } from '../api/get-rsvp-by-code.ts';
import { EventSummary } from '../components/event-summary.tsx';
import { GuestRsvpCard } from '../components/guest-rsvp-card.tsx';
import { InviterLine } from '../components/inviter-line.tsx';
import { RsvpForm } from '../components/rsvp-form.tsx';
import { useInvitationsT } from '../i18n/index.ts';
import { rsvpState } from '../lib/event-state.ts';

/**
 * `invitation/:eventId/:memberId` (public, a guest on a phone): the event, who invited them, and the RSVP
 * form; after it, their QR. `?rsvp=<code>` is the guest's own link: their RSVP, to confirm or cancel. Never
 * asks anyone to sign in.
 */
export default function InvitationPage() {
  const { eventId = '', memberId: memberParam } = useParams();
  const [params, setParams] = useSearchParams();
  const code = params.get('rsvp');
  const inviterId = isMemberId(memberParam) ? memberParam : null;
  const memberId = inviterId ?? NO_INVITER;
  const queryClient = useQueryClient();

  // The guest's link: show it at once from what the server answered, and keep it in the address bar.
  const showRsvp = (rsvp: GuestRsvp, event: PublicEvent) => {
    queryClient.setQueryData(guestRsvpKeys.byCode(rsvp.code), { rsvp, event });
    setParams({ rsvp: rsvp.code }, { replace: true });
  };

  return (
    <Stack gap="lg">
      {code ? (
        <GuestRsvpView
          code={code}
          eventId={eventId}
          memberId={memberId}
          inviterId={inviterId}
          onCodeChanged={(next) => setParams({ rsvp: next }, { replace: true })}
        />
      ) : (
        <InvitationView eventId={eventId} inviterId={inviterId} onDone={showRsvp} />
      )}
    </Stack>
  );
}

function Inviter({ inviterId }: { inviterId: string | null }) {
  // Unknown or not endorsed (404), or no inviter at all: nobody is named.
  const inviter = useInviterProfile(inviterId);
  return inviter.data ? <InviterLine inviter={inviter.data} /> : null;
}

function InvitationView({
  eventId,
  inviterId,
  onDone,
}: {
  eventId: string;
  inviterId: string | null;
  onDone: (rsvp: GuestRsvp, event: PublicEvent) => void;
}) {
  const it = useInvitationsT();
  const t = useT();
  const event = usePublicEvent(eventId);
  if (event.isPending) return <Loader aria-label={t('common.loading')} />;
  if (event.isError)
    return (
      <Alert role="alert" color="orange" icon={<IconAlertCircle />}>
        {it('event.notFound')}
      </Alert>
    );
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Inviter inviterId={inviterId} />
          <EventSummary event={event.data} />
        </Stack>
      </Paper>
      <RsvpSection event={event.data} inviterId={inviterId} onDone={onDone} />
    </>
  );
}

/** The form, or plainly why there is none (cancelled, closed, not open yet, over); full → the waiting list. */
function RsvpSection({
  event,
  inviterId,
  onDone,
}: {
  event: PublicEvent;
  inviterId: string | null;
  onDone: (rsvp: GuestRsvp, event: PublicEvent) => void;
}) {
  const it = useInvitationsT();
  const { language } = useI18n();
  const state = rsvpState(event);
  const closedMessage = {
    cancelled: it('state.cancelled'),
    over: it('state.over'),
    closed: it('state.closed'),
    'not-open': it('state.notOpen', {
      date: event.rsvpOpensAt ? formatEventStart(event.rsvpOpensAt, event.timeZone, language) : '',
    }),
  };
  if (state !== 'open' && state !== 'full')
    return (
      <Alert role="status" color={state === 'cancelled' ? 'red' : 'gray'} icon={<IconInfoCircle />}>
        {closedMessage[state]}
      </Alert>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {state === 'full' && (
          <Alert role="status" color="orange" icon={<IconInfoCircle />}>
            {it('state.full')}
          </Alert>
        )}
        <RsvpForm event={event} inviterId={inviterId} onDone={(rsvp) => onDone(rsvp, event)} />
      </Stack>
    </Paper>
  );
}

function GuestRsvpView({
  code,
  eventId,
  memberId,
  inviterId,
  onCodeChanged,
}: {
  code: string;
  eventId: string;
  memberId: string;
  inviterId: string | null;
  onCodeChanged: (code: string) => void;
}) {
  const it = useInvitationsT();
  const t = useT();
  const view = useRsvpByCode(code);
  if (view.isPending) return <Loader aria-label={t('common.loading')} />;
  if (view.isError)
    return (
      <Alert role="alert" color="orange" icon={<IconAlertCircle />}>
        <Stack gap="xs">
          <Text>{it('rsvp.notFound')}</Text>
          <Anchor component={Link} to={`/invitation/${eventId}/${memberId}`}>
            {it('form.submit')}
          </Anchor>
        </Stack>
      </Alert>
    );
  const { rsvp, event } = view.data;
  return (
    <>
      <GuestRsvpCard rsvp={rsvp} eventId={event.id} memberId={memberId} onCodeChanged={onCodeChanged} />
      {event.cancelled && (
        <Alert role="status" color="red" icon={<IconInfoCircle />}>
          {it('state.cancelled')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Inviter inviterId={inviterId} />
          <EventSummary event={event} />
        </Stack>
      </Paper>
    </>
  );
}
