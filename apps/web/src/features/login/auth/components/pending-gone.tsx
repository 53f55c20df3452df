import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';

/** A provider sign-in that is not waiting any more (used, expired, mistyped): say so, and start again. */
export function PendingGone() {
  const t = useSocialSignInT();
  return (
    <Stack gap="md">
      <Alert role="alert" color="red" icon={<IconAlertCircle />}>
        {t('pending.gone')}
      </Alert>
      <Button component={Link} to="/login" replace>
        {t('pending.startAgain')}
      </Button>
    </Stack>
  );
}
