import {
  groupJoinPolicies,
  groupTypes,
  newChurchGroupSchema,
  type ChurchGroup,
  type GroupJoinPolicy,
  type GroupType,
} from '@congregate/contracts';
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useCreateGroup } from '../api/create-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { useFlocksAdminT } from '../i18n/index.ts';
import { fieldProblemsOf } from './field-errors.ts';

/** Create or edit a group: name, type, description and how members join. */
export function GroupForm({
  localeId,
  group,
  onDone,
  onCancel,
}: {
  localeId: string;
  group: ChurchGroup | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const ft = useFlocksAdminT();
  const refusal = useRefusalMessage();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [type, setType] = useState<GroupType>(group?.type ?? 'choir');
  const [description, setDescription] = useState(group?.description ?? '');
  const [joinPolicy, setJoinPolicy] = useState<GroupJoinPolicy>(group?.joinPolicy ?? 'request');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = newChurchGroupSchema.safeParse({
      localeId,
      name,
      type,
      description: description.trim() ? description : null,
      joinPolicy,
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
    const { localeId: _locale, ...values } = parsed.data;
    if (group) {
      update.mutate(
        { groupId: group.id, body: { ...values, description: values.description ?? null } },
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
          label={ft('groupForm.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <NativeSelect
          label={ft('groupForm.type')}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as GroupType)}
          data={groupTypes.map((t) => ({ value: t, label: ft(`type.${t}`) }))}
        />
        <Textarea
          label={ft('groupForm.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
        />
        <NativeSelect
          label={ft('groupForm.policy')}
          value={joinPolicy}
          onChange={(e) => setJoinPolicy(e.currentTarget.value as GroupJoinPolicy)}
          data={groupJoinPolicies.map((p) => ({ value: p, label: ft(`policy.${p}`) }))}
        />
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
            {group ? ft('groupForm.save') : ft('groupForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
