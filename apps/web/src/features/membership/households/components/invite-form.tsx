import {
  HOUSEHOLD_LIMITS,
  householdCalls,
  newHouseholdRequestSchema,
  type Household,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useLocaleMembers } from '../../../../lib/members/api/get-locale-members.ts';
import { useHouseholdsT } from '../i18n/index.ts';
import { useHouseholdRefusal } from './household-refusal.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** The head invites a member of their own locale (by name) or anyone by e-mail address. */
export function InviteForm({ household, localeId }: { household: Household; localeId: string }) {
  const t = useT();
  const ht = useHouseholdsT();
  const refusal = useHouseholdRefusal();
  const send = useCallMutation(householdCalls.request, { invalidates: [householdKeys.all] });
  const [how, setHow] = useState<'member' | 'email'>('email');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [memberId, setMemberId] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const members = useLocaleMembers(how === 'member' ? localeId : null, { q });
  const inHousehold = new Set(household.members.map((member) => member.memberId));
  const candidates = (members.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (member) => !inHousehold.has(member.id),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSent(null);
    if (how === 'member' && !memberId) return setErrors({ memberId: t('validation.required') });
    if (how === 'email' && !email.trim()) return setErrors({ email: t('validation.required') });
    const parsed = newHouseholdRequestSchema.safeParse({
      kind: 'invite',
      ...(how === 'member' ? { memberId } : { email: email.trim() }),
      message,
    });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    const picked = candidates.find((member) => member.id === memberId);
    send.mutate(
      { params: { id: household.id }, body: parsed.data },
      {
        onSuccess: () => {
          setSent(
            ht('invite.sent', {
              who: how === 'member' && picked ? `${picked.firstName} ${picked.lastName}` : email.trim(),
            }),
          );
          setMemberId('');
          setEmail('');
          setMessage('');
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && error.issues.length > 0)
            setErrors(fieldErrorsFromApi(error, t));
          else setFormError(refusal(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="household-invite-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="household-invite-title">
          {ht('invite.title')}
        </Title>
        {sent && (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {sent}
          </Alert>
        )}
        {formError && (
          <Alert role="alert" color="red">
            {formError}
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="household-invite-how">
            {ht('invite.how')}
          </Text>
          <SegmentedControl
            aria-labelledby="household-invite-how"
            value={how}
            onChange={(value) => {
              setHow(value as 'member' | 'email');
              setErrors({});
            }}
            data={[
              { value: 'email', label: ht('invite.byEmail') },
              { value: 'member', label: ht('invite.byMember') },
            ]}
          />
        </Stack>
        {how === 'member' ? (
          <>
            <TextInput
              label={ht('invite.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <NativeSelect
              label={ht('invite.member')}
              withAsterisk
              value={memberId}
              onChange={(event) => setMemberId(event.currentTarget.value)}
              error={errors.memberId}
              disabled={members.isPending}
              description={members.isSuccess && candidates.length === 0 ? ht('invite.noMatch') : undefined}
              data={[
                { value: '', label: ht('invite.pick') },
                ...candidates.map((member) => ({
                  value: member.id,
                  label: `${member.firstName} ${member.lastName}`,
                })),
              ]}
            />
          </>
        ) : (
          <TextInput
            type="email"
            label={ht('invite.email')}
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
        )}
        <Textarea
          label={ht('invite.message')}
          autosize
          minRows={2}
          maxLength={HOUSEHOLD_LIMITS.messageMax}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {ht('invite.send')}
        </Button>
      </Stack>
    </form>
  );
}
