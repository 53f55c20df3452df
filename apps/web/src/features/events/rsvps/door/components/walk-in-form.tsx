import { internationalMobile, walkInSchema } from '@congregate/contracts';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../../../components/ui/icons.ts';
import { isApiError } from '../../../../../lib/api/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { INVITER_MIN_LETTERS, useInviters } from '../../../../../lib/members/api/find-inviters.ts';
import { useRegisterWalkIn } from '../api/register-walk-in.ts';
import { useDoorT } from '../i18n/index.ts';

interface Fields {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  partySize: string;
  firstTime: boolean;
  consentToContact: boolean;
}
const empty: Fields = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  partySize: '1',
  firstTime: true,
  consentToContact: false,
};

/** A guest without an RSVP, registered and admitted at the door; who invited them is found by display name. */
export function WalkInForm({
  eventId,
  localeId,
  callingCode,
  onAdmitted,
}: {
  eventId: string;
  localeId: string;
  callingCode: string | null;
  onAdmitted: (name: string, partySize: number) => void;
}) {
  const et = useDoorT();
  const t = useT();
  const walkIn = useRegisterWalkIn(eventId);
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [inviterText, setInviterText] = useState('');
  const [q] = useDebouncedValue(inviterText.trim(), 300);
  const [inviter, setInviter] = useState<{ handle: string; displayName: string } | null>(null);
  const inviters = useInviters(inviter ? null : localeId, q);
  const text = (key: 'firstName' | 'lastName' | 'mobile' | 'email' | 'partySize') => ({
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
    const parsed = walkInSchema.safeParse({
      firstName: fields.firstName,
      lastName: fields.lastName,
      mobile: fields.mobile.trim() ? internationalMobile(fields.mobile, callingCode) : undefined,
      email: fields.email.trim() ? fields.email.trim() : undefined,
      partySize: Number(fields.partySize),
      invitedBy: inviter?.handle,
      firstTime: fields.firstTime,
      consentToContact: fields.consentToContact,
    });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    walkIn.mutate(parsed.data, {
      onSuccess: (rsvp) => {
        setFields(empty);
        setInviter(null);
        setInviterText('');
        onAdmitted(rsvp.displayName, rsvp.partySize);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          const fromApi = fieldErrorsFromApi(error, t);
          setErrors(fromApi);
          if (Object.keys(fromApi).length === 0) setFormError(refusalMessage(t, error));
        } else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <form onSubmit={send} noValidate aria-labelledby="walk-in-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="walk-in-heading">
          {et('walkIn.title')}
        </Title>
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={et('walkIn.firstName')} required autoComplete="off" {...text('firstName')} />
          <TextInput label={et('walkIn.lastName')} required autoComplete="off" {...text('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={et('walkIn.mobile')} type="tel" autoComplete="off" {...text('mobile')} />
          <TextInput label={et('walkIn.email')} type="email" autoComplete="off" {...text('email')} />
        </SimpleGrid>
        <TextInput label={et('walkIn.partySize')} inputMode="numeric" required {...text('partySize')} />
        <Group gap="lg">
          <Checkbox
            label={et('walkIn.firstTime')}
            checked={fields.firstTime}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFields((f) => ({ ...f, firstTime: checked }));
            }}
          />
          <Checkbox
            label={et('walkIn.consent')}
            checked={fields.consentToContact}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFields((f) => ({ ...f, consentToContact: checked }));
            }}
          />
        </Group>
        {inviter ? (
          <Group gap="xs">
            <Text size="sm">{et('walkIn.invitedBy', { name: inviter.displayName })}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setInviter(null)}>
              {et('walkIn.changeInviter')}
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <TextInput
              type="search"
              label={et('walkIn.inviter')}
              description={et('walkIn.inviterHint', { count: INVITER_MIN_LETTERS })}
              value={inviterText}
              onChange={(e) => setInviterText(e.currentTarget.value)}
            />
            {q.length >= INVITER_MIN_LETTERS && inviters.data && (
              <Stack gap={2} role="list" aria-label={et('walkIn.inviterResults')}>
                {inviters.data.items.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {et('walkIn.noInviter')}
                  </Text>
                ) : (
                  inviters.data.items.map((member) => (
                    <div key={member.handle} role="listitem">
                      <Button
                        variant="default"
                        justify="flex-start"
                        fullWidth
                        onClick={() => setInviter(member)}
                      >
                        {member.displayName}
                      </Button>
                    </div>
                  ))
                )}
              </Stack>
            )}
          </Stack>
        )}
        <Button type="submit" loading={walkIn.isPending}>
          {et('walkIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
