import { passwordProblems } from '@congregate/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle, IconCircleCheck } from '../../../../components/ui/icons.ts';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { PasswordHints } from '../../../../components/ui/password-hints.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, passwordParams, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { useResetT } from '../i18n/index.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';

/** Step 2 (the e-mailed link, `/password?token=…`): the new password, checked with the shared rules. */
export function SetPasswordForm({ token, onAskAgain }: { token: string; onAskAgain: () => void }) {
  const t = useT();
  const rt = useResetT();
  const hintsId = useId();
  const confirm = useConfirmPasswordReset();
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors = {};
    const [problem] = passwordProblems(newPassword, null);
    if (problem) found.newPassword = t(`password.${problem}`, passwordParams);
    if (repeat !== newPassword) found.repeat = t('validation.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            const fields = fieldErrorsFromApi(error, t);
            if (fields.newPassword) setErrors({ newPassword: fields.newPassword });
            else setLinkInvalid(true);
          } else setFormError(refusalMessage(t, error));
        },
      },
    );
  };

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {rt('reset.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('common.signIn')}
        </Button>
      </Stack>
    );
  }
  if (linkInvalid || token.length < 20) {
    return (
      <Stack gap="md">
        <Alert role="alert" color="red" icon={<IconAlertCircle />}>
          {rt('reset.invalidLink')}
        </Alert>
        <Anchor component="button" type="button" onClick={onAskAgain}>
          {rt('reset.askAgain')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        <Stack gap={6}>
          <PasswordField
            label={rt('reset.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby={hintsId}
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={errors.newPassword}
          />
          <PasswordHints id={hintsId} password={newPassword} />
        </Stack>
        <PasswordField
          label={rt('reset.confirm')}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={errors.repeat}
        />
        <Button type="submit" loading={confirm.isPending} fullWidth>
          {rt('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
