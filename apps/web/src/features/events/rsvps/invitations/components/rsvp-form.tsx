import {
  Alert,
  Button,
  Checkbox,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  internationalMobile,
  isLocalMobile,
  newRsvpSchema,
  type PublicEvent,
  type RsvpReceipt,
} from '@congregate/contracts';
import { useId, useState, type FormEvent } from 'react';
import { HoneypotField } from '../../../../../components/public-forms/honeypot-field.tsx';
import { IconAlertCircle } from '../../../../../components/ui/icons.ts';
import { isApiError, type ApiError } from '../../../../../lib/api/index.ts';
import { useCountries, useLocales } from '../../../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  recheckFields,
  type FieldErrors,
} from '../../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useCreateRsvp } from '../api/create-rsvp.ts';
import { useFormToken } from '../../../../../lib/public-forms/form-token.ts';
import { useInvitationsT } from '../i18n/index.ts';

interface RsvpFields {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  partySize: number | string;
  firstTime: boolean;
  consent: boolean;
  website: string;
}

const emptyFields: RsvpFields = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  partySize: 1,
  firstTime: false,
  consent: false,
  website: '',
};

/** Fields the form shows (a 422 about anything else — the token, the bot checks — is said above the form). */
const shownFields = ['firstName', 'lastName', 'mobile', 'email', 'partySize'];
const onlyShown = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => shownFields.includes(field)));

/** The request body: optional fields left empty are left out; a local mobile in international form. */
function toBody(
  fields: RsvpFields,
  inviterId: string | null,
  callingCode: string | null,
  formToken?: string,
) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    mobile: fields.mobile.trim() ? internationalMobile(fields.mobile, callingCode) : undefined,
    email: optional(fields.email),
    partySize: typeof fields.partySize === 'number' ? fields.partySize : Number.NaN,
    invitedBy: inviterId ?? undefined,
    firstTime: fields.firstTime,
    consentToContact: fields.consent,
    website: fields.website || undefined,
    formToken,
  };
}

/** The issue codes of a refusal (`form_token_invalid`, `bot`, `party_too_large`…). */
const issueCodes = (error: ApiError) => new Set(error.issues.map((issue) => issue.code));

/**
 * A guest's RSVP: name, mobile or e-mail (at least one), party size (at most the event's `maxPartySize`), first
 * time, consent. It is sent with the token the server issued as the form showed — not before that token's
 * `minSeconds`, held back meanwhile — and a hidden `website` field keeps bots out. Each token serves one
 * submission: after each, sent or refused, a fresh one is asked for. Field errors come from the contract's
 * schema first, then from the server's 422. Sent, it answers where the guest's link went (`onDone`).
 */
