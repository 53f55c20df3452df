import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { NotAllowed, useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { can } from '../../../../lib/auth/admin-scope.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useAnnouncement } from '../api/get-announcement.ts';
import { audienceLabel } from '../components/audience-label.ts';
import { useAnnouncementsT } from '../i18n/index.ts';

/** `announcement/:id`: one announcement as its recipients (and its locale's admins) read it; the body as plain text. */
export default function AnnouncementPage() {
  const at = useAnnouncementsT();
  const { language } = useI18n();
  const { id = '' } = useParams();
  const announcement = useAnnouncement(id);
  const signedIn = useSignedInAccess();
  const isAdmin = signedIn.status === 'ready' && can(signedIn.access, 'members.manage');
  const timeZone = useLocaleTimeZone(announcement.data?.localeId);

  if (announcement.isPending) return <LoadingBlock />;
  if (announcement.isError) {
    const status = isApiError(announcement.error) ? announcement.error.status : 0;
    if (status === 404 || status === 422 || status === 403)
      return <NotAllowed title={at('detail.notFoundTitle')} body={at('detail.notFoundBody')} />;
    return <LoadError error={announcement.error} onRetry={() => void announcement.refetch()} />;
  }
  const a = announcement.data;
  const when =
    a.state === 'scheduled'
      ? at('detail.scheduledFor', { when: formatMoment(a.sendAt, language, timeZone) })
      : at('detail.sentAt', { when: formatMoment(a.sentAt ?? a.sendAt, language, timeZone) });

  return (
    <PageCard
      title={a.title}
      intro={[a.createdBy ? at('detail.from', { name: a.createdBy.name }) : null, when]
        .filter(Boolean)
        .join(' · ')}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {at('detail.to', { audience: audienceLabel(at, a) })}
        </Text>
        {a.state === 'cancelled' && <Text c="orange.8">{at('detail.cancelled')}</Text>}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.body}</Text>
        {isAdmin ? (
          <Anchor component={Link} to="/admin-announcements">
            {at('detail.all')}
          </Anchor>
        ) : (
          <Button component={Link} to="/" variant="light" style={{ alignSelf: 'flex-start' }}>
            {at('detail.home')}
          </Button>
        )}
      </Stack>
    </PageCard>
  );
}
