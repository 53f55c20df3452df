import { Alert } from '@mantine/core';
import { useT } from '../../lib/i18n/index.ts';
import { IconCircleCheck } from './icons.ts';

/**
 * What the last action did, said on the page the person stays on (an admin's list, a form): a status
 * message they can dismiss. Renders nothing without a message.
 */
export function OutcomeAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert
      color="teal"
      icon={<IconCircleCheck />}
      role="status"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('common.close')}
    >
      {message}
    </Alert>
  );
}
