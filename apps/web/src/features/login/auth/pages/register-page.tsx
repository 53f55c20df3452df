import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import {
  AGREEMENT_VERSIONS,
  genders,
  internationalMobile,
  isLocalMobile,
  passwordProblems,
  registerBodySchema,
  socialProviderNames,
  socialRegisterBodySchema,
  type PendingSocialSignIn,
} from '@congregate/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { PasswordHints } from '../../../../components/ui/password-hints.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useCountries, useLocales } from '../../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  problemMessage,
  recheckFields,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { readOnlyInputProps } from '../../../../lib/forms/read-only.tsx';
import { usePendingSocialSignIn } from '../api/get-pending-social-sign-in.ts';
import { useRegister } from '../api/register.ts';
import { useRegisterWithProvider } from '../api/register-with-provider.ts';
import { PendingGone } from '../components/pending-gone.tsx';
import { ProviderProfile } from '../components/provider-profile.tsx';
import { AgreementCheckbox } from '../components/agreement-checkbox.tsx';
import { LocaleSelect } from '../components/locale-select.tsx';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  localeId: string | null;
  birthDate: string;
  gender: string | null;
  mobile: string;
  acceptedDataPrivacy: boolean;
  acceptedDisclaimer: boolean;
}

const emptyForm: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  localeId: null,
  birthDate: '',
  gender: null,
  mobile: '',
  acceptedDataPrivacy: false,
  acceptedDisclaimer: false,
};

/** The provider sign-in a registration completes (`/register?social={token}`). */
interface SocialRegistration {
  token: string;
  pending: PendingSocialSignIn;
}

/** The form, filled with what the provider gave (its verified e-mail is not the person's to change). */
function initialForm(social: SocialRegistration | null): RegisterForm {
  if (!social) return emptyForm;
  const { firstName, lastName, email } = social.pending.user;
  return { ...emptyForm, firstName, lastName, email };
}

/** A registration through a provider: the form's body without e-mail (the provider's) and password (none). */
function toSocialBody(form: RegisterForm, callingCode: string | null) {
  const { email: _email, password: _password, ...rest } = toBody(form, callingCode);
  return rest;
}

/**
 * The request body; optional fields left empty are left out. A mobile typed the local way (`0917 123 4567`)
 * is sent in international form with the calling code of the chosen locale's country (`+639171234567`).
 */
function toBody(form: RegisterForm, callingCode: string | null) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    localeId: form.localeId ?? '',
    ...(form.birthDate ? { birthDate: form.birthDate } : {}),
    ...(form.gender ? { gender: form.gender } : {}),
    ...(form.mobile.trim() ? { mobile: internationalMobile(form.mobile, callingCode) } : {}),
    acceptedDataPrivacy: form.acceptedDataPrivacy ? AGREEMENT_VERSIONS.dataPrivacy : undefined,
    acceptedDisclaimer: form.acceptedDisclaimer ? AGREEMENT_VERSIONS.disclaimer : undefined,
  };
}

/**
 * `/register`, and `/register?social={token}` after a provider sign-in of someone new: the same form, filled from
 * the provider, without the password fields.
 */
export default function RegisterPage() {
  const socialToken = useSearchParams()[0].get('social');
  return socialToken ? (
    <SocialRegister key={socialToken} token={socialToken} />
  ) : (
    <RegisterForm social={null} />
  );
}

function SocialRegister({ token }: { token: string }) {
  const t = useT();
  const pending = usePendingSocialSignIn(token);
  let content;
  if (pending.isPending) content = <Loader aria-label={t('common.loading')} mx="auto" />;
  else if (pending.data?.next === 'register')
    return <RegisterForm social={{ token, pending: pending.data }} />;
  else if (pending.data?.next === 'confirm') {
    return <Navigate to={`/login?social=${encodeURIComponent(token)}`} replace />;
  } else if (isApiError(pending.error) && pending.error.status !== 404) {
    content = (
      <Alert role="alert" color="red" icon={<IconAlertCircle />}>
        {refusalMessage(t, pending.error)}
      </Alert>
    );
  } else content = <PendingGone />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      {content}
    </Paper>
  );
}

