import {
  flockStaffPositions,
  newGroupFlockSchema,
  type FlockStaffPosition,
  type GroupFlock,
  type MemberListItem,
} from '@congregate/contracts';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { IconTrash, IconUserPlus } from '../../../../components/ui/icons.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useCreateFlock } from '../api/create-flock.ts';
import { useUpdateFlock } from '../api/update-flock.ts';
import { useFlocksAdminT } from '../i18n/index.ts';
import { fieldProblemsOf } from './field-errors.ts';

interface StaffRow {
  memberId: string;
  name: string;
  position: FlockStaffPosition;
}

/** Create or edit a flock: its name, cluster, leaders and assistants (members of the locale with an account). */
export function FlockForm({
  localeId,
  flock,
  onDone,
  onCancel,
}: {
  localeId: string;
  flock: GroupFlock | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const ft = useFlocksAdminT();
  const refusal = useRefusalMessage();
  const create = useCreateFlock();
  const update = useUpdateFlock();
  const [name, setName] = useState(flock?.name ?? '');
  const [cluster, setCluster] = useState(flock?.clusterName ?? '');
  const [staff, setStaff] = useState<StaffRow[]>(
    flock?.leaders.map((l) => ({ memberId: l.memberId, name: l.name, position: l.position })) ?? [],
  );
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (member: MemberListItem) => {
    setPicking(false);
    if (staff.some((s) => s.memberId === member.id)) return;
    setStaff([
      ...staff,
      { memberId: member.id, name: fullName(member), position: staff.length === 0 ? 'leader' : 'assistant' },
    ]);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const leaders = staff.map((s) => ({ memberId: s.memberId, position: s.position }));
    const parsed = newGroupFlockSchema.safeParse({
      localeId,
      name,
      clusterName: cluster.trim() ? cluster : null,
      leaders,
    });
    if (!parsed.success) {
      const found = fieldProblemsOf(parsed.error);
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, p]) => [
            field,
            p.kind === 'tooLong' ? ft('form.tooLong', { max: p.max ?? 0 }) : ft('form.required'),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setProblem(null);
    const onError = (error: Error) => setProblem(refusal(error));
    if (flock) {
      update.mutate(
        {
          flockId: flock.id,
          body: { name: parsed.data.name, clusterName: parsed.data.clusterName ?? null, leaders },
        },
        { onSuccess: (saved) => onDone(ft('done.saved', { name: saved.name })), onError },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: (saved) => onDone(ft('done.created', { name: saved.name })),
        onError,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={ft('flockForm.name')}
          description={ft('flockForm.nameHint')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label={ft('flockForm.cluster')}
          description={ft('flockForm.clusterHint')}
          value={cluster}
          onChange={(e) => setCluster(e.currentTarget.value)}
          error={errors.clusterName}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {ft('flockForm.staff')}
          </Text>
          <Text size="xs" c="dimmed">
            {ft('flockForm.staffHint')}
          </Text>
          {staff.length === 0 ? (
            <Text size="sm" c="dimmed">
              {ft('flockForm.noStaff')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {staff.map((row) => (
                <Group component="li" key={row.memberId} gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ flex: 1 }}>
                    {row.name}
                  </Text>
                  <NativeSelect
                    aria-label={ft('flockForm.positionOf', { name: row.name })}
                    size="xs"
                    value={row.position}
                    onChange={(e) => {
                      const position = e.currentTarget.value as FlockStaffPosition;
                      setStaff(staff.map((s) => (s.memberId === row.memberId ? { ...s, position } : s)));
                    }}
                    data={flockStaffPositions.map((p) => ({ value: p, label: ft(`position.${p}`) }))}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={ft('flockForm.removeStaff', { name: row.name })}
                    onClick={() => setStaff(staff.filter((s) => s.memberId !== row.memberId))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {errors.leaders && (
            <Text size="sm" c="red">
              {errors.leaders}
            </Text>
          )}
          <Group>
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setPicking(true)}>
              {ft('flockForm.addStaff')}
            </Button>
          </Group>
        </Stack>
        {problem && (
          <Text c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {ft('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {flock ? ft('flockForm.save') : ft('flockForm.create')}
          </Button>
        </Group>
      </Stack>
      <MemberSearchDialog
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        title={ft('flockForm.pickStaff')}
        filters={{ localeId, endorsed: true }}
      />
    </form>
  );
}
