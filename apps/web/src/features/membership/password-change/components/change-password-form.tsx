import { Alert, Button, Stack } from '@mantine/core';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { changePasswordBodySchema, passwordProblems } from '@congregate/contracts';
import { useId, useState, type FormEvent } from 'react';
import { IconAlertCircle, IconCircleCheck } from '../../../../components/ui/icons.ts';
import { PasswordHints } from '../../../../components/ui/password-hints.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  passwordParams,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useChangePassword } from '../api/change-password.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { usePasswordChangeT } from '../i18n/index.ts';

/**
 * Current, new and confirmed password; the new one is checked with the shared rules. An account registered
 * through a provider has no password anyone knows (`hasPassword: false`): it sets its first one, without the
 * current password.
 */
export function ChangePasswordForm({
  email,
  hasPassword = true,
}: {
  email: string | null;
  hasPassword?: boolean;
}) {
  const t = useT();
  const pt = usePasswordChangeT();
  const st = useSocialSignInT();
  const hintsId = useId();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setRevoked(null);
    const found: FieldErrors = {};
    const parsed = changePasswordBodySchema.safeParse(
      hasPassword ? { currentPassword, newPassword } : { newPassword },
    );
    if (!parsed.success) Object.assign(found, fieldErrorsFromZod(parsed.error, t));
    const [problem] = passwordProblems(newPassword, email);
    if (problem) found.newPassword ??= t(`password.${problem}`, passwordParams);
    if (confirm !== newPassword) found.confirm = t('validation.passwordsDiffer');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;

    change.mutate(parsed.data, {
      onSuccess: (result) => {
        setRevoked(result.revokedSessions);
        setCurrentPassword('');
        setNewPassword('');
        setConfirm('');
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'invalid_credentials' || error.status === 403)) {
          setErrors({ currentPassword: pt('changePassword.wrongCurrent') });
        } else if (isApiError(error) && error.status === 422) setErrors(fieldErrorsFromApi(error, t));
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {revoked !== null && (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {pt('changePassword.success', { count: revoked })}
          </Alert>
        )}
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        {hasPassword && (
          <PasswordField
            label={pt('changePassword.current')}
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={errors.currentPassword}
          />
        )}
        <Stack gap={6}>
          <PasswordField
            label={pt('changePassword.new')}
            autoComplete="new-password"
            required
            aria-describedby={hintsId}
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={errors.newPassword}
          />
          <PasswordHints id={hintsId} password={newPassword} email={email} />
        </Stack>
        <PasswordField
          label={pt('changePassword.confirm')}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={errors.confirm}
        />
        <Button type="submit" loading={change.isPending}>
          {hasPassword ? pt('changePassword.submit') : st('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
