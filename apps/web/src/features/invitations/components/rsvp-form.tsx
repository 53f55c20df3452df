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
  RSVP_LIMITS,
  type GuestRsvp,
  type PublicEvent,
} from '@congregate/contracts';
import { useId, useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../components/ui/icons.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useCountries, useLocales } from '../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  recheckFields,
  type FieldErrors,
} from '../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../lib/forms/refusal-message.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useCreateRsvp } from '../api/create-rsvp.ts';
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

/** Fields the form shows (a 422 about anything else — the bot checks — is said above the form). */
const shownFields = ['firstName', 'lastName', 'mobile', 'email', 'partySize'];

/** Hidden from people (and from screen readers), left in the page for bots to fill. */
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** The request body: optional fields left empty are left out; a local mobile in international form. */
function toBody(fields: RsvpFields, inviterId: string | null, callingCode: string | null, openedAt: number) {
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
    openedAt,
  };
}

/**
 * A guest's RSVP: name, mobile or e-mail (at least one), party size, first time, consent. A hidden `website`
 * field and the time the form showed keep bots out. Field errors come from the contract's schema first, then
 * from the server's 422.
 */
export function RsvpForm({
  event,
  inviterId,
  onDone,
}: {
  event: PublicEvent;
  inviterId: string | null;
  onDone: (rsvp: GuestRsvp) => void;
}) {
  const it = useInvitationsT();
  const t = useT();
  const honeypotId = useId();
  const [openedAt] = useState(() => Date.now());
  const [fields, setFields] = useState<RsvpFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateRsvp(event.id);
  const locales = useLocales();
  const countries = useCountries();
  const countryId = locales.data?.find((locale) => locale.id === event.localeId)?.countryId;
  const callingCode = countries.data?.find((country) => country.id === countryId)?.callingCode ?? null;

  const worded = (problems: FieldErrors): FieldErrors => {
    const out = { ...problems };
    if (out.partySize) out.partySize = it('form.partySizeRange', { max: RSVP_LIMITS.partySizeMax });
    return out;
  };
  const check = (values: RsvpFields) => {
    const parsed = newRsvpSchema.safeParse(toBody(values, inviterId, callingCode, openedAt));
    const problems: FieldErrors = parsed.success ? {} : worded(fieldErrorsFromZod(parsed.error, t));
    if (!problems.mobile && !callingCode && values.mobile.trim() && isLocalMobile(values.mobile))
      problems.mobile = t('validation.mobileNeedsLocale');
    if (!values.mobile.trim() && !values.email.trim()) problems.mobile = it('form.contactRequired');
    return { parsed, problems };
  };

  const set = <K extends keyof RsvpFields>(key: K, value: RsvpFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    const changed = [key, ...(key === 'email' ? ['mobile'] : [])].filter((name) => errors[name]);
    if (changed.length > 0) setErrors((current) => recheckFields(current, check(next).problems, changed));
  };
  const text = (key: 'firstName' | 'lastName' | 'mobile' | 'email') => ({
    value: fields[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const send = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const { parsed, problems } = check(fields);
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          const fromApi = worded(fieldErrorsFromApi(error, t));
          const shown = Object.fromEntries(
            Object.entries(fromApi).filter(([field]) => shownFields.includes(field)),
          );
          setErrors(shown);
          if (fromApi.website || fromApi.openedAt) setFormError(it('form.tooFast'));
          else if (Object.keys(shown).length === 0) setFormError(refusalMessage(t, error));
        } else if (isApiError(error) && error.status === 429) setFormError(it('form.tooMany'));
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <form onSubmit={send} noValidate aria-labelledby={`${honeypotId}-title`}>
      <Stack gap="md" pos="relative">
        <div>
          <Title order={2} size="h3" id={`${honeypotId}-title`}>
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
          description={it('form.partySizeRange', { max: RSVP_LIMITS.partySizeMax })}
          min={1}
          max={RSVP_LIMITS.partySizeMax}
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
        {/* Bots fill every field they find; people never see this one. */}
        <div aria-hidden="true" style={honeypotStyle}>
          <label htmlFor={honeypotId}>{it('form.honeypot')}</label>
          <input
            id={honeypotId}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={(e) => set('website', e.currentTarget.value)}
          />
        </div>
        <Button type="submit" size="md" loading={create.isPending} fullWidth>
          {it('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
