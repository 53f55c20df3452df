import type { HouseholdRequest } from '@congregate/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useHouseholdsT } from '../i18n/index.ts';
import { useHouseholdRefusal } from './household-refusal.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { householdCalls } from '@congregate/contracts';
import { householdKeys } from '../../../../lib/query-keys.ts';

const statusColors = { pending: 'yellow', accepted: 'teal', declined: 'red', cancelled: 'gray' } as const;

/** What the request is, from the caller's side. */
function useHeadline() {
  const ht = useHouseholdsT();
  return (request: HouseholdRequest, side: 'toMe' | 'fromMe' | 'household') => {
    const asker = request.requestedByName ?? '—';
    const who = request.memberName ?? request.email ?? '—';
    if (request.kind === 'join')
      return side === 'fromMe' ? ht('requests.youAsked') : ht('requests.asksToJoin', { name: who });
    if (side === 'toMe') return ht('requests.invitedYou', { name: asker });
    if (side === 'fromMe') return ht('requests.youInvited', { who });
    return ht('requests.invitedSomeone', { name: asker, who });
  };
}

/**
 * One household request: the household, what it is, the message, when; the deciding side accepts or declines
 * (asked first), the asking side withdraws (asked first).
 */
export function RequestItem({
  request,
  side,
  onAccepted,
}: {
  request: HouseholdRequest;
  side: 'toMe' | 'fromMe' | 'household';
  onAccepted?: (request: HouseholdRequest) => void;
}) {
  const ht = useHouseholdsT();
  const { language } = useI18n();
  // The signed-in member's household requests: their locale's time.
  const timeZone = useLocaleTimeZone();
  const headline = useHeadline();
  const refusal = useHouseholdRefusal();
  const accept = useCallMutation(householdCalls.accept, { invalidates: [householdKeys.all] });
  const decline = useCallMutation(householdCalls.decline, { invalidates: [householdKeys.all] });
  const [asking, setAsking] = useState<'decline' | 'withdraw' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = request.status === 'pending';
  const title = headline(request, side);

  const onAccept = () => {
    setError(null);
    accept.mutate(
      { params: { id: request.id } },
      {
        onSuccess: () => onAccepted?.(request),
        onError: (failure) => setError(refusal(failure, request.kind === 'invite')),
      },
    );
  };
  const onDecline = () => {
    setError(null);
    decline.mutate(
      { params: { id: request.id } },
      {
        onSuccess: () => setAsking(null),
        onError: (failure) => {
          setAsking(null);
          setError(refusal(failure));
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-label={`${request.householdName}: ${title}`}
      component="article"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{request.householdName}</Text>
          <Badge color={statusColors[request.status]} variant="light">
            {ht(`status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{title}</Text>
        {request.message && (
          <Text size="sm" fs="italic">
            “{request.message}”
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {ht('requests.sent', { date: formatMoment(request.createdAt, language, timeZone) })}
        </Text>
        {error && (
          <Alert role="alert" color="red" p="xs">
            {error}
          </Alert>
        )}
        {pending && (request.canDecide || request.canCancel) && (
          <Group gap="xs">
            {request.canDecide && (
              <>
                <Button size="xs" onClick={onAccept} loading={accept.isPending}>
                  {ht('requests.accept')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setAsking('decline')}>
                  {ht('requests.decline')}
                </Button>
              </>
            )}
            {request.canCancel && (
              <Button size="xs" variant="default" onClick={() => setAsking('withdraw')}>
                {ht('requests.withdraw')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'withdraw' ? ht('requests.withdrawTitle') : ht('requests.declineTitle')}
        confirmLabel={asking === 'withdraw' ? ht('requests.withdraw') : ht('requests.decline')}
        onConfirm={onDecline}
        onCancel={() => setAsking(null)}
        loading={decline.isPending}
      >
        {asking === 'withdraw' ? ht('requests.withdrawBody') : ht('requests.declineBody')}
      </ConfirmDialog>
    </Paper>
  );
}
