import { memberTypes } from '@congregate/contracts';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../../lib/i18n/index.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useEndorsementT } from '../i18n/index.ts';
import { flockOptions } from './flock-options.ts';

type MemberType = (typeof memberTypes)[number];

/** Whom an endorsement is about: their name, type and flock now, and the locale whose flocks are offered. */
export interface EndorsedPerson {
  firstName: string;
  lastName: string;
  type: MemberType;
  flockId: string | null;
  localeId: string;
  localeName: string;
}

export interface EndorseFormProps {
  member: EndorsedPerson;
  pending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onEndorse: (choice: { type: MemberType; flockId: string | null }) => void;
  onCancel: () => void;
}

/** Endorse: the member type and a flock of the registration's own locale, then the call. */
export function EndorseForm({ member, pending, error, fieldErrors, onEndorse, onCancel }: EndorseFormProps) {
  const t = useT();
  const et = useEndorsementT();
  const flocks = useLocaleFlocks(member.localeId);
  const [type, setType] = useState<MemberType>(member.type);
  const [flockId, setFlockId] = useState(member.flockId ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEndorse({ type, flockId: flockId || null });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{et('endorse.intro', { locale: member.localeName })}</Text>
        {error && (
          <Alert role="alert" color="red">
            {error}
          </Alert>
        )}
        <NativeSelect
          label={et('endorse.type')}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as MemberType)}
          error={fieldErrors.type}
          data={memberTypes.map((value) => ({ value, label: et(`type.${value}`) }))}
        />
        <NativeSelect
          label={et('endorse.flock')}
          value={flockId}
          onChange={(event) => setFlockId(event.currentTarget.value)}
          error={fieldErrors.flockId}
          disabled={flocks.isPending}
          description={
            flocks.isPending
              ? et('endorse.flocksLoading')
              : flocks.isError
                ? et('endorse.flocksFailed')
                : flocks.data.flocks.length === 0
                  ? et('endorse.noFlocks')
                  : undefined
          }
          data={flockOptions(flocks.data, et('endorse.noFlock'))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {et('endorse.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The endorse form in a dialog named after the person. */
export function EndorseDialog({ opened, ...form }: EndorseFormProps & { opened: boolean }) {
  const et = useEndorsementT();
  const name = `${form.member.firstName} ${form.member.lastName}`;
  return (
    <Modal opened={opened} onClose={form.onCancel} title={et('endorse.title', { name })} centered>
      <EndorseForm {...form} />
    </Modal>
  );
}
