import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { isApiError } from '../../lib/api/index.ts';
import { refusalMessage } from '../../lib/forms/refusal-message.ts';
import { useT } from '../../lib/i18n/index.ts';
import { IconAlertCircle } from './icons.ts';

/**
 * The message for a failed load or action: outside one's scope (403), gone (404), or the refusal in the
 * person's language (`refusalMessage`: by status and code, never the server's English text).
 */
export function useLoadErrorMessage(): (error: unknown) => string {
  const t = useT();
  return (error) => {
    if (isApiError(error) && error.status === 403) return t('common.outOfScope');
    return refusalMessage(t, error);
  };
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const message = useLoadErrorMessage();
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle />}>
      <Stack gap="xs" align="flex-start">
        {message(error)}
        {onRetry && !(isApiError(error) && (error.status === 403 || error.status === 404)) && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function LoadingBlock() {
  const t = useT();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
