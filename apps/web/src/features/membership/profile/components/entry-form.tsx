import { countryOfMobile, internationalMobile, mobileSchema } from '@congregate/contracts';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { IconAlertCircle, IconCircleCheck } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { useCountries } from '../../../../lib/config/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useProfileT, type ProfileMessageKey } from '../i18n/index.ts';
import { bodyOf, type FieldSpec, type FormValues } from '../sections/field-spec.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';

export interface EntryFormProps<S extends z.ZodType> {
  fields: readonly FieldSpec[];
  /** The call's body schema: the form is checked with it, and what it sends is its input. */
  schema: S;
  initial: FormValues;
  submitLabel: string;
  /** Sends the body; a 422 answer is shown beside the fields it names. */
  onSubmit: (body: z.input<S>) => Promise<unknown>;
  onCancel?: () => void;
  /** Headings between groups of fields: field name → heading shown before it. */
  headings?: Record<string, ProfileMessageKey>;
  /** Shown after a successful save (forms that stay open). */
  savedMessage?: string;
  /**
   * The country of the member's locale: a mobile typed the local way (`0917 123 4567`) is read in it, as
   * registration, the RSVP and the visitor form read it (one rule wherever a phone is typed).
   */
  countryId?: string | null;
  children?: ReactNode;
}

/** True when the schema accepts the body, which is then the schema's input as the server reads it. */
const accepts = <S extends z.ZodType>(schema: S, body: unknown): body is z.input<S> =>
  schema.safeParse(body).success;

/**
 * A form built from field specs and checked with the shared contract schema before it is sent; every
 * error (from the schema or from the server) is shown beside its field.
 */
export function EntryForm<S extends z.ZodType>({
  fields,
  schema,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  headings,
  savedMessage,
  countryId = null,
  children,
}: EntryFormProps<S>) {
  const t = useT();
  const pt = useProfileT();
  const countries = useCountries();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const names = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
  const countryOptions = useMemo(
    () => [...(countries.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [countries.data],
  );

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSaved(false);
  };

  const check = (body: Record<string, unknown>): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of fields) {
      const value = body[field.name];
      if (field.required && (value === '' || value === null)) found[field.name] = t('validation.required');
      else if (field.kind === 'year' && Number.isNaN(value)) found[field.name] = t('validation.wholeYear');
      else if (
        field.kind === 'mobile' &&
        typeof value === 'string' &&
        mobileSchema.safeParse(value).success &&
        countries.data &&
        !countryOfMobile(value, countries.data)
      )
        found[field.name] = pt('form.mobileCountry');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrorsFromZod(parsed.error, t)))
        found[field] ??= message;
    }
    return found;
  };

  const callingCode = countries.data?.find((country) => country.id === countryId)?.callingCode ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const body = bodyOf(fields, values);
    for (const field of fields) {
      const value = body[field.name];
      if (field.kind === 'mobile' && typeof value === 'string' && value !== '')
        body[field.name] = internationalMobile(value, callingCode);
    }
    const found = check(body);
    setErrors(found);
    if (Object.keys(found).length > 0 || !accepts(schema, body)) return;
    setPending(true);
    try {
      await onSubmit(body);
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.issues.length > 0) {
        const fromServer = fieldErrorsFromApi(error, t);
        setErrors(fromServer);
        const unplaced = Object.entries(fromServer).filter(([field]) => !names.has(field));
        setFormError(
          unplaced.length > 0 ? unplaced.map(([, message]) => message).join(' ') : pt('form.fixErrors'),
        );
      } else if (isApiError(error) && error.status === 0) setFormError(t('common.networkError'));
      else if (isApiError(error) && error.isStale) setFormError(t('refusal.stale'));
      else if (isApiError(error) && error.status === 403) setFormError(t('common.outOfScope'));
      else setFormError(refusalMessage(t, error));
    } finally {
      setPending(false);
    }
  };

  const input = (field: FieldSpec) => {
    const label = pt(field.label);
    const error = errors[field.name];
    const value = values[field.name];
    const common = {
      label,
      error,
      withAsterisk: field.required,
      description: field.hint ? pt(field.hint) : undefined,
    };
    switch (field.kind) {
      case 'switch':
        return (
          <Switch
            label={label}
            checked={value === true}
            onChange={(event) => set(field.name, event.currentTarget.checked)}
            error={error}
          />
        );
      case 'select':
        return (
          <NativeSelect
            {...common}
            value={String(value)}
            onChange={(event) => set(field.name, event.currentTarget.value)}
            data={[
              { value: '', label: pt('form.choose') },
              ...(field.options ?? []).map((option) => ({
                value: option,
                label: field.optionGroup
                  ? pt(`option.${field.optionGroup}.${option}` as ProfileMessageKey)
                  : option,
              })),
            ]}
          />
        );
      case 'country':
        return (
          <NativeSelect
            {...common}
            autoComplete={field.autoComplete}
            value={String(value)}
            onChange={(event) => set(field.name, event.currentTarget.value)}
            data={[
              { value: '', label: pt('form.choose') },
              // A stored code the list lacks (or a list that did not load) stays choosable.
              ...(value && !countryOptions.some((country) => country.id === value)
                ? [{ value: String(value), label: String(value) }]
                : []),
              ...countryOptions.map((country) => ({ value: country.id, label: country.name })),
            ]}
          />
        );
      case 'textarea':
        return (
          <Textarea
            {...common}
            autosize
            minRows={2}
            maxLength={field.maxLength}
            value={String(value)}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            type={field.kind === 'date' ? 'date' : field.kind === 'mobile' ? 'tel' : 'text'}
            inputMode={field.kind === 'year' ? 'numeric' : undefined}
            autoComplete={field.autoComplete ?? (field.kind === 'mobile' ? 'tel' : undefined)}
            maxLength={field.maxLength}
            value={String(value)}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          />
        );
    }
  };

  // Fields are laid out in a grid; a heading (or a wide field) starts a new row.
  const blocks: ReactNode[] = [];
  let row: ReactNode[] = [];
  const flush = () => {
    if (row.length > 0) {
      blocks.push(
        <SimpleGrid key={`row-${blocks.length}`} cols={{ base: 1, sm: 2 }} spacing="md">
          {row}
        </SimpleGrid>,
      );
      row = [];
    }
  };
  for (const field of fields) {
    const heading = headings?.[field.name];
    if (heading) {
      flush();
      blocks.push(
        <Title key={`h-${field.name}`} order={2} size="h5" mt="xs">
          {pt(heading)}
        </Title>,
      );
    }
    if (field.wide) {
      flush();
      blocks.push(<div key={field.name}>{input(field)}</div>);
    } else row.push(<div key={field.name}>{input(field)}</div>);
  }
  flush();

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {children}
        {blocks}
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        {saved && savedMessage && (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {savedMessage}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
