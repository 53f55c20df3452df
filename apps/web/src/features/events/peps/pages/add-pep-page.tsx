import { internationalMobile, isLocalMobile, newPepSchema, type MemberListItem } from '@congregate/contracts';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useSignedInAccess, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { can, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useCountries, useLocales } from '../../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  recheckFields,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useCreatePep } from '../api/create-pep.ts';
import { useDuplicates } from '../api/get-duplicates.ts';
import { DuplicateHints } from '../components/duplicate-hints.tsx';
import { usePepsT } from '../i18n/index.ts';

interface PepFields {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  address: string;
  batchName: string;
  notes: string;
}

const emptyFields: PepFields = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  address: '',
  batchName: '',
  notes: '',
};

/** Typing pauses this long before the duplicate check is asked. */
const DUPLICATE_DEBOUNCE_MS = 400;

/**
 * `flock-pep-add-modal`: a member (or flock leader, or admin) adds someone they reach. They are the soul
 * winner, unless an admin or leader picks another member of the locale. While the names and a mobile or
 * e-mail are typed, PEPs and members who may be the same person are shown with links.
 */
export default function AddPepPage() {
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  return <PepAddForm signedIn={state} />;
}

function PepAddForm({ signedIn }: { signedIn: SignedInAccess }) {
  const pt = usePepsT();
  const t = useT();
  const navigate = useNavigate();
  const create = useCreatePep();
  const locales = useLocales();
  const countries = useCountries();
  const me = signedIn.profile.member;
  const adminLocales = scopeLocales(signedIn.access, locales.data ?? []);
  const ownLocale = me.currentLocale;
  const localeChoices = [
    ...(ownLocale ? [{ value: ownLocale, label: me.currentLocaleName }] : []),
    ...adminLocales.filter((l) => l.id !== ownLocale).map((l) => ({ value: l.id, label: l.name })),
  ];
  const [localeId, setLocaleId] = useState<string | null>(ownLocale ?? adminLocales[0]?.id ?? null);
  const [fields, setFields] = useState<PepFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [soulWinner, setSoulWinner] = useState<{ id: string; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const isAdmin = can(signedIn.access, 'members.view');
  const mayPickSoulWinner = isAdmin || can(signedIn.access, 'flock.view');

  const callingCode = (() => {
    const countryId = locales.data?.find((locale) => locale.id === localeId)?.countryId;
    return countries.data?.find((country) => country.id === countryId)?.callingCode ?? null;
  })();

  const toBody = (values: PepFields) => {
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    return {
      firstName: values.firstName,
      lastName: values.lastName,
      localeId: localeId ?? '',
      mobile: values.mobile.trim() ? internationalMobile(values.mobile, callingCode) : undefined,
      email: optional(values.email),
      address: optional(values.address),
      batchName: optional(values.batchName),
      notes: optional(values.notes),
      soulWinnerId: soulWinner?.id,
    };
  };
  const check = (values: PepFields) => {
    const parsed = newPepSchema.safeParse(toBody(values));
    const problems: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, t);
    if (!problems.mobile && !callingCode && values.mobile.trim() && isLocalMobile(values.mobile))
      problems.mobile = t('validation.mobileNeedsLocale');
    return { parsed, problems };
  };
  const set = (key: keyof PepFields, value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (errors[key]) setErrors((current) => recheckFields(current, check(next).problems, [key]));
  };
  const text = (key: keyof PepFields) => ({
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errors[key],
  });

  // The duplicate check, once both names and a mobile or an e-mail are typed.
  const [typed] = useDebouncedValue(fields, DUPLICATE_DEBOUNCE_MS);
  const mobile = typed.mobile.trim() ? internationalMobile(typed.mobile, callingCode) : '';
  const ready = localeId && typed.firstName.trim() && typed.lastName.trim() && (mobile || typed.email.trim());
  const duplicates = useDuplicates(
    ready
      ? {
          localeId,
          firstName: typed.firstName.trim(),
          lastName: typed.lastName.trim(),
          ...(mobile ? { mobile } : {}),
          ...(typed.email.trim() ? { email: typed.email.trim() } : {}),
        }
      : null,
  );

  const send = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { parsed, problems } = check(fields);
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (pep) => void navigate(`/pep/${pep.id}`),
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          const fromApi = fieldErrorsFromApi(error, t);
          setErrors(fromApi);
          if (Object.keys(fromApi).length === 0) setFormError(refusalMessage(t, error));
        } else setFormError(refusalMessage(t, error));
      },
    });
  };

  const pick = (member: MemberListItem) => {
    setSoulWinner({ id: member.id, name: fullName(member) });
    setPicking(false);
  };

  if (locales.isPending) return <LoadingBlock />;

  return (
    <PageCard title={pt('add.title')} intro={pt('add.intro')}>
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert role="alert" color="red" icon={<IconAlertCircle />}>
              {formError}
            </Alert>
          )}
          {localeChoices.length > 1 && (
            <NativeSelect
              label={pt('add.locale')}
              value={localeId ?? ''}
              onChange={(event) => {
                setLocaleId(event.currentTarget.value);
                setSoulWinner(null);
              }}
              data={localeChoices}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={pt('fields.firstName')} required autoComplete="off" {...text('firstName')} />
            <TextInput label={pt('fields.lastName')} required autoComplete="off" {...text('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={pt('fields.mobile')}
              description={pt('fields.mobileHint')}
              type="tel"
              autoComplete="off"
              {...text('mobile')}
            />
            <TextInput label={pt('fields.email')} type="email" autoComplete="off" {...text('email')} />
          </SimpleGrid>
          {duplicates.data && <DuplicateHints duplicates={duplicates.data} canOpenMembers={isAdmin} />}
          <TextInput label={pt('fields.address')} {...text('address')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={pt('fields.batch')}
              description={pt('fields.batchHint')}
              {...text('batchName')}
            />
          </SimpleGrid>
          <Textarea label={pt('fields.notes')} autosize minRows={2} {...text('notes')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {pt('fields.soulWinner')}
            </Text>
            <Group gap="xs">
              <Text size="sm">
                {soulWinner ? soulWinner.name : pt('add.soulWinnerYou', { name: fullName(me) })}
              </Text>
              {mayPickSoulWinner && (
                <Button variant="subtle" size="compact-sm" onClick={() => setPicking(true)}>
                  {pt('add.pickSoulWinner')}
                </Button>
              )}
              {soulWinner && (
                <Button variant="subtle" size="compact-sm" onClick={() => setSoulWinner(null)}>
                  {pt('add.soulWinnerMe')}
                </Button>
              )}
            </Group>
          </Stack>
          <Button type="submit" loading={create.isPending} fullWidth>
            {pt('add.submit')}
          </Button>
        </Stack>
      </form>
      {mayPickSoulWinner && (
        <MemberSearchDialog
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={pick}
          title={pt('add.pickSoulWinner')}
          filters={localeId ? { localeId, endorsed: true } : undefined}
        />
      )}
    </PageCard>
  );
}
