import type { Announcement } from '@congregate/contracts';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useCancelAnnouncement } from '../api/cancel-announcement.ts';
import { useAnnouncements } from '../api/list-announcements.ts';
import { useAnnouncementsT } from '../i18n/index.ts';
import { audienceLabel } from './audience-label.ts';

const stateColors = { scheduled: 'blue', sent: 'teal', cancelled: 'gray' } as const;

/** A locale's announcements, latest first, with "Load more"; scheduled ones can be cancelled after a question. */
export function AnnouncementList({
  localeId,
  timeZone,
  onDone,
}: {
  localeId: string;
  /** The locale's. */
  timeZone: string;
  onDone: (message: string) => void;
}) {
  const at = useAnnouncementsT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const list = useAnnouncements(localeId);
  const cancel = useCancelAnnouncement();
  const [asking, setAsking] = useState<Announcement | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);

  function confirmCancel() {
    if (!asking) return;
    const title = asking.title;
    cancel.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null);
        setError(null);
        onDone(at('done.cancelled', { title }));
      },
      onError: (e) => {
        setAsking(null);
        setError(isApiError(e) && e.status === 409 ? at('cancel.alreadyDone') : refusal(e));
      },
    });
  }

  const when = (a: Announcement) =>
    a.state === 'sent'
      ? at('list.sentAt', { when: formatMoment(a.sentAt ?? a.sendAt, language, timeZone) })
      : a.state === 'scheduled'
        ? at('list.scheduledFor', { when: formatMoment(a.sendAt, language, timeZone) })
        : at('list.cancelledAt', { when: formatMoment(a.cancelledAt ?? a.sendAt, language, timeZone) });

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {at('list.title')}
      </Title>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {items.length === 0 && <Text c="dimmed">{at('list.empty')}</Text>}
      {items.map((a) => (
        <Paper key={a.id} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} size="h4">
                {a.title}
              </Title>
              <Badge color={stateColors[a.state]} variant="light">
                {at(`state.${a.state}`)}
              </Badge>
            </Group>
            <Text size="sm">{at('list.to', { audience: audienceLabel(at, a) })}</Text>
            <Text size="sm" c="dimmed">
              {when(a)}
              {a.recipients !== null ? ` · ${at('list.recipients', { count: a.recipients })}` : ''}
            </Text>
            <Group gap="sm">
              <Anchor
                component={Link}
                to={`/announcement/${a.id}`}
                size="sm"
                aria-label={at('list.openLabel', { title: a.title })}
              >
                {at('list.open')}
              </Anchor>
              {a.state === 'scheduled' && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={at('list.cancelLabel', { title: a.title })}
                  onClick={() => setAsking(a)}
                >
                  {at('list.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
      <LoadMoreButton query={list} />
      <ConfirmDialog
        opened={asking !== null}
        title={at('cancel.title', { title: asking?.title ?? '' })}
        confirmLabel={at('cancel.confirm')}
        cancelLabel={at('cancel.keep')}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(null)}
        loading={cancel.isPending}
      >
        {at('cancel.body')}
      </ConfirmDialog>
    </Stack>
  );
}
