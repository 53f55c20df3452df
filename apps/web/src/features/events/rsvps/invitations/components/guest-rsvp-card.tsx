import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { rsvpCalls, type GuestRsvp } from '@congregate/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog.tsx';
import { CopyLinkField } from '../../../../../components/ui/copy-link-field.tsx';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconHourglass,
  IconPhoto,
  IconShare,
} from '../../../../../components/ui/icons.ts';
import { callPath } from '../../../../../lib/api/call-api.ts';
import { serviceUrl } from '../../../../../lib/api/web-config.ts';
import { QrImage } from '../../../../../components/ui/qr-image.tsx';
import { invitationUrl } from '../../../../../lib/church-events/invitation-url.ts';
import { refusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useChangeRsvp } from '../api/change-rsvp.ts';
import { useInvitationsT, type InvitationsKey } from '../i18n/index.ts';
import { saveQrPicture } from '../lib/save-qr.ts';
import classes from './big-qr.module.css';

/**
 * How a waitlisted guest hears that a seat freed: by e-mail when they gave one (the server mails their QR when it
 * moves them up), and on this page in any case. Texts reach no phone yet (the text-messages issue): a guest who gave
 * only a mobile is not promised one.
 */
function waitlistKey(reachBy: GuestRsvp['reachBy']): InvitationsKey {
  if (reachBy.mail) return 'waitlist.byMail';
  if (reachBy.phone) return 'waitlist.byPhone';
  return 'waitlist.byPage';
}

const statusColor: Record<GuestRsvp['status'], string> = {
  confirmed: 'teal',
  waitlisted: 'orange',
  registered: 'blue',
  attended: 'teal',
  cancelled: 'gray',
};

/** The status of an RSVP in words (a waitlisted one with its place). */
function statusText(
  it: (key: InvitationsKey, params?: Record<string, string | number>) => string,
  rsvp: GuestRsvp,
) {
  if (rsvp.status === 'waitlisted')
    return rsvp.waitlistPosition
      ? it('rsvp.status.waitlisted', { position: rsvp.waitlistPosition })
      : it('rsvp.status.waitlistedNoPosition');
  return it(`rsvp.status.${rsvp.status}`);
}

/**
 * A guest's RSVP: their QR first, big, to show at the door (saved to their photos, the event added to their
 * calendar), its status, their own link (copy, save or send) and — through that link — confirm (an RSVP a flock
 * leader made) and cancel (asked first). A waitlisted guest gets no door QR yet: they are told how they will hear.
 */
export function GuestRsvpCard({
  rsvp,
  eventId,
  memberId,
  onCodeChanged,
}: {
  rsvp: GuestRsvp;
  eventId: string;
  /** The invitation link's member (or `-`): the guest's link stays on this invitation. */
  memberId: string;
  /** The server answered a new code (the old one stops working): the page follows it. */
  onCodeChanged?: (code: string) => void;
}) {
  const it = useInvitationsT();
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const { confirm, cancel } = useChangeRsvp(rsvp.code, eventId);
  const link = invitationUrl(eventId, memberId, rsvp.code);
  const active = rsvp.status === 'confirmed' || rsvp.status === 'waitlisted' || rsvp.status === 'registered';
  const followCode = (next: GuestRsvp) => {
    if (next.code !== rsvp.code) onCodeChanged?.(next.code);
  };
  const failure = confirm.error ?? cancel.error;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const showsQr = rsvp.status !== 'cancelled' && rsvp.status !== 'waitlisted';
  const calendarUrl = serviceUrl(
    'events',
    callPath(rsvpCalls.calendarByCode, { query: { code: rsvp.code } }),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="stretch">
        {/* On a phone the QR comes first: it is what the guest opens this page for, at the door. */}
        {showsQr && (
          <Stack gap={4} align="center">
            <Box className={classes.qr}>
              <QrImage value={rsvp.code} alt={it('rsvp.qrAlt')} />
            </Box>
            <Text fw={700} size="lg">
              {it('rsvp.showAtDoor')}
            </Text>
          </Stack>
        )}
        <Title order={2} size="h3" ta="center">
          {active ? it('rsvp.title', { name: rsvp.firstName }) : it('rsvp.heading')}
        </Title>
        <Group justify="center" gap="xs" role="status">
          <Badge
            color={statusColor[rsvp.status]}
            size="lg"
            variant="light"
            style={{ whiteSpace: 'normal', height: 'auto' }}
          >
            {statusText(it, rsvp)}
          </Badge>
        </Group>
        <Text ta="center" size="sm">
          {it('rsvp.party', { count: rsvp.partySize })}
        </Text>
        {rsvp.status === 'waitlisted' && (
          <Alert color="orange" icon={<IconHourglass aria-hidden />} title={it('waitlist.title')}>
            {it(waitlistKey(rsvp.reachBy))}
          </Alert>
        )}
        {failure && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {refusalMessage(t, failure)}
          </Alert>
        )}
        {showsQr && rsvp.status !== 'attended' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button
              variant="light"
              leftSection={<IconPhoto size={18} aria-hidden />}
              loading={saving}
              onClick={() => {
                setSaving(true);
                void saveQrPicture(rsvp.code, 'rsvp-qr.png', it('rsvp.qrAlt')).finally(() =>
                  setSaving(false),
                );
              }}
            >
              {it('rsvp.saveQr')}
            </Button>
            <Button
              component="a"
              href={calendarUrl}
              variant="light"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {it('rsvp.addToCalendar')}
            </Button>
          </SimpleGrid>
        )}
        {rsvp.status === 'registered' && (
          <Button
            size="md"
            color="teal"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(undefined, { onSuccess: followCode })}
          >
            {it('rsvp.confirm')}
          </Button>
        )}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {it('rsvp.linkTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {it('rsvp.linkHint')}
          </Text>
          <CopyLinkField
            url={link}
            showField
            labels={{
              copy: it('rsvp.copy'),
              copied: it('rsvp.copied'),
              failed: it('rsvp.copyFailed'),
              field: it('rsvp.linkTitle'),
            }}
          />
          {canShare && (
            <Button
              variant="default"
              leftSection={<IconShare size={18} aria-hidden />}
              onClick={() => void navigator.share({ url: link, title: it('rsvp.linkTitle') }).catch(() => {})}
            >
              {it('rsvp.save')}
            </Button>
          )}
        </Stack>
        {active && (
          <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
            {it('rsvp.cancel')}
          </Button>
        )}
        {rsvp.status === 'cancelled' && (
          <Anchor component={Link} to={`/invitation/${eventId}/${memberId}`} ta="center">
            {it('rsvp.another')}
          </Anchor>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={it('rsvp.cancelTitle')}
        confirmLabel={it('rsvp.cancelConfirm')}
        cancelLabel={it('rsvp.keep')}
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: followCode,
            onSettled: () => setAsking(false),
          })
        }
      >
        {it('rsvp.cancelBody')}
      </ConfirmDialog>
    </Paper>
  );
}
