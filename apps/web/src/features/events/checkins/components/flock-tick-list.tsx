import type { CheckInMethod, FlockAttendance } from '@congregate/contracts';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useSaveFlockAttendance } from '../api/save-flock-attendance.ts';
import { useFlockAttendanceT } from '../i18n/index.ts';

const presentIds = (attendance: FlockAttendance) =>
  new Set(attendance.members.filter((m) => m.present).map((m) => m.id));

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The flock's members with a tick box each and one Save (`PUT`, exactly the ticked ids). Members checked in
 * another way (a kiosk, their own phone) are ticked and locked: a leader's save does not remove them.
 * Unsaved ticks ask before the page is left.
 */
export function FlockTickList({ attendance, timeZone }: { attendance: FlockAttendance; timeZone: string }) {
  const ft = useFlockAttendanceT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const [ticked, setTicked] = useState<Set<string>>(() => presentIds(attendance));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveFlockAttendance(attendance.gathering.id, attendance.flock.id);
  const dirty = !sameSet(ticked, presentIds(attendance));
  const blocker = useBlocker(dirty && !save.isPending);

  // Closing or reloading the tab with unsaved ticks: the browser asks too.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const toggle = (memberId: string, on: boolean) => {
    setOutcome(null);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
  };

  const submit = () => {
    setOutcome(null);
    // The members' order, not the order of the clicks.
    const present = attendance.members.filter((m) => ticked.has(m.id)).map((m) => m.id);
    save.mutate(present, {
      onSuccess: (answer) => {
        const recorded = answer.members.filter((m) => m.present).length;
        setTicked(presentIds(answer));
        setOutcome({
          ok: true,
          text: ft('list.saved', { count: recorded, total: answer.members.length }),
        });
      },
      onError: (error) => setOutcome({ ok: false, text: loadError(error) }),
    });
  };

  const how = (method: CheckInMethod | null, at: string | null) =>
    method && at
      ? ft('list.lockedHow', { method: ft(`method.${method}`), time: formatClock(at, language, timeZone) })
      : '';

  const members = attendance.members;
  return (
    <Stack gap="sm">
      {members.length === 0 ? (
        <Text c="dimmed">{ft('list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {ft('list.count', { count: ticked.size, total: members.length })}
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {members.map((member) => (
              <Paper key={member.id} component="li" withBorder radius="md" p="xs">
                <Group gap="sm" wrap="nowrap">
                  <MemberAvatar photo={member.photo} name={member.displayName} size={40} />
                  <Checkbox
                    size="md"
                    checked={ticked.has(member.id)}
                    disabled={member.locked}
                    onChange={(event) => toggle(member.id, event.currentTarget.checked)}
                    label={member.displayName}
                    description={member.locked ? how(member.method, member.checkedInAt) : undefined}
                    styles={{ body: { alignItems: 'center' } }}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      {outcome && (
        <Alert role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'teal' : 'red'}>
          {outcome.text}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={members.length === 0}>
          {ft('list.save')}
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed">
            {ft('list.unsaved')}
          </Text>
        )}
      </Group>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={ft('leave.title')}
        confirmLabel={ft('leave.confirm')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {ft('leave.body')}
      </ConfirmDialog>
    </Stack>
  );
}
