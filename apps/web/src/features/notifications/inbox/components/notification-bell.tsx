import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { IconBell } from '../../../../components/ui/icons.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useInboxUpdates } from './use-inbox-updates.ts';

// A new notice's toast (Mantine's Notification in a portal) is fetched when the first one comes, not with the
// first scripts of every signed-in page.
const NoticeToast = lazy(() => import('./notice-toast.tsx'));

/**
 * The bell in the signed-in header: the unread count on every page, a link to the notices
 * (`notification-modal`), and the one realtime stream of the app, whose new notices show for a moment.
 */
export function NotificationBell() {
  const t = useT();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const { toast, dismiss } = useInboxUpdates(true);
  const label = count > 0 ? t('shell.notificationsUnread', { count }) : t('shell.notifications');

  return (
    <>
      <Indicator
        label={count > 99 ? '99+' : count}
        disabled={count === 0}
        size={18}
        offset={4}
        color="red"
        inline
      >
        <ActionIcon
          component={Link}
          to="/notification-modal"
          variant="subtle"
          size="lg"
          aria-label={label}
          data-testid="notification-bell"
        >
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      {toast && (
        <Suspense fallback={null}>
          <NoticeToast toast={toast} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
