import {
  type Dependant,
  dependantInputSchema,
  dependantRelationships,
  type Household,
  HOUSEHOLD_LIMITS,
  householdCalls,
} from '@congregate/contracts';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useHouseholdsT } from '../i18n/index.ts';
import { useHouseholdRefusal } from './household-refusal.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** Whole years from a birth date (`YYYY-MM-DD`) to today. */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

function DependantForm({
  household,
  dependant,
  onDone,
}: {
  household: Household;
  dependant: Dependant | null;
  onDone: () => void;
}) {
  const t = useT();
  const ht = useHouseholdsT();
  const refusal = useHouseholdRefusal();
  const add = useCallMutation(householdCalls.addDependant, { invalidates: [householdKeys.all] });
  const update = useCallMutation(householdCalls.updateDependant, { invalidates: [householdKeys.all] });
  const [firstName, setFirstName] = useState(dependant?.firstName ?? '');
  const [lastName, setLastName] = useState(dependant?.lastName ?? household.members[0]?.lastName ?? '');
  const [birthDate, setBirthDate] = useState(dependant?.birthDate ?? '');
  const [relationship, setRelationship] = useState<string>(dependant?.relationship ?? 'child');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = dependantInputSchema.safeParse({
      firstName,
      lastName,
      birthDate: birthDate || null,
      relationship,
    });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    const handlers = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 422 && error.issues.length > 0)
          setErrors(fieldErrorsFromApi(error, t));
        else setFormError(refusal(error));
      },
    };
    if (dependant)
      update.mutate({ params: { id: household.id, dependantId: dependant.id }, body: parsed.data }, handlers);
    else add.mutate({ params: { id: household.id }, body: parsed.data }, handlers);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert role="alert" color="red">
            {formError}
          </Alert>
        )}
        <TextInput
          label={ht('dependants.firstName')}
          withAsterisk
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          error={errors.firstName}
        />
        <TextInput
          label={ht('dependants.lastName')}
          withAsterisk
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          error={errors.lastName}
        />
        <TextInput
          type="date"
          label={ht('dependants.birthDate')}
          value={birthDate}
          onChange={(event) => setBirthDate(event.currentTarget.value)}
          error={errors.birthDate}
        />
        <NativeSelect
          label={ht('dependants.relationship')}
          value={relationship}
          onChange={(event) => setRelationship(event.currentTarget.value)}
          error={errors.relationship}
          data={dependantRelationships.map((value) => ({ value, label: ht(`relationship.${value}`) }))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Dependants without a member record: name, age, relationship; the head adds, corrects and removes them. */
export function DependantsSection({ household }: { household: Household }) {
  const t = useT();
  const ht = useHouseholdsT();
  const refusal = useHouseholdRefusal();
  const remove = useCallMutation(householdCalls.removeDependant, { invalidates: [householdKeys.all] });
  const [editing, setEditing] = useState<Dependant | 'new' | null>(null);
  const [removing, setRemoving] = useState<Dependant | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = (dependant: Dependant) => `${dependant.firstName} ${dependant.lastName}`;
  const full = household.dependants.length >= HOUSEHOLD_LIMITS.dependantsMax;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { params: { id: household.id, dependantId: removing.id } },
      {
        onSuccess: () => setRemoving(null),
        onError: (failure) => {
          setRemoving(null);
          setError(refusal(failure));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {ht('dependants.title')}
        </Title>
        {household.canEdit && !full && (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            {ht('dependants.add')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert role="alert" color="red">
          {error}
        </Alert>
      )}
      {household.canEdit && full && (
        <Text size="sm" c="dimmed">
          {ht('dependants.limit', { max: HOUSEHOLD_LIMITS.dependantsMax })}
        </Text>
      )}
      {household.dependants.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ht('dependants.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {household.dependants.map((dependant) => (
            <Group key={dependant.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fw={500}>{name(dependant)}</Text>
                <Text size="sm" c="dimmed">
                  {ht(`relationship.${dependant.relationship}`)} ·{' '}
                  {dependant.birthDate
                    ? ht('dependants.age', { age: ageOn(dependant.birthDate) })
                    : ht('dependants.noBirthDate')}
                </Text>
              </div>
              {household.canEdit && (
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(dependant)}
                    aria-label={ht('dependants.editOf', { name: name(dependant) })}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setRemoving(dependant)}
                    aria-label={ht('dependants.removeOf', { name: name(dependant) })}
                  >
                    {ht('household.remove')}
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? ht('dependants.add') : ht('dependants.edit')}
      >
        {editing !== null && (
          <DependantForm
            household={household}
            dependant={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={ht('dependants.removeTitle', { name: removing ? name(removing) : '' })}
        confirmLabel={ht('household.remove')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
      >
        {ht('dependants.removeBody')}
      </ConfirmDialog>
    </Stack>
  );
}
