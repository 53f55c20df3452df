import {
  genders,
  internationalMobile,
  pepPatchSchema,
  type PepDetail,
  type PepPatch,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../lib/api/index.ts';
import { useCountries, useLocales, useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { formatDay, formatMoment } from '../../../../lib/format/date.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useUpdatePep } from '../api/update-pep.ts';
import { usePepsT } from '../i18n/index.ts';

type Editable =
  'firstName' | 'lastName' | 'mobile' | 'email' | 'birthDate' | 'address' | 'batchName' | 'notes';
const editable: readonly Editable[] = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'birthDate',
  'address',
  'batchName',
  'notes',
];
type Values = Record<Editable, string> & { gender: string | null; flockId: string | null };

const valuesOf = (pep: PepDetail): Values => ({
  firstName: pep.firstName,
  lastName: pep.lastName,
  mobile: pep.mobile ?? '',
  email: pep.email ?? '',
  birthDate: pep.birthDate ?? '',
  address: pep.address ?? '',
  batchName: pep.batchName ?? '',
  notes: pep.notes ?? '',
  gender: pep.gender,
  flockId: pep.flock?.id ?? null,
});

/** A PEP's details, and (for whoever may see them) an editor that sends only what changed. */
export function PepDetails({ pep, canChooseFlock }: { pep: PepDetail; canChooseFlock: boolean }) {
  const pt = usePepsT();
  const { language } = useI18n();
  const timeZone = useLocaleTimeZone(pep.localeId);
  const [editing, setEditing] = useState(false);
  const rows: [string, string | null][] = [
    [pt('fields.mobile'), pep.mobile],
    [
      pt('fields.email'),
      pep.email &&
        `${pep.email} (${pt(pep.emailConfirmed ? 'details.emailConfirmed' : 'details.emailUnconfirmed')})`,
    ],
    [pt('fields.birthDate'), pep.birthDate ? formatDay(pep.birthDate, language) : null],
    [pt('fields.gender'), pep.gender ? pt(`gender.${pep.gender}`) : null],
    [pt('fields.address'), pep.address],
    [pt('fields.flock'), pep.flock?.name ?? null],
    [pt('fields.soulWinner'), pep.soulWinner?.displayName ?? null],
    [pt('fields.batch'), pep.batchName],
    [pt('fields.source'), pt(`source.${pep.source}`)],
    [pt('fields.notes'), pep.notes],
    [pt('fields.added'), formatMoment(pep.createdAt, language, timeZone)],
  ];
  if (editing)
    return <DetailsForm pep={pep} canChooseFlock={canChooseFlock} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="sm">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button variant="light" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
        {pt('details.edit')}
      </Button>
    </Stack>
  );
}

function DetailsForm({
  pep,
  canChooseFlock,
  onDone,
}: {
  pep: PepDetail;
  canChooseFlock: boolean;
  onDone: () => void;
}) {
  const pt = usePepsT();
  const t = useT();
  const update = useUpdatePep(pep.id);
  const locales = useLocales();
  const countries = useCountries();
  const flocks = useLocaleFlocks(canChooseFlock ? pep.localeId : null);
  const initial = valuesOf(pep);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const countryId = locales.data?.find((l) => l.id === pep.localeId)?.countryId;
  const callingCode = countries.data?.find((c) => c.id === countryId)?.callingCode ?? null;

  /** Only the fields that changed; an emptied optional one is cleared (`null`). */
  const changes = (): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    for (const key of editable) {
      if (values[key].trim() === initial[key].trim()) continue;
      const value = values[key].trim();
      if (key === 'firstName' || key === 'lastName') body[key] = value;
      else if (key === 'mobile') body[key] = value ? internationalMobile(value, callingCode) : null;
      else body[key] = value || null;
    }
    if (values.gender !== initial.gender) body.gender = values.gender;
    if (values.flockId !== initial.flockId) body.flockId = values.flockId;
    return body;
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = changes();
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    const parsed = pepPatchSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    update.mutate(parsed.data as PepPatch, {
      onSuccess: onDone,
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422) {
          const fromApi = fieldErrorsFromApi(failure, t);
          setErrors(fromApi);
          if (Object.keys(fromApi).length === 0) setError(refusalMessage(t, failure));
        } else setError(refusalMessage(t, failure));
      },
    });
  };
  const text = (key: Editable) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.currentTarget.value })),
    error: errors[key],
  });

  return (
    <form onSubmit={send} noValidate aria-label={pt('details.edit')}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={pt('fields.firstName')} required {...text('firstName')} />
          <TextInput label={pt('fields.lastName')} required {...text('lastName')} />
          <TextInput
            label={pt('fields.mobile')}
            description={pt('fields.mobileHint')}
            type="tel"
            {...text('mobile')}
          />
          <TextInput label={pt('fields.email')} type="email" {...text('email')} />
          <TextInput label={pt('fields.birthDate')} type="date" {...text('birthDate')} />
          <Select
            label={pt('fields.gender')}
            clearable
            data={genders.map((gender) => ({ value: gender, label: pt(`gender.${gender}`) }))}
            value={values.gender}
            onChange={(gender) => setValues((current) => ({ ...current, gender }))}
            error={errors.gender}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TextInput label={pt('fields.address')} {...text('address')} />
        {canChooseFlock && (
          <Select
            label={pt('fields.flock')}
            clearable
            searchable
            data={(flocks.data?.flocks ?? []).map((f) => ({ value: f.id, label: f.name }))}
            value={values.flockId}
            onChange={(flockId) => setValues((current) => ({ ...current, flockId }))}
            error={errors.flockId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput label={pt('fields.batch')} {...text('batchName')} />
        <Textarea label={pt('fields.notes')} autosize minRows={2} {...text('notes')} />
        <Text size="xs" c="dimmed">
          {pt('details.onlyChanged')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
