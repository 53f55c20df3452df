import {
  Alert,
  Button,
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { isLocalMobile, visitorFormSchema, type VisitorForm } from '@congregate/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { HoneypotField } from '../../../../components/public-forms/honeypot-field.tsx';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { useCountries, useLocales } from '../../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  recheckFields,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { isStaleFormToken, useFormToken } from '../../../../lib/public-forms/form-token.ts';
import { useInviter } from '../api/get-inviter.ts';
import { useSubmitVisitorForm } from '../api/submit-visitor-form.ts';
import { ConfirmEmail } from '../components/confirm-email-panel.tsx';
import { InviterPicker } from '../components/inviter-picker.tsx';
import { Thanks } from '../components/thanks-panel.tsx';
import { useVisitorsT } from '../i18n/index.ts';
import {
  emptyFields,
  localeOptions,
  toBody,
  type InviterChoice,
  type VisitorFields,
} from '../lib/visitor-form-body.ts';

/**
 * The public visitor form: a guest tells the church who they are (and who invited them: from an invite link
 * `?invitedBy=<member>`, or found by name), with their consent to be contacted. `?localeId=` picks the church.
 * A hidden `website` field and the token the server issued when the form opened keep bots out. `?confirm=` is the
 * link a new visitor's e-mail receives: it confirms their address.
 */
export default function VisitorFormPage() {
  const vt = useVisitorsT();
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  // A new form (and a new opening time) after "someone else".
  const [round, setRound] = useState(0);
  const another = () => {
    setSent(false);
    setRound(round + 1);
  };
  const confirm = params.get('confirm');
  if (confirm) return <ConfirmEmail token={confirm} />;
  if (sent) return <Thanks onAnother={another} />;
  return (
    <VisitorForm
      key={round}
      invitedBy={params.get('invitedBy')}
      localeParam={params.get('localeId')}
      onSent={() => setSent(true)}
      title={vt('form.title')}
    />
  );
}
function VisitorForm({
  invitedBy,
  localeParam,
  onSent,
  title,
}: {
  invitedBy: string | null;
  localeParam: string | null;
  onSent: () => void;
  title: string;
}) {
  const vt = useVisitorsT();
  const t = useT();
  const formToken = useFormToken('visitor');
  const [fields, setFields] = useState<VisitorFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const locales = useLocales();
  const countries = useCountries();
  const invite = useInviter(invitedBy);
  // Chosen here; otherwise the link's locale, otherwise the invite link's member's.
  const [localeChoice, setLocaleChoice] = useState<string | null>(null);
  const [inviterChoice, setInviterChoice] = useState<InviterChoice | null | undefined>(undefined);
  const known = (id: string | null | undefined) =>
    id && (locales.data ?? []).some((locale) => locale.id === id) ? id : null;
  const localeId = localeChoice ?? known(localeParam) ?? known(invite.data?.localeId) ?? null;
  const fromLink = invite.data ? { ref: invite.data.id, ...invite.data } : null;
  const inviter = inviterChoice !== undefined ? inviterChoice : fromLink;
  const submit = useSubmitVisitorForm();
  const options = useMemo(
    () => localeOptions(locales.data ?? [], countries.data ?? []),
    [locales.data, countries.data],
  );

  const callingCodeOf = (id: string | null) => {
    const countryId = locales.data?.find((locale) => locale.id === id)?.countryId;
    return countries.data?.find((country) => country.id === countryId)?.callingCode ?? null;
  };

  const check = (values: VisitorFields, locale: string | null, who: InviterChoice | null) => {
    const callingCode = callingCodeOf(locale);
    // The token is not the guest's to fix: it is asked for as the form shows and added when it is sent.
    const parsed = visitorFormSchema.safeParse(toBody(values, locale, who, callingCode, 'x'.repeat(20)));
    const problems: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, t);
    if (problems.consentToContact) problems.consentToContact = vt('form.consentRequired');
    if (!problems.mobile && !callingCode && values.mobile.trim() && isLocalMobile(values.mobile))
      problems.mobile = t('validation.mobileNeedsLocale');
    if (!values.mobile.trim() && !values.email.trim()) problems.mobile = vt('form.contactRequired');
    return { parsed, problems };
  };

  const set = <K extends keyof VisitorFields>(key: K, value: VisitorFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    const field = key === 'consent' ? 'consentToContact' : key;
    const changed = [field, ...(key === 'email' ? ['mobile'] : [])].filter((name) => errors[name]);
    if (changed.length > 0)
      setErrors((current) => recheckFields(current, check(next, localeId, inviter).problems, changed));
  };
  const text = (key: 'firstName' | 'lastName' | 'mobile' | 'email' | 'heardFrom') => ({
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errors[key],
  });

  const chooseLocale = (id: string | null) => {
    setLocaleChoice(id);
    // Whoever invited them is a member of the locale: another locale asks again.
    if (inviter && inviter.localeId !== id) setInviterChoice(null);
    const shown = ['localeId', 'mobile'].filter((name) => errors[name]);
    if (shown.length > 0)
      setErrors((current) => recheckFields(current, check(fields, id, null).problems, shown));
  };

  const post = (body: VisitorForm) => {
    submit.mutate(body, {
      onSuccess: onSent,
      // One token per submission: the next send (a retry, "someone else") gets its own.
      onSettled: formToken.renew,
      onError: (error) => {
        if (isStaleFormToken(error)) setFormError(vt('error.tokenStale'));
        else if (isApiError(error) && error.status === 422) {
          const fromApi = fieldErrorsFromApi(error, t);
          if (fromApi.consentToContact) fromApi.consentToContact = vt('form.consentRequired');
          setErrors(fromApi);
          if (Object.keys(fromApi).length === 0) setFormError(refusalMessage(t, error));
        } else if (isApiError(error) && error.status === 429) setFormError(vt('error.tooMany'));
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { parsed, problems } = check(fields, localeId, inviter);
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    // Held until the server will take it: a form sent sooner than `minSeconds` after its token is a bot's.
    formToken.ready().then(
      (token) => post({ ...parsed.data, formToken: token }),
      () => setFormError(vt('error.tokenFailed')),
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} pos="relative">
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {vt('form.intro')}
            </Text>
          </div>
          {formError && (
            <Alert role="alert" color="red" icon={<IconAlertCircle />}>
              {formError}
            </Alert>
          )}
          <Select
            label={vt('form.locale')}
            placeholder={vt('form.localePlaceholder')}
            required
            searchable
            data={options}
            value={localeId}
            onChange={chooseLocale}
            nothingFoundMessage={locales.isPending ? t('common.loading') : undefined}
            error={errors.localeId ?? (locales.isError ? vt('form.localesFailed') : undefined)}
            disabled={locales.isError}
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={vt('form.firstName')}
              autoComplete="given-name"
              required
              {...text('firstName')}
            />
            <TextInput
              label={vt('form.lastName')}
              autoComplete="family-name"
              required
              {...text('lastName')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {vt('form.contactHint')}
          </Text>
          <TextInput
            label={vt('form.mobile')}
            description={vt('form.mobileHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...text('mobile')}
          />
          <TextInput label={vt('form.email')} type="email" autoComplete="email" {...text('email')} />
          <InviterPicker
            localeId={localeId}
            inviter={inviter}
            linkFailed={Boolean(invitedBy) && invite.isError}
            onChange={setInviterChoice}
          />
          <Textarea
            label={vt('form.heardFrom')}
            placeholder={vt('form.heardFromPlaceholder')}
            autosize
            minRows={2}
            {...text('heardFrom')}
          />
          <Checkbox
            label={vt('form.consent')}
            checked={fields.consent}
            onChange={(event) => set('consent', event.currentTarget.checked)}
            error={errors.consentToContact}
            required
          />
          <HoneypotField value={fields.website} onChange={(value) => set('website', value)} />
          <Button type="submit" loading={submit.isPending} fullWidth>
            {vt('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
