import { declineJoinRequestSchema, type JoinRequest } from '@congregate/contracts';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useAcceptJoinRequest } from '../api/accept-join-request.ts';
import { useDeclineJoinRequest } from '../api/decline-join-request.ts';
import { useJoinRequests } from '../api/list-join-requests.ts';
import { useJoinRequestsT } from '../i18n/index.ts';

function DeclineDialog({
  request,
  onClose,
  onDone,
}: {
  request: JoinRequest | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const gt = useJoinRequestsT();
  const refusal = useRefusalMessage();
  const decline = useDeclineJoinRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const parsed = declineJoinRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(gt('decline.reasonRequired'));
      return;
    }
    setError(null);
    decline.mutate(
      { requestId: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setReason('');
          onDone(gt('decide.declined', { member: request.memberName }));
        },
        onError: (e) => setProblem(refusal(e)),
      },
    );
  };

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={gt('decline.title', { member: request?.memberName ?? '' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={gt('decline.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            data-autofocus
          />
          {problem && (
            <Text c="red" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {gt('ask.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {gt('decline.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Pending requests the caller decides (their flock's, their group's, their locale's): accept or decline. */
export function RequestsToDecide({ onOutcome }: { onOutcome: (message: string) => void }) {
  const gt = useJoinRequestsT();
  const refusal = useRefusalMessage();
  const requests = useJoinRequests({ mine: false, status: 'pending' });
  const accept = useAcceptJoinRequest();
  const [declining, setDeclining] = useState<JoinRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = requests.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="requests-to-decide">
      <Title order={2} size="h3" id="requests-to-decide">
        {gt('decide.title')}
      </Title>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {requests.isPending ? (
        <LoadingBlock />
      ) : requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{gt('decide.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((request) => {
            const names = { member: request.memberName, target: request.target.name };
            return (
              <Paper key={request.id} withBorder radius="md" p="sm" component="li">
                <Stack gap={6}>
                  <Group gap="sm" wrap="nowrap">
                    <MemberAvatar photo={request.memberPhoto} name={request.memberName} size={36} />
                    <Text>{gt('decide.asks', names)}</Text>
                  </Group>
                  {request.message && (
                    <Text size="sm" fs="italic">
                      {gt('request.message', { message: request.message })}
                    </Text>
                  )}
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      aria-label={gt('decide.acceptLabel', names)}
                      loading={accept.isPending && accept.variables === request.id}
                      onClick={() =>
                        accept.mutate(request.id, {
                          onSuccess: () => onOutcome(gt('decide.accepted', names)),
                          onError: (error) => setProblem(refusal(error)),
                        })
                      }
                    >
                      {gt('decide.accept')}
                    </Button>
                    <Button
                      variant="default"
                      size="compact-sm"
                      aria-label={gt('decide.declineLabel', names)}
                      onClick={() => setDeclining(request)}
                    >
                      {gt('decide.decline')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <LoadMoreButton query={requests} />
      <DeclineDialog
        request={declining}
        onClose={() => setDeclining(null)}
        onDone={(message) => {
          setDeclining(null);
          onOutcome(message);
        }}
      />
    </Stack>
  );
}
