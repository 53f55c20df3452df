import { Notification, Portal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useNotificationsT } from '../i18n/index.ts';
import { noticeText } from '../lib/notice-text.ts';
import type { Toast } from './use-inbox-updates.ts';

/** A new notice over the page for a moment (`NotificationBell`): a click opens it, the cross closes it. */
export default function NoticeToast({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t, language } = useI18n();
  const nt = useNotificationsT();
  const navigate = useNavigate();
  return (
    <Portal>
      <Notification
        role="status"
        withBorder
        closeButtonProps={{ 'aria-label': t('shell.closeNotice') }}
        onClose={onDismiss}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('button')) return;
          onDismiss();
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
        {noticeText(toast, nt, language)}
      </Notification>
    </Portal>
  );
}
