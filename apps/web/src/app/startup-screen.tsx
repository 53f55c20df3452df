import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconAlertCircle, IconHourglass } from '../components/ui/icons.ts';
import { useT } from '../lib/i18n/index.ts';
import { msUntilStartupWarning } from './startup-timing.ts';

/** While the app starts: a loader, and the "still starting" notice once 5 s have passed since start. */
export function StartupScreen() {
  const t = useT();
  const [slow, setSlow] = useState(() => msUntilStartupWarning() === 0);
  useEffect(() => {
    if (slow) return;
    const timer = window.setTimeout(() => setSlow(true), msUntilStartupWarning());
    return () => window.clearTimeout(timer);
  }, [slow]);
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="md" maw={420}>
        <Loader aria-label={t('startup.loading')} />
        <Text c="dimmed">{t('startup.loading')}</Text>
        {slow && (
          <Alert role="status" color="yellow" icon={<IconHourglass />}>
            {t('startup.slow')}
          </Alert>
        )}
      </Stack>
    </Center>
  );
}

/** A failed start says what failed and offers a retry. */
export function StartupFailed({
  what,
  reason,
  onRetry,
}: {
  what: string;
  reason: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Center mih="100dvh" px="md">
      <Stack gap="md" maw={480}>
        <Title order={1} size="h2">
          {t('startup.failed')}
        </Title>
        <Alert role="alert" color="red" icon={<IconAlertCircle />}>
          {t('startup.failedDetail', { what, reason })}
        </Alert>
        <Button onClick={onRetry}>{t('startup.retry')}</Button>
      </Stack>
    </Center>
  );
}
