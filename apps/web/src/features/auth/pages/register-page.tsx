import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import {
  AGREEMENT_VERSIONS,
  genders,
  internationalMobile,
  isLocalMobile,
  passwordProblems,
  registerBodySchema,
} from '@congregate/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/ui/icons.ts';
import { PasswordHints } from '../../../components/ui/password-hints.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useCountries, useLocales } from '../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  problemMessage,
  recheckFields,
  type FieldErrors,
} from '../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../lib/forms/refusal-message.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useRegister } from '../api/register.ts';
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

export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const register = useRegister();
  const hintsId = useId();
  const [form, setForm] = useState<RegisterForm>(emptyForm);
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
    const parsed = registerBodySchema.safeParse(toBody(values, callingCode));
    const problems: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, t);
    // The schema checks the password's rules only once every field is valid; show them at once.
    const passwordProblem = passwordProblems(values.password, values.email)[0];
    if (!problems.password && !values.password) problems.password = t('validation.required');
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
    register.mutate(parsed.data, {
      onSuccess: (destination) => void navigate(destination, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setErrors({ email: t('register.emailTaken') });
        else if (isApiError(error) && error.status === 422) setErrors(fieldErrorsFromApi(error, t));
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('register.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('register.intro')}
            </Text>
          </div>
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
          <Button type="submit" loading={register.isPending} fullWidth>
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
