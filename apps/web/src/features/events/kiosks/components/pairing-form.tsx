import { pairKioskSchema } from '@congregate/contracts';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { usePairKiosk } from '../api/pair-kiosk.ts';
import { useKioskT } from '../i18n/index.ts';
import type { Station } from '../lib/kiosk-store.ts';

/** "Pair this kiosk": the one-time code (from the address when the pairing QR was opened) → a kiosk session. */
export function PairingForm({
  initialCode,
  ended,
  waiting,
  onPaired,
}: {
  initialCode: string;
  /** The earlier session ended (revoked or paired elsewhere). */
  ended: boolean;
  /** Scans kept from before, sent once paired. */
  waiting: number;
  onPaired: (station: Station) => void | Promise<void>;
}) {
  const kt = useKioskT();
  const loadError = useLoadErrorMessage();
  const pair = usePairKiosk();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = pairKioskSchema.safeParse({ code });
    if (!parsed.success) {
      setProblem(kt('pair.wrongCode'));
      return;
    }
    pair.mutate(parsed.data.code, {
      onSuccess: ({ kiosk, locale, cardKey }) => onPaired({ kiosk, locale, cardKey }),
      onError: (error) =>
        setProblem(isApiError(error) && error.status === 422 ? kt('pair.wrongCode') : loadError(error)),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {kt('pair.title')}
          </Title>
          {ended && (
            <Alert color="orange" icon={<IconAlertCircle />}>
              {kt('pair.ended')}
            </Alert>
          )}
          <Text size="sm">{kt('pair.intro')}</Text>
          {waiting > 0 && <Text size="sm">{kt('pair.waitingKept', { count: waiting })}</Text>}
          <TextInput
            label={kt('pair.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={problem}
            styles={{ input: { letterSpacing: '0.2em', fontFamily: 'monospace', fontSize: '1.25rem' } }}
          />
          <Button type="submit" size="md" loading={pair.isPending}>
            {kt('pair.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
