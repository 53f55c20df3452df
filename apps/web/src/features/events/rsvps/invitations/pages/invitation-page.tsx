import { Alert, Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import type { PublicEvent, RsvpReceipt as Receipt } from '@congregate/contracts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { IconAlertCircle, IconInfoCircle } from '../../../../../components/ui/icons.ts';
import { usePublicEvent } from '../../../../../lib/church-events/api/get-public-event.ts';
import { isMemberId, NO_INVITER } from '../../../../../lib/church-events/invitation-url.ts';
import { formatEventStart } from '../../../../../lib/church-events/event-time.ts';
import { useI18n, useT } from '../../../../../lib/i18n/index.ts';
import { useInviterProfile } from '../api/get-inviter-profile.ts';
import { useRsvpByCode } from '../api/get-rsvp-by-code.ts';
import { EventSummary } from '../components/event-summary.tsx';
import { GuestRsvpCard } from '../components/guest-rsvp-card.tsx';
import { InviterLine } from '../components/inviter-line.tsx';
import { RsvpForm } from '../components/rsvp-form.tsx';
import { RsvpReceipt } from '../components/rsvp-receipt.tsx';
import { useInvitationsT } from '../i18n/index.ts';
import { rsvpState } from '../lib/event-state.ts';

/**
 * `invitation/:eventId/:memberId` (public, a guest on a phone): the event, who invited them, and the RSVP
 * form; after it, a receipt saying where their link went (their e-mail, their phone). `?rsvp=<code>` is that
 * link: their RSVP and its QR, to confirm or cancel. Never asks anyone to sign in.
 */
export default function InvitationPage() {
  const { eventId = '', memberId: memberParam } = useParams();
  const [params, setParams] = useSearchParams();
  const code = params.get('rsvp');
  const inviterId = isMemberId(memberParam) ? memberParam : null;
  const memberId = inviterId ?? NO_INVITER;

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
        <InvitationView eventId={eventId} inviterId={inviterId} />
      )}
    </Stack>
  );
}

function Inviter({ inviterId }: { inviterId: string | null }) {
  // Unknown or not endorsed (404), or no inviter at all: nobody is named.
  const inviter = useInviterProfile(inviterId);
  return inviter.data ? <InviterLine inviter={inviter.data} /> : null;
}

function InvitationView({ eventId, inviterId }: { eventId: string; inviterId: string | null }) {
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
      <RsvpSection event={event.data} inviterId={inviterId} />
    </>
  );
}

/**
 * The form, or plainly why there is none (cancelled, closed, not open yet, over); full → the waiting list.
 * Once sent, the receipt (whatever the event's state has become meanwhile).
 */
function RsvpSection({ event, inviterId }: { event: PublicEvent; inviterId: string | null }) {
  const it = useInvitationsT();
  const { language } = useI18n();
  const [sent, setSent] = useState<{ receipt: Receipt; firstName: string } | null>(null);
  const state = rsvpState(event);
  if (sent)
    return <RsvpReceipt receipt={sent.receipt} firstName={sent.firstName} onAnother={() => setSent(null)} />;
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
        <RsvpForm
          event={event}
          inviterId={inviterId}
          onDone={(receipt, firstName) => setSent({ receipt, firstName })}
        />
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