function RegisterForm({ social }: { social: SocialRegistration | null }) {
  const t = useT();
  const st = useSocialSignInT();
  const navigate = useNavigate();
  const register = useRegister();
  const registerWithProvider = useRegisterWithProvider(social?.token ?? '');
  const hintsId = useId();
  const [form, setForm] = useState<RegisterForm>(() => initialForm(social));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const locales = useLocales();
  const countries = useCountries();

  const callingCodeOf = (localeId: string | null) => {
    const countryId = locales.data?.find((locale) => locale.id === localeId)?.countryId;
    return countries.data?.find((country) => country.id === countryId)?.callingCode ?? null;
  };

  /** The problems of the whole form, worded for people (a local mobile needs the locale's country first). */
  const check = (values: RegisterForm) => {
    const callingCode = callingCodeOf(values.localeId);
    const parsed = social
      ? socialRegisterBodySchema.safeParse(toSocialBody(values, callingCode))
      : registerBodySchema.safeParse(toBody(values, callingCode));
    const problems: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, t);
    // The schema checks the password's rules only once every field is valid; show them at once.
    const passwordProblem = passwordProblems(values.password, values.email)[0];
    if (social) {
      // No password: the person signs in with the provider.
    } else if (!problems.password && !values.password) problems.password = t('validation.required');
    else if (!problems.password && passwordProblem) {
      problems.password = problemMessage(t, `password_${passwordProblem}`);
    }
    if (!problems.mobile && !callingCode && values.mobile.trim() && isLocalMobile(values.mobile)) {
      problems.mobile = t('validation.mobileNeedsLocale');
    }
    return { parsed, problems };
  };

  /** A field's change; a message it shows is checked again at once, so it goes as soon as the field is fixed. */
  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    const changed = [
      key,
      ...(key === 'localeId' ? ['mobile'] : []),
      ...(key === 'email' ? ['password'] : []),
    ];
    const shown = changed.filter((field) => errors[field]);
    if (shown.length > 0) setErrors((current) => recheckFields(current, check(next).problems, shown));
  };
  const text = (key: 'firstName' | 'lastName' | 'email' | 'password' | 'birthDate' | 'mobile') => ({
    value: form[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(key, event.currentTarget.value),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { parsed, problems } = check(form);
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: (destination: string) => void navigate(destination, { replace: true }),
      onError: (error: Error) => {
        // With a provider the e-mail field is read-only: the form says it, with the other refusals.
        if (social && isApiError(error) && error.status === 409) setFormError(t('register.emailTaken'));
        else if (isApiError(error) && error.status === 409) setErrors({ email: t('register.emailTaken') });
        else if (isApiError(error) && error.status === 422) setErrors(fieldErrorsFromApi(error, t));
        else if (social && isApiError(error) && error.status === 404) setFormError(st('pending.gone'));
        else setFormError(refusalMessage(t, error));
      },
    };
    if (social) registerWithProvider.mutate(socialRegisterBodySchema.parse(parsed.data), callbacks);
    else register.mutate(registerBodySchema.parse(parsed.data), callbacks);
  };
  const provider = social ? socialProviderNames[social.pending.provider] : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {provider ? st('register.title', { provider }) : t('register.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {provider ? st('register.intro', { provider }) : t('register.intro')}
            </Text>
          </div>
          {social && <ProviderProfile user={social.pending.user} />}
          {formError && (
            <Alert role="alert" color="red" icon={<IconAlertCircle />}>
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('register.firstName')}
              autoComplete="given-name"
              required
              {...text('firstName')}
            />
            <TextInput
              label={t('register.lastName')}
              autoComplete="family-name"
              required
              {...text('lastName')}
            />
          </SimpleGrid>
          {provider ? (
            <TextInput
              label={t('register.email')}
              type="email"
              description={st('register.emailHint', { provider })}
              value={form.email}
              {...readOnlyInputProps}
            />
          ) : (
            <>
              <TextInput
                label={t('register.email')}
                type="email"
                autoComplete="email"
                required
                {...text('email')}
              />
              <Stack gap={6}>
                <PasswordField
                  label={t('register.password')}
                  autoComplete="new-password"
                  required
                  aria-describedby={hintsId}
                  {...text('password')}
                />
                <PasswordHints id={hintsId} password={form.password} email={form.email} />
              </Stack>
            </>
          )}
          <LocaleSelect
            value={form.localeId}
            onChange={(value) => set('localeId', value)}
            error={errors.localeId}
          />
          <Fieldset legend={t('register.optional')} variant="filled">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label={t('register.birthDate')}
                  type="date"
                  autoComplete="bday"
                  {...text('birthDate')}
                />
                <Select
                  label={t('register.gender')}
                  placeholder={t('register.genderPlaceholder')}
                  clearable
                  data={genders.map((gender) => ({ value: gender, label: t(`register.gender.${gender}`) }))}
                  value={form.gender}
                  onChange={(value) => set('gender', value)}
                  error={errors.gender}
                />
              </SimpleGrid>
              <TextInput
                label={t('register.mobile')}
                description={t('register.mobileHint')}
                type="tel"
                autoComplete="tel"
                placeholder="0917 123 4567"
                {...text('mobile')}
              />
            </Stack>
          </Fieldset>
          <AgreementCheckbox
            checked={form.acceptedDataPrivacy}
            onChange={(checked) => set('acceptedDataPrivacy', checked)}
            linkTo="/agreement-modal"
            linkKey="register.privacyLink"
            error={errors.acceptedDataPrivacy}
          />
          <AgreementCheckbox
            checked={form.acceptedDisclaimer}
            onChange={(checked) => set('acceptedDisclaimer', checked)}
            linkTo="/disclaimer"
            linkKey="register.disclaimerLink"
            error={errors.acceptedDisclaimer}
          />
          <Button type="submit" loading={register.isPending || registerWithProvider.isPending} fullWidth>
            {t('register.submit')}
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">{t('register.haveAccount')}</Text>
            <Anchor component={Link} to="/login" size="sm">
              {t('common.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
