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
import { AGREEMENT_VERSIONS, genders, registerBodySchema } from '@congregate/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/ui/icons.ts';
import { PasswordHints } from '../../../components/ui/password-hints.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/forms/field-errors.ts';
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

/** The request body; optional fields left empty are left out. */
function toBody(form: RegisterForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    localeId: form.localeId ?? '',
    ...(form.birthDate ? { birthDate: form.birthDate } : {}),
    ...(form.gender ? { gender: form.gender } : {}),
    ...(form.mobile.trim() ? { mobile: form.mobile.trim() } : {}),
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

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (key: 'firstName' | 'lastName' | 'email' | 'password' | 'birthDate' | 'mobile') => ({
    value: form[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(key, event.currentTarget.value),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerBodySchema.safeParse(toBody(form));
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (destination) => void navigate(destination, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setErrors({ email: t('register.emailTaken') });
        else if (isApiError(error) && error.status === 422) setErrors(fieldErrorsFromApi(error, t));
        else if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== null)
          setFormError(t('login.rateLimited', { seconds: error.retryAfterSeconds }));
        else if (isApiError(error) && error.status === 0) setFormError(t('common.networkError'));
        else setFormError(t('common.error', { message: error.message }));
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
                placeholder="+639171234567"
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