export function RsvpForm({
  event,
  inviterId,
  onDone,
}: {
  event: PublicEvent;
  inviterId: string | null;
  onDone: (receipt: RsvpReceipt, firstName: string) => void;
}) {
  const it = useInvitationsT();
  const t = useT();
  const titleId = useId();
  const [fields, setFields] = useState<RsvpFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [holding, setHolding] = useState(false);
  const formToken = useFormToken('rsvp');
  const create = useCreateRsvp(event.id);
  const locales = useLocales();
  const countries = useCountries();
  const countryId = locales.data?.find((locale) => locale.id === event.localeId)?.countryId;
  const callingCode = countries.data?.find((country) => country.id === countryId)?.callingCode ?? null;
  const maxParty = event.maxPartySize;

  const partyWords = (partySize: number | string) =>
    typeof partySize === 'number' && partySize > maxParty
      ? it('form.partyTooLarge', { max: maxParty })
      : it('form.partySizeRange', { max: maxParty });
  const check = (values: RsvpFields) => {
    // The token is added when the form is sent: only what the guest typed is checked here.
    const parsed = newRsvpSchema.safeParse(toBody(values, inviterId, callingCode));
    const problems = parsed.success ? {} : onlyShown(fieldErrorsFromZod(parsed.error, t));
    if (problems.partySize || (typeof values.partySize === 'number' && values.partySize > maxParty))
      problems.partySize = partyWords(values.partySize);
    if (!problems.mobile && !callingCode && values.mobile.trim() && isLocalMobile(values.mobile))
      problems.mobile = t('validation.mobileNeedsLocale');
    if (!values.mobile.trim() && !values.email.trim()) problems.mobile = it('form.contactRequired');
    return problems;
  };

  const set = <K extends keyof RsvpFields>(key: K, value: RsvpFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    const changed = [key, ...(key === 'email' ? ['mobile'] : [])].filter((name) => errors[name]);
    if (changed.length > 0) setErrors((current) => recheckFields(current, check(next), changed));
  };
  const text = (key: 'firstName' | 'lastName' | 'mobile' | 'email') => ({
    value: fields[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      const codes = issueCodes(error);
      // The token was spent, expired or missing: a fresh one is on its way, the guest sends again.
      if (codes.has('form_token_invalid')) return setFormError(it('form.tokenRenewed'));
      if (codes.has('bot') || codes.has('form_too_fast')) return setFormError(it('form.tooFast'));
      const fromApi = fieldErrorsFromApi(error, t);
      if (fromApi.partySize)
        fromApi.partySize = codes.has('party_too_large')
          ? it('form.partyTooLarge', { max: maxParty })
          : partyWords(fields.partySize);
      const shown = onlyShown(fromApi);
      setErrors(shown);
      if (Object.keys(shown).length === 0) setFormError(refusalMessage(t, error));
    } else if (isApiError(error) && error.status === 429) setFormError(it('form.tooMany'));
    else setFormError(refusalMessage(t, error));
  };

  /** Sends once the token is here and the server will take it (a guest faster than `minSeconds` waits). */
  const submit = async (values: RsvpFields) => {
    setHolding(true);
    try {
      const token = await formToken.ready();
      const body = newRsvpSchema.parse(toBody(values, inviterId, callingCode, token));
      create.mutate(body, {
        onSuccess: (receipt) => onDone(receipt, values.firstName.trim()),
        onError: refused,
        onSettled: formToken.renew,
      });
    } catch (error) {
      // No token could be had (offline, limited): nothing was sent; the next try asks again.
      setFormError(refusalMessage(t, error));
    } finally {
      setHolding(false);
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (holding || create.isPending) return;
    setFormError(null);
    const problems = check(fields);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    void submit(fields);
  };

  return (
    <form onSubmit={send} noValidate aria-labelledby={titleId}>
      <Stack gap="md" pos="relative">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {it('form.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {it('form.intro')}
          </Text>
        </div>
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={it('form.firstName')} autoComplete="given-name" required {...text('firstName')} />
          <TextInput label={it('form.lastName')} autoComplete="family-name" required {...text('lastName')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {it('form.contactHint')}
        </Text>
        <TextInput
          label={it('form.mobile')}
          description={it('form.mobileHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...text('mobile')}
        />
        <TextInput
          label={it('form.email')}
          description={it('form.emailHint')}
          type="email"
          autoComplete="email"
          {...text('email')}
        />
        <NumberInput
          label={it('form.partySize')}
          description={it('form.partySizeRange', { max: maxParty })}
          min={1}
          max={maxParty}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          required
          value={fields.partySize}
          onChange={(value) => set('partySize', value)}
          error={errors.partySize}
        />
        <Checkbox
          label={it('form.firstTime')}
          checked={fields.firstTime}
          onChange={(e) => set('firstTime', e.currentTarget.checked)}
        />
        <Checkbox
          label={it('form.consent')}
          checked={fields.consent}
          onChange={(e) => set('consent', e.currentTarget.checked)}
        />
        <HoneypotField value={fields.website} onChange={(value) => set('website', value)} />
        <Button type="submit" size="md" loading={holding || create.isPending} fullWidth>
          {it('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
