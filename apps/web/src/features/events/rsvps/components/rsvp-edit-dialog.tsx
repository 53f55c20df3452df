import { rsvpPatchSchema, rsvpStatuses, type Rsvp, type RsvpStatus } from '@congregate/contracts';
import { Alert, Button, Modal, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useUpdateRsvp } from '../api/update-rsvp.ts';
import { useRsvpsT } from '../i18n/index.ts';

interface Fields {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  partySize: string;
  status: RsvpStatus;
  notes: string;
}

const fieldsOf = (rsvp: Rsvp): Fields => ({
  firstName: rsvp.firstName,
  lastName: rsvp.lastName,
  mobile: rsvp.mobile ?? '',
  email: rsvp.email ?? '',
  partySize: String(rsvp.partySize),
  status: rsvp.status,
  notes: rsvp.notes ?? '',
});

/** Correct a guest's RSVP: names, contact, party size, status and notes (an admin; the server audits it). */
export function RsvpEditDialog({
  eventId,
  rsvp,
  onClose,
  onSaved,
}: {
  eventId: string;
  rsvp: Rsvp | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const rt = useRsvpsT();
  return (
    <Modal opened={rsvp !== null} onClose={onClose} title={rt('edit.title')} size="lg">
      {rsvp && <EditForm key={rsvp.id} eventId={eventId} rsvp={rsvp} onSaved={onSaved} />}
    </Modal>
  );
}

function EditForm({
  eventId,
  rsvp,
  onSaved,
}: {
  eventId: string;
  rsvp: Rsvp;
  onSaved: (message: string) => void;
}) {
  const rt = useRsvpsT();
  const t = useT();
  const update = useUpdateRsvp(eventId);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(rsvp));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const text = (key: keyof Fields) => ({
    value: fields[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setFields((f) => ({ ...f, [key]: value }));
    },
    error: errors[key],
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = rsvpPatchSchema.safeParse({
      firstName: fields.firstName,
      lastName: fields.lastName,
      mobile: fields.mobile.trim() ? fields.mobile.trim().replace(/[\s-]/g, '') : null,
      email: fields.email.trim() ? fields.email.trim() : null,
      partySize: Number(fields.partySize),
      status: fields.status,
      notes: fields.notes.trim() ? fields.notes.trim() : null,
    });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    update.mutate(
      { rsvpId: rsvp.id, body: parsed.data },
      {
        onSuccess: (saved) => onSaved(rt('edit.saved', { name: saved.displayName })),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            const fromApi = fieldErrorsFromApi(error, t);
            setErrors(fromApi);
            if (Object.keys(fromApi).length === 0) setFormError(refusalMessage(t, error));
          } else setFormError(refusalMessage(t, error));
        },
      },
    );
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={rt('fields.firstName')} required {...text('firstName')} />
          <TextInput label={rt('fields.lastName')} required {...text('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={rt('fields.mobile')}
            description={rt('fields.mobileHint')}
            type="tel"
            {...text('mobile')}
          />
          <TextInput label={rt('fields.email')} type="email" {...text('email')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={rt('fields.partySize')} inputMode="numeric" required {...text('partySize')} />
          <NativeSelect
            label={rt('fields.status')}
            value={fields.status}
            onChange={(e) => {
              const status = e.currentTarget.value as RsvpStatus;
              setFields((f) => ({ ...f, status }));
            }}
            data={rsvpStatuses.map((status) => ({ value: status, label: rt(`status.${status}`) }))}
          />
        </SimpleGrid>
        <Textarea label={rt('fields.notes')} autosize minRows={2} {...text('notes')} />
        <Button type="submit" loading={update.isPending}>
          {rt('edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
