import type { FamilyRequest, FamilyRequestStatus } from '@congregate/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDay, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useAcceptFamilyRequest } from '../api/accept-family-request.ts';
import { useFamilyRequests } from '../api/list-family-requests.ts';
import { useFamilyLinksT } from '../i18n/index.ts';
import { useFamilyRefusal } from './family-refusal.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { familyRequestCalls } from '@congregate/contracts';
import { familyKeys } from '../../../../lib/query-keys.ts';

const statusColors: Record<FamilyRequestStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  declined: 'red',
  cancelled: 'gray',
};

type Confirming = { kind: 'decline' | 'withdraw'; request: FamilyRequest } | null;

/** Requests to me (accept, decline after asking) and from me (withdraw after asking), with their status. */
export function RequestLists({ onOutcome }: { onOutcome: (message: string) => void }) {
  const ft = useFamilyLinksT();
  const refusal = useFamilyRefusal();
  const requests = useFamilyRequests();
  const accept = useAcceptFamilyRequest();
  const decline = useCallMutation(familyRequestCalls.decline, {
    input: (id: string) => ({ params: { id } }),
    invalidates: [familyKeys.requests()],
  });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onAccept = (request: FamilyRequest) => {
    setProblem(null);
    accept.mutate(request.id, {
      onSuccess: () => onOutcome(ft('accept.done', { name: request.fromName })),
      onError: (error) => setProblem(refusal(error)),
    });
  };
  const confirm = () => {
    if (!confirming) return;
    const { kind, request } = confirming;
    setProblem(null);
    decline.mutate(request.id, {
      onSuccess: () =>
        onOutcome(
          kind === 'decline'
            ? ft('decline.done', { name: request.fromName })
            : ft('withdraw.done', { name: request.toName }),
        ),
      onError: (error) => setProblem(refusal(error)),
      onSettled: () => setConfirming(null),
    });
  };

  if (requests.isPending) return <LoadingBlock />;
  if (requests.isError) return <LoadError error={requests.error} onRetry={() => void requests.refetch()} />;
  const { toMe, fromMe } = requests.data;

  return (
    <Stack gap="xl">
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      <Stack gap="sm" component="section" aria-labelledby="family-to-me">
        <Title order={2} size="h3" id="family-to-me">
          {ft('toMe.title')}
        </Title>
        {toMe.length === 0 ? (
          <Text c="dimmed">{ft('toMe.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {toMe.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                title={ft('toMe.asks', {
                  name: request.fromName,
                  relationship: ft(`relationship.${request.relationship}`).toLowerCase(),
                })}
                other={{ id: request.fromMemberId, name: request.fromName }}
              >
                {request.canDecide && (
                  <Group gap="xs">
                    <Button
                      size="compact-md"
                      aria-label={ft('accept.label', { name: request.fromName })}
                      loading={accept.isPending && accept.variables === request.id}
                      onClick={() => onAccept(request)}
                    >
                      {ft('accept.button')}
                    </Button>
                    <Button
                      size="compact-md"
                      variant="subtle"
                      color="red"
                      aria-label={ft('decline.label', { name: request.fromName })}
                      onClick={() => setConfirming({ kind: 'decline', request })}
                    >
                      {ft('decline.button')}
                    </Button>
                  </Group>
                )}
              </RequestCard>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="family-from-me">
        <Title order={2} size="h3" id="family-from-me">
          {ft('fromMe.title')}
        </Title>
        {fromMe.length === 0 ? (
          <Text c="dimmed">{ft('fromMe.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {fromMe.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                title={ft('fromMe.asked', {
                  name: request.toName,
                  relationship: ft(`relationship.${request.relationship}`).toLowerCase(),
                })}
                other={{ id: request.toMemberId, name: request.toName }}
              >
                {request.canCancel && (
                  <Group>
                    <Button
                      size="compact-md"
                      variant="subtle"
                      color="red"
                      aria-label={ft('withdraw.label', { name: request.toName })}
                      onClick={() => setConfirming({ kind: 'withdraw', request })}
                    >
                      {ft('withdraw.button')}
                    </Button>
                  </Group>
                )}
              </RequestCard>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={ft(confirming?.kind === 'withdraw' ? 'withdraw.title' : 'decline.title')}
        confirmLabel={ft(confirming?.kind === 'withdraw' ? 'withdraw.button' : 'decline.button')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        loading={decline.isPending}
      >
        {confirming?.kind === 'withdraw'
          ? ft('withdraw.body', { name: confirming.request.toName })
          : ft('decline.body', { name: confirming?.request.fromName ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * One family request: what it says, its status, date, wedding date and message, the caller's actions (children),
 * and once accepted a link to the other member's card.
 */
function RequestCard({
  request,
  title,
  other,
  children,
}: {
  request: FamilyRequest;
  title: string;
  other: { id: string; name: string };
  children: ReactNode;
}) {
  const ft = useFamilyLinksT();
  const { language } = useI18n();
  // The signed-in member's own requests: their locale's time.
  const timeZone = useLocaleTimeZone();
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Badge color={statusColors[request.status]} variant="light">
            {ft(`status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {ft('request.date', { date: formatWhen(request.createdAt, language, timeZone) })}
        </Text>
        {request.weddingDate && (
          <Text size="sm">{ft('request.wedding', { date: formatDay(request.weddingDate, language) })}</Text>
        )}
        {request.message && <Text size="sm">{ft('request.message', { message: request.message })}</Text>}
        {children}
        {request.status === 'accepted' && (
          <Anchor
            component={Link}
            to={`/family-modal?memberId=${other.id}`}
            size="sm"
            aria-label={ft('open.label', { name: other.name })}
          >
            {ft('open.button')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
