import { LIMITS, rejectBodySchema } from '@congregate/contracts';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { fieldErrorsFromZod } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useEndorsementT } from '../i18n/index.ts';

/** Reject: asks first, with the reason the person is told (required). */
export function RejectDialog({
  name,
  opened,
  pending,
  error,
  fieldErrors,
  onReject,
  onCancel,
}: {
  name: string;
  opened: boolean;
  pending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const et = useEndorsementT();
  const [reason, setReason] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);

  const confirm = () => {
    const parsed = rejectBodySchema.safeParse({ reason });
    if (!parsed.success) return setOwnError(fieldErrorsFromZod(parsed.error, t).reason ?? null);
    setOwnError(null);
    onReject(parsed.data.reason);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={et('reject.title', { name })}
      confirmLabel={et('reject.submit')}
      onConfirm={confirm}
      onCancel={onCancel}
      loading={pending}
    >
      <Stack gap="sm">
        <Text size="sm">{et('reject.body')}</Text>
        {error && (
          <Alert role="alert" color="red">
            {error}
          </Alert>
        )}
        <Textarea
          label={et('reject.reason')}
          description={et('reject.reasonHint')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={LIMITS.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={ownError ?? fieldErrors.reason}
          data-autofocus
        />
      </Stack>
    </ConfirmDialog>
  );
}
