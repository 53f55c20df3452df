import { GROUP_LIMITS } from '@congregate/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useAskToJoin } from '../api/create-join-request.ts';
import { useJoinRequestsT } from '../i18n/index.ts';

/** What a member asks to join. */
export type JoinTarget = { kind: 'flock' | 'group'; id: string; name: string };

/** Asks to join a flock or a by-request group, with an optional message to its leaders. */
export function AskDialog({
  target,
  onClose,
  onDone,
}: {
  target: JoinTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const gt = useJoinRequestsT();
  const refusal = useRefusalMessage();
  const ask = useAskToJoin();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = message.trim().length > GROUP_LIMITS.joinMessageMax;

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!target || tooLong) return;
    const text = message.trim() || null;
    const body =
      target.kind === 'flock' ? { flockId: target.id, message: text } : { groupId: target.id, message: text };
    ask.mutate(body, {
      onSuccess: () => {
        setMessage('');
        onDone(gt('done.asked', { name: target.name }));
      },
      onError: (error) => setProblem(refusal(error)),
    });
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={gt('ask.title', { name: target?.name ?? '' })}>
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Textarea
            label={gt('ask.message')}
            description={gt('ask.messageHint')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={tooLong ? gt('ask.tooLong', { max: GROUP_LIMITS.joinMessageMax }) : undefined}
            autosize
            minRows={3}
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
            <Button type="submit" loading={ask.isPending}>
              {gt('ask.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
