import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body', { path: pathname })}</Text>
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
