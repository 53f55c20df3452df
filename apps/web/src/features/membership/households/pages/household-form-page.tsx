import {
  type Household,
  householdAddressInputSchema,
  householdCalls,
  householdPatchSchema,
  newHouseholdSchema,
} from '@congregate/contracts';
import { Alert, Anchor, Button, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useProfile } from '../../../../lib/auth/api/get-my-profile.ts';
import { useCountries } from '../../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useAddresses } from '../api/get-my-addresses.ts';
import { useHousehold } from '../api/get-household.ts';
import { useHouseholdRefusal } from '../components/household-refusal.ts';
import { useHouseholdsT } from '../i18n/index.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { householdKeys } from '../../../../lib/query-keys.ts';

type AddressMode = 'keep' | 'none' | 'book' | 'own';
const emptyOwn = { line1: '', line2: '', city: '', province: '', postalCode: '', countryId: 'PH' };

/** The create or edit form; `household` null to start one. */
function HouseholdForm({ household, memberId }: { household: Household | null; memberId: string }) {
  const t = useT();
  const ht = useHouseholdsT();
  const refusal = useHouseholdRefusal();
  const navigate = useNavigate();
  const addresses = useAddresses(memberId);
  const countries = useCountries();
  const create = useCallMutation(householdCalls.create, { invalidates: [householdKeys.all] });
  const update = useCallMutation(householdCalls.update, { invalidates: [householdKeys.all] });
  const [name, setName] = useState(household?.name ?? '');
  const [mode, setMode] = useState<AddressMode>(household?.address ? 'keep' : 'none');
  const [addressId, setAddressId] = useState('');
  const [own, setOwn] = useState(emptyOwn);
  const [headMemberId, setHeadMemberId] = useState(household?.headMemberId ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const book = addresses.data ?? [];

  const addressInput = () => {
    if (mode === 'none') return { value: null };
    if (mode === 'book') {
      if (!addressId) return { problem: { addressId: t('validation.required') } };
      return { value: { addressId } };
    }
    const parsed = householdAddressInputSchema.safeParse(own);
    if (!parsed.success) return { problem: fieldErrorsFromZod(parsed.error, t) };
    return { value: parsed.data };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const address = mode === 'keep' ? undefined : addressInput();
    if (address && 'problem' in address) return setErrors(address.problem ?? {});
    const onError = (error: unknown) => {
      if (isApiError(error) && error.status === 422 && error.issues.length > 0) {
        const fields = fieldErrorsFromApi(error, t);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(refusal(error));
      } else setFormError(refusal(error, !household));
    };
    const done = () => void navigate('/house-hold');
    if (!household) {
      const parsed = newHouseholdSchema.safeParse({ name, address: address?.value ?? null });
      if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
      setErrors({});
      return create.mutate({ body: parsed.data }, { onSuccess: done, onError });
    }
    const patch = {
      ...(name.trim() !== household.name ? { name } : {}),
      ...(address ? { address: address.value } : {}),
      ...(headMemberId && headMemberId !== household.headMemberId ? { headMemberId } : {}),
    };
    if (Object.keys(patch).length === 0) return setFormError(ht('form.noChange'));
    const parsed = householdPatchSchema.safeParse(patch);
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    update.mutate({ params: { id: household.id }, body: parsed.data }, { onSuccess: done, onError });
  };

  const field = (key: keyof typeof emptyOwn, label: string, required = false) => (
    <TextInput
      label={label}
      withAsterisk={required}
      value={own[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setOwn((current) => ({ ...current, [key]: value }));
      }}
      error={errors[key]}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red">
            {formError}
          </Alert>
        )}
        <TextInput
          label={ht('form.name')}
          description={ht('form.nameHint')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <Radio.Group
          label={ht('form.address')}
          value={mode}
          onChange={(value) => setMode(value as AddressMode)}
        >
          <Stack gap="xs" mt="xs">
            {household?.address && <Radio value="keep" label={ht('form.addressKeep')} />}
            <Radio value="none" label={ht('form.addressNone')} />
            <Radio value="book" label={ht('form.addressBook')} />
            <Radio value="own" label={ht('form.addressOwn')} />
          </Stack>
        </Radio.Group>
        {mode === 'book' &&
          (addresses.isSuccess && book.length === 0 ? (
            <Text size="sm">
              {ht('form.bookEmpty')}{' '}
              <Anchor component={Link} to="/tabs/address-book">
                {ht('form.openBook')}
              </Anchor>
            </Text>
          ) : (
            <NativeSelect
              label={ht('form.myAddress')}
              withAsterisk
              value={addressId}
              onChange={(event) => setAddressId(event.currentTarget.value)}
              error={errors.addressId}
              disabled={addresses.isPending}
              data={[
                { value: '', label: '…' },
                ...book.map((entry) => ({ value: entry.id, label: `${entry.line1}, ${entry.city}` })),
              ]}
            />
          ))}
        {mode === 'own' && (
          <Stack gap="sm">
            {field('line1', ht('form.line1'), true)}
            {field('line2', ht('form.line2'))}
            {field('city', ht('form.city'), true)}
            {field('province', ht('form.province'))}
            {field('postalCode', ht('form.postalCode'))}
            <NativeSelect
              label={ht('form.country')}
              withAsterisk
              value={own.countryId}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setOwn((current) => ({ ...current, countryId: value }));
              }}
              error={errors.countryId}
              data={(countries.data ?? [{ id: own.countryId, name: own.countryId }]).map((country) => ({
                value: country.id,
                label: country.name,
              }))}
            />
          </Stack>
        )}
        {household && household.members.length > 1 && (
          <NativeSelect
            label={ht('form.head')}
            value={headMemberId}
            onChange={(event) => setHeadMemberId(event.currentTarget.value)}
            error={errors.headMemberId}
            data={household.members.map((member) => ({
              value: member.memberId,
              label: `${member.firstName} ${member.lastName}`,
            }))}
          />
        )}
        <Button
          type="submit"
          loading={create.isPending || update.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {household ? ht('form.save') : ht('form.create')}
        </Button>
        <Anchor component={Link} to="/house-hold" size="sm">
          {ht('form.back')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** `household-modal`: start a household, or (`?id=`) rename it, set its address, hand over the head. */
export default function HouseholdFormPage() {
  const ht = useHouseholdsT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const profile = useProfile();
  const household = useHousehold(id);
  const memberId = profile.data?.member.id;
  return (
    <PageCard
      title={id ? ht('form.editTitle') : ht('form.createTitle')}
      intro={id ? ht('form.editIntro') : ht('form.createIntro')}
    >
      {!memberId || (id && household.isPending) ? (
        <LoadingBlock />
      ) : id && household.isError ? (
        isApiError(household.error) && household.error.status === 404 ? (
          <Alert role="alert" color="red">
            {ht('form.notFound')}
          </Alert>
        ) : (
          <LoadError error={household.error} onRetry={() => void household.refetch()} />
        )
      ) : (
        <HouseholdForm
          key={household.data?.id ?? 'new'}
          household={household.data ?? null}
          memberId={memberId}
        />
      )}
    </PageCard>
  );
}
