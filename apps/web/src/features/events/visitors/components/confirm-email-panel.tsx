import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n/index.ts';
import { useConfirmVisitorEmail } from '../api/confirm-visitor-email.ts';
import { useVisitorsT } from '../i18n/index.ts';

/** The link a new visitor's e-mail receives: confirming it lets the church write to that address. */
export function ConfirmEmail({ token }: { token: string }) {
  const vt = useVisitorsT();
  const t = useT();
  const confirm = useConfirmVisitorEmail(token);
  const confirmed = confirm.data?.confirmed;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md" role="status" aria-live="polite">
        <Title order={1} size="h2">
          {vt('confirm.title')}
        </Title>
        <Text>
          {confirm.isPending
            ? t('common.loading')
            : confirmed
              ? vt('confirm.done')
              : confirm.isError
                ? vt('confirm.failed')
                : vt('confirm.invalid')}
        </Text>
        <Anchor component={Link} to="/visitor">
          {vt('thanks.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
