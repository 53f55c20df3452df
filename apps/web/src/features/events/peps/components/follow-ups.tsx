import type { MemberListItem, PepDetail } from '@congregate/contracts';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { formatDay } from '../../../../lib/format/date.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useAddFollowUp } from '../api/add-follow-up.ts';
import { useFollowUps } from '../api/get-follow-ups.ts';
import { useUpdateFollowUp } from '../api/update-follow-up.ts';
import { FollowUpFields } from './follow-up-fields.tsx';
import { usePepsT } from '../i18n/index.ts';

/** A PEP's follow-ups by due date (tick one off when done), and a form to add one. */
export function FollowUps({ pep, isAdmin }: { pep: PepDetail; isAdmin: boolean }) {
  const pt = usePepsT();
  const t = useT();
  const { language } = useI18n();
  const followUps = useFollowUps(pep.id);
  const update = useUpdateFollowUp();
  const [error, setError] = useState<string | null>(null);

  const tick = (id: string, done: boolean) => {
    setError(null);
    update.mutate({ id, body: { done } }, { onError: (failure) => setError(refusalMessage(t, failure)) });
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {followUps.isPending ? (
        <LoadingBlock />
      ) : followUps.isError ? (
        <LoadError error={followUps.error} onRetry={() => void followUps.refetch()} />
      ) : followUps.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {pt('followUps.empty')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={pt('followUps.title')}
        >
          {followUps.data.items.map((item) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="xs">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox
                  mt={4}
                  checked={item.done}
                  onChange={(event) => tick(item.id, event.currentTarget.checked)}
                  aria-label={pt('followUps.tick', { note: item.note })}
                />
                <Stack gap={2} miw={0}>
                  <Text size="sm" td={item.done ? 'line-through' : undefined}>
                    {item.note}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {pt('followUps.due', {
                        day: formatDay(item.dueOn, language),
                        name: item.assignee?.displayName ?? pt('followUps.nobody'),
                      })}
                    </Text>
                    {item.overdue && !item.done && (
                      <Badge color="orange" variant="light" size="sm">
                        {pt('followUps.overdue')}
                      </Badge>
                    )}
                    {item.done && (
                      <Badge color="teal" variant="light" size="sm">
                        {pt('followUps.done')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <AddFollowUp pep={pep} isAdmin={isAdmin} />
    </Stack>
  );
}

function AddFollowUp({ pep, isAdmin }: { pep: PepDetail; isAdmin: boolean }) {
  const pt = usePepsT();
  const t = useT();
  const add = useAddFollowUp(pep.id);
  const [open, setOpen] = useState(false);
  const [dueOn, setDueOn] = useState('');
  const [note, setNote] = useState('');
  const [assignee, setAssignee] = useState<{ id: string; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  if (!open)
    return (
      <Button variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {pt('followUps.add')}
      </Button>
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    if (!dueOn) found.dueOn = t('validation.required');
    if (!note.trim()) found.note = t('validation.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { dueOn, note: note.trim(), ...(assignee ? { assigneeId: assignee.id } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setDueOn('');
          setNote('');
          setAssignee(null);
        },
        onError: (failure) => setError(refusalMessage(t, failure)),
      },
    );
  };
  const pick = (member: MemberListItem) => {
    setAssignee({ id: member.id, name: fullName(member) });
    setPicking(false);
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={send} noValidate aria-label={pt('followUps.add')}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <FollowUpFields dueOn={dueOn} onDueOn={setDueOn} note={note} onNote={setNote} errors={problems} />
          <Group gap="xs">
            <Text size="sm">
              {pt('followUps.assignee', {
                name: assignee?.name ?? pep.soulWinner?.displayName ?? pt('followUps.nobody'),
              })}
            </Text>
            {isAdmin && (
              <Button variant="subtle" size="compact-sm" onClick={() => setPicking(true)}>
                {pt('followUps.pickAssignee')}
              </Button>
            )}
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {pt('followUps.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {isAdmin && (
        <MemberSearchDialog
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={pick}
          title={pt('followUps.pickAssignee')}
          filters={{ localeId: pep.localeId, endorsed: true }}
        />
      )}
    </Paper>
  );
}
