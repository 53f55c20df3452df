import { ActionIcon, Indicator, Notification, Portal } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { IconBell } from '../../../components/ui/icons.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotificationsT } from '../i18n/index.ts';
import { useInboxUpdates } from './use-inbox-updates.ts';

/**
 * The bell in the signed-in header: the unread count on every page, a link to the notices
 * (`notification-modal`), and the one realtime stream of the app, whose new notices show for a moment.
 */
export function NotificationBell() {
  const nt = useNotificationsT();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const { toast, dismiss } = useInboxUpdates(true);
  const label = count > 0 ? nt('bell.labelUnread', { count }) : nt('bell.label');

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
        <Portal>
          <Notification
            role="status"
            withBorder
            closeButtonProps={{ 'aria-label': nt('toast.close') }}
            onClose={dismiss}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('button')) return;
              dismiss();
              void navigate(toast.link ?? '/notification-modal');
            }}
            style={{
              position: 'fixed',
              top: 64,
              right: 16,
              left: 16,
              maxWidth: 420,
              marginLeft: 'auto',
              zIndex: 400,
              cursor: 'pointer',
            }}
          >
            {toast.message}
          </Notification>
        </Portal>
      )}
    </>
  );
}
