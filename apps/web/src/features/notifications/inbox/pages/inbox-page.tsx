import type { Notification } from '@congregate/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { timeAgo } from '../components/relative-time.ts';
import { useNotificationsT } from '../i18n/index.ts';
import { noticeText } from '../lib/notice-text.ts';

/** Only the app's own pages are opened from a notice. */
const appPath = (link: string | null) =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : null;

function NoticeRow({
  notice,
  onOpen,
  onDelete,
  deleting,
}: {
  notice: Notification;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const nt = useNotificationsT();
  const { language } = useI18n();
  const unread = notice.readAt === null;
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="xs"
      py="sm"
      align="flex-start"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} data-unread={unread || undefined}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <span
            aria-hidden
            style={{
              width: 8,
              height: 8,
              marginTop: 8,
              flex: 'none',
              borderRadius: 4,
              background: unread ? 'var(--mantine-color-blue-filled)' : 'transparent',
            }}
          />
          <div style={{ minWidth: 0 }}>
            {unread && <VisuallyHidden>{nt('list.unread')}: </VisuallyHidden>}
            <Text fw={unread ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
              {noticeText(notice, nt, language)}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={notice.createdAt}>
                {timeAgo(notice.createdAt, language) ?? nt('list.justNow')}
              </time>
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={nt('list.delete')}
        onClick={onDelete}
        loading={deleting}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** `notification-modal`: the caller's notices from the bell, newest first; tap one to open what it is about. */
export default function InboxPage() {
  const nt = useNotificationsT();
  const navigate = useNavigate();
  const query = useNotifications();
  const unreadCount = useUnreadCount();
  const read = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = unreadCount.data ?? query.data?.pages[0]?.unread ?? 0;
  const failed = read.error ?? readAll.error ?? remove.error;

  const open = (notice: Notification) => {
    if (notice.readAt === null) read.mutate(notice.id);
    const to = appPath(notice.link);
    if (to) void navigate(to);
  };

  return (
    <PageCard
      title={nt('list.title')}
      actions={
        <Button
          variant="light"
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={unread === 0 || items.length === 0}
        >
          {nt('list.markAll')}
        </Button>
      }
    >
      <Anchor component={Link} to="/notification-settings" size="sm">
        {nt('list.settings')}
      </Anchor>
      {failed && (
        <Alert color="red" role="alert">
          {nt('list.actionFailed')}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Stack gap={4} py="lg" ta="center">
          <Text fw={600}>{nt('empty.title')}</Text>
          <Text c="dimmed" size="sm">
            {nt('empty.body')}
          </Text>
        </Stack>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={nt('list.title')}>
          {items.map((notice) => (
            <NoticeRow
              key={notice.id}
              notice={notice}
              onOpen={() => open(notice)}
              onDelete={() => remove.mutate(notice.id)}
              deleting={remove.isPending && remove.variables === notice.id}
            />
          ))}
        </Stack>
      )}
      <Group justify="center">
        <LoadMoreButton query={query} />
      </Group>
    </PageCard>
  );
}
