import { Alert, Box, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { IconAlertCircle } from '../../../../../components/ui/icons.ts';
import { QrImage } from '../../../../../components/ui/qr-image.tsx';
import { usePublicEvent } from '../../../../../lib/church-events/api/get-public-event.ts';
import { formatEventStart } from '../../../../../lib/church-events/event-time.ts';
import { invitationUrl, isMemberId, NO_INVITER } from '../../../../../lib/church-events/invitation-url.ts';
import { useI18n, useT } from '../../../../../lib/i18n/index.ts';
import { useInviterProfile } from '../api/get-inviter-profile.ts';
import { useInvitationsT } from '../i18n/index.ts';
import classes from '../components/big-qr.module.css';

/**
 * `invite/:eventId/:memberId` (public): the card a member shows face to face — the flyer art, title, date, a
 * big QR of their invitation link and their name. The card is white in either theme, so it reads in the dark.
 */
export default function InviteCardPage() {
  const { eventId = '', memberId: memberParam } = useParams();
  const it = useInvitationsT();
  const t = useT();
  const { language } = useI18n();
  const memberId = isMemberId(memberParam) ? memberParam : null;
  const event = usePublicEvent(eventId);
  const member = useInviterProfile(memberId);
  if (event.isPending) return <Loader aria-label={t('common.loading')} />;
  if (event.isError)
    return (
      <Alert role="alert" color="orange" icon={<IconAlertCircle />}>
        {it('card.notFound')}
      </Alert>
    );
  const url = invitationUrl(event.data.id, memberId ?? NO_INVITER);
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="#fff" c="#1a1b1e" withBorder>
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} tt="uppercase" size="sm" c="#364fc7">
          {it('card.title')}
        </Text>
        {event.data.flyerUrl && (
          <img
            src={event.data.flyerUrl}
            alt={it('event.flyerAlt', { title: event.data.title })}
            style={{ width: '100%', maxHeight: 220, objectFit: 'contain', borderRadius: 8 }}
          />
        )}
        <Title order={1} size="h2" c="#1a1b1e">
          {event.data.title}
        </Title>
        <Text fw={600} c="#1a1b1e">
          {formatEventStart(event.data.startsAt, event.data.timeZone, language)}
        </Text>
        <Box className={classes.qr}>
          <QrImage value={url} alt={it('card.qrAlt', { title: event.data.title })} />
        </Box>
        <Text fw={700} size="lg" c="#1a1b1e">
          {it('card.scan')}
        </Text>
        {member.data && (
          <Text size="lg" c="#1a1b1e">
            {it('card.from', { name: member.data.displayName })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
