import { Alert, Button, Center, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { IconAlertCircle } from './icons.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a page fails to load or render, instead of a blank screen. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh" px="md">
      <Stack maw={480} gap="md">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Alert color="red" icon={<IconAlertCircle />}>
          {t('routeError.body')}
          <br />
          {message}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
